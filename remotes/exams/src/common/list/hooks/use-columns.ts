import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many cards of at least `minWidth` fit side by side in the element, kept current on resize. */
export function useColumns(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
  gap: number,
  enabled: boolean,
): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const update = () => {
      const width = element.getBoundingClientRect().width;
      setColumns(Math.max(1, Math.floor((width + gap) / (minWidth + gap))));
    };
    update();
    // jsdom has no ResizeObserver; one column is a fine answer there.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, gap, enabled]);
  return columns;
}
