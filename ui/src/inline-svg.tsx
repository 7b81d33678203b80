import styles from './inline-svg.module.css';

export type InlineSvgProps = {
  /** The drawing's markup: an app's own file, imported as `./x.svg?source` (never data from the network). */
  markup: string;
  /** Its width in CSS pixels; the height follows the drawing's own proportions. */
  width: number;
  className?: string;
  /** What the drawing shows; without it the drawing is decorative and hidden from assistive technology. */
  label?: string;
};

/**
 * An SVG drawn in the page itself instead of with <img>: Chromium gives every SVG image a
 * document of its own to parse, lay out and paint, a cost on the first screen at 4× CPU
 * (docs/performance.md, "SVG images drawn in the page").
 */
export function InlineSvg({ markup, width, className, label }: InlineSvgProps) {
  // The wrapper is the one image assistive technology sees: the drawing's own <svg> (and any
  // text in it) is hidden, as an <img>'s insides would be.
  const hiddenMarkup = markup.replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"');
  return (
    <span
      className={className ? `${styles.svg} ${className}` : styles.svg}
      style={{ width }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // The markup is one of the app's own files, bundled at build time.
      dangerouslySetInnerHTML={{ __html: hiddenMarkup }}
    />
  );
}
