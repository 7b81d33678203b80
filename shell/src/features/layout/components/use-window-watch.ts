import { useEffect, useState } from 'react';
import { fromEvent } from 'rxjs';
import { debounceTime, map, throttleTime } from 'rxjs/operators';
import {
  NARROW_LAYOUT_MAX_PX,
  RESIZE_DEBOUNCE_MS,
  SCROLL_BUTTON_THRESHOLD_PX,
  SCROLL_THROTTLE_MS,
} from '../data/timings';

const scrolledPast = () => window.scrollY > SCROLL_BUTTON_THRESHOLD_PX;

/**
 * True once the page is scrolled beyond 300 px; scroll events throttled at 200 ms. The
 * position the page opens at is read once it has painted: read in the effect, which can run
 * inside the first commit, it forced a layout of the whole page before anything was on screen
 * (docs/performance.md, "The list's first commit").
 */
export function useScrolledPast(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const subscription = fromEvent(window, 'scroll', { passive: true })
      .pipe(
        throttleTime(SCROLL_THROTTLE_MS, undefined, { leading: true, trailing: true }),
        map(scrolledPast),
      )
      .subscribe(setPast);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPast(scrolledPast()));
    });
    return () => {
      subscription.unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return past;
}

/** True below 1100 px; resize events debounced at 200 ms. */
export function useNarrowLayout(): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth < NARROW_LAYOUT_MAX_PX);
  useEffect(() => {
    const subscription = fromEvent(window, 'resize')
      .pipe(
        debounceTime(RESIZE_DEBOUNCE_MS),
        map(() => window.innerWidth < NARROW_LAYOUT_MAX_PX),
      )
      .subscribe(setNarrow);
    return () => subscription.unsubscribe();
  }, []);
  return narrow;
}
