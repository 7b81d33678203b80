import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the screen (and stays so once it has): what
 * decides which of a document's pages (the exams viewer) or which questions' regions (the courses
 * section) are drawn, so each is ready by the time it scrolls in. `initially` is near at once,
 * without waiting a frame for the observer (page 1, which opens the document). Without an
 * IntersectionObserver (a test's DOM) nothing else is near.
 */
export function useNearScreen(
  ref: RefObject<Element | null>,
  { initially = false, margin = '600px 0px' }: { initially?: boolean; margin?: string } = {},
): boolean {
  const [near, setNear] = useState(initially);

  useEffect(() => {
    const box = ref.current;
    if (!box || near || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, near, margin]);

  return near;
}
