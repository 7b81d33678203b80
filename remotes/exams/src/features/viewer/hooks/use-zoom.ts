import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { clampScale, fitWidthScale } from '../data/fit-scale';
import { readerKey } from '../data/reader-key';
import { fingerDistance, wheelFactor, ZOOM_STEP, zoomedBy } from '../data/zoom';

export type Zoom = {
  /** The scale the pages are drawn at: the chosen one, else the one that fits the width. */
  scale: number;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Back to fitting the width, as it changes. */
  fitWidth: () => void;
  /** A chosen scale (kept within the viewer's limits), e.g. one that makes a search's match readable. */
  zoomTo: (scale: number) => void;
};

/**
 * The reader's zoom: fit width until a zoom is chosen, by the buttons, + and - (not while
 * typing in a box), Ctrl+wheel or a pinch over the pages box.
 */
export function useZoom(pagesRef: RefObject<HTMLDivElement | null>, baseWidth: number): Zoom {
  const [fitScale, setFitScale] = useState(1);
  const [scale, setScale] = useState<number | null>(null);

  // Fit width: the page box's width, measured as it changes (a phone turned sideways); before
  // the first paint, so the pages never show at another size first.
  useLayoutEffect(() => {
    const box = pagesRef.current;
    if (!box) return undefined;
    const measure = () => setFitScale(fitWidthScale(box.clientWidth, baseWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [pagesRef, baseWidth]);

  const zoom = useCallback(
    (factor: number) => setScale((s) => zoomedBy(s ?? fitScale, factor)),
    [fitScale],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = readerKey(event);
      if (key === '+' || key === '=') zoom(ZOOM_STEP);
      else if (key === '-') zoom(1 / ZOOM_STEP);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [zoom]);

  // Ctrl+wheel (and a trackpad's pinch, which browsers send as one) zooms the document, not the
  // page; so does a pinch on a touch screen, shown as a stretch of the pages until it ends.
  useEffect(() => {
    const box = pagesRef.current;
    if (!box) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoom(wheelFactor(event.deltaY));
    };
    let startDistance = 0;
    let startScale = 1;
    let stretch = 1;
    const distance = (t: TouchList) => fingerDistance(t[0]!, t[1]!);
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) {
        startDistance = distance(event.touches);
        startScale = scale ?? fitScale;
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length !== 2 || !startDistance) return;
      event.preventDefault();
      stretch = distance(event.touches) / startDistance;
      box.style.transformOrigin = 'top center';
      box.style.transform = `scale(${stretch})`;
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (!startDistance || event.touches.length >= 2) return;
      box.style.transform = '';
      startDistance = 0;
      setScale(clampScale(startScale * stretch));
      stretch = 1;
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    box.addEventListener('touchstart', onTouchStart, { passive: true });
    box.addEventListener('touchmove', onTouchMove, { passive: false });
    box.addEventListener('touchend', onTouchEnd);
    return () => {
      box.removeEventListener('wheel', onWheel);
      box.removeEventListener('touchstart', onTouchStart);
      box.removeEventListener('touchmove', onTouchMove);
      box.removeEventListener('touchend', onTouchEnd);
    };
  }, [pagesRef, zoom, scale, fitScale]);

  return {
    scale: scale ?? fitScale,
    zoomIn: () => zoom(ZOOM_STEP),
    zoomOut: () => zoom(1 / ZOOM_STEP),
    fitWidth: () => setScale(null),
    zoomTo: useCallback((next: number) => setScale(clampScale(next)), []),
  };
}
