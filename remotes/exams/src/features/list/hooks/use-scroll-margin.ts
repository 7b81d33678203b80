import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The list's distance from the top of the document. The window virtualizer
 * needs it because the page (header, search box, count) scrolls with the list.
 * Measured again whenever the window or the document changes size, since the
 * content above the list (fonts, notices, the shell's header) can move it.
 * Only while `enabled` (the list is virtualized). It is read when the
 * observer first reports, right after the frame's layout, never inside a
 * commit: reading it there forced a layout of the whole page before its first
 * paint (docs/performance.md, "The list's first commit"). Until then the last
 * value is kept, 0 the first time: the value only picks which rows are
 * rendered, not where they are drawn, and 0 picks the rows from the top of the
 * document to the bottom of the window, which include every row on screen.
 * Without ResizeObserver (jsdom) it is read at once.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    const measure = () =>
      setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
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
