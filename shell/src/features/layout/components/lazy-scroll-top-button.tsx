import { useEffect } from 'react';
import { useOptionalChunk } from '../../../common/hooks/use-optional-chunk';

// Its own chunk (with the RxJS operators that watch the window): a page shows the button only
// once scrolled, so the first view does not fetch it (docs/performance.md, "First view").
const loadButton = () =>
  import(/* webpackChunkName: "scroll-top" */ './scroll-top-button').then(
    (module) => module.ScrollTopButton,
  );

/**
 * The scroll-to-top button, fetched at the page's first scroll (or when it opens scrolled). Offline
 * before its file was fetched, the page goes on without it and the next scroll asks again.
 */
export function LazyScrollTopButton() {
  const [Button, request] = useOptionalChunk(loadButton);
  useEffect(() => {
    if (Button) return undefined;
    window.addEventListener('scroll', request, { passive: true });
    // A page restored at a scrolled position may fire no scroll event; read it once painted.
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) request();
    });
    return () => {
      window.removeEventListener('scroll', request);
      cancelAnimationFrame(frame);
    };
  }, [Button, request]);
  return Button ? <Button /> : null;
}
