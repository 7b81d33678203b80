import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The list's distance from the top of the document. The window virtualizer
 * needs it because the page (header, search box, count) scrolls with the list.
 * Measured again whenever the window or the document changes size, since the
 * content above the list (fonts, notices, the shell's header) can move it.
 * Only while `enabled` (the list is virtualized). It is never read inside a
 * commit: the observer's first report gives it after the frame's layout, so
 * neither the list's first screen nor a keystroke that makes a list long again
 * forces a layout of the page (58 ms at 4× CPU on a phone for the first
 * screen). Until then the last value (0 at first) is used: it only picks which
 * rows are rendered, not where they are drawn, and at the top of the page,
 * where a list first shows, 0 renders every row on screen and a few more.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    const measure = () => {
      setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    if (typeof ResizeObserver === 'undefined') measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, enabled]);
  return margin;
}
