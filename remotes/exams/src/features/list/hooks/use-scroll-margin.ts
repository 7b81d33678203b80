import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The list's distance from the top of the document. The window virtualizer
 * needs it because the page (header, search box, count) scrolls with the list.
 * Measured again whenever the window or the document changes size, since the
 * content above the list (fonts, notices, the shell's header) can move it.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () =>
      setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return margin;
}
