import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The list's distance from the top of the document. The window virtualizer
 * needs it because the page (header, search box, count) scrolls with the list.
 * Measured again whenever the window or the document changes size, since the
 * content above the list (fonts, notices, the shell's header) can move it.
 * Only while `enabled` (the list is virtualized). The first time it is read
 * at once; when a list becomes long again (a keystroke) the last value is
 * kept and the observer's first report corrects it after the frame's layout,
 * so the keystroke's commit forces no layout (the value only picks which rows
 * are rendered, not where they are drawn).
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [margin, setMargin] = useState(0);
  const measured = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    const measure = () => {
      measured.current = true;
      setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    if (!measured.current || typeof ResizeObserver === 'undefined') measure();
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
