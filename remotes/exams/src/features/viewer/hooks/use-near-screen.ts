import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the window a page starts drawing, so it is ready by the time it scrolls in. */
const NEAR = '600px 0px';

/**
 * Whether an element has come near the screen (and stays so once it has): what decides which
 * of a document's pages are drawn. `initially` draws at once, without waiting a frame for the
 * observer (page 1, which opens the document).
 */
export function useNearScreen(ref: RefObject<Element | null>, initially: boolean): boolean {
  const [near, setNear] = useState(initially);

  useEffect(() => {
    const box = ref.current;
    if (!box || near) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, near]);

  return near;
}
