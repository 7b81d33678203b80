import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk (with the RxJS operators that watch the window): a page shows the button only
// once scrolled, so the first view does not fetch it (docs/performance.md, "First view").
const Button = lazy(() =>
  import(/* webpackChunkName: "scroll-top" */ './scroll-top-button').then((module) => ({
    default: module.ScrollTopButton,
  })),
);

/** The scroll-to-top button, fetched at the page's first scroll (or when it opens scrolled). */
export function LazyScrollTopButton() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const scroll = () => setScrolled(true);
    window.addEventListener('scroll', scroll, { passive: true, once: true });
    // A page restored at a scrolled position may fire no scroll event; read it once painted.
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) setScrolled(true);
    });
    return () => {
      window.removeEventListener('scroll', scroll);
      cancelAnimationFrame(frame);
    };
  }, [scrolled]);
  return scrolled ? (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  ) : null;
}
