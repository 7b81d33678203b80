import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Most wanted and the request form are fetched once the page's end is near the screen, so the
// upload form's first visit does not carry them (nor the feedback SDK they call).
const MostWanted = lazy(() => import(/* webpackChunkName: "most-wanted" */ './most-wanted'));

/** Where "Most wanted" goes on /contribute: loaded when scrolled near. */
export function MostWantedSlot() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={null}>
          <MostWanted />
        </Suspense>
      ) : null}
    </div>
  );
}
