import { useEffect, useState } from 'react';
import { fromEvent } from 'rxjs';
import { debounceTime, map, startWith, throttleTime } from 'rxjs/operators';
import {
  NARROW_LAYOUT_MAX_PX,
  RESIZE_DEBOUNCE_MS,
  SCROLL_BUTTON_THRESHOLD_PX,
  SCROLL_THROTTLE_MS,
} from '../data/timings';

/** True once the page is scrolled beyond 300 px; scroll events throttled at 200 ms. */
export function useScrolledPast(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const subscription = fromEvent(window, 'scroll', { passive: true })
      .pipe(
        throttleTime(SCROLL_THROTTLE_MS, undefined, { leading: true, trailing: true }),
        startWith(null),
        map(() => window.scrollY > SCROLL_BUTTON_THRESHOLD_PX),
      )
      .subscribe(setPast);
    return () => subscription.unsubscribe();
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
