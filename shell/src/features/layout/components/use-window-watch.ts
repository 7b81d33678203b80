import { fromEvent, Observable } from 'rxjs';
import { debounceTime, map, throttleTime } from 'rxjs/operators';
import { useObservable } from '@vithelper/shared/use-observable';
import {
  NARROW_LAYOUT_MAX_PX,
  RESIZE_DEBOUNCE_MS,
  SCROLL_BUTTON_THRESHOLD_PX,
  SCROLL_THROTTLE_MS,
} from '../data/timings';

const scrolledPast = () => window.scrollY > SCROLL_BUTTON_THRESHOLD_PX;
const isNarrow = () => window.innerWidth < NARROW_LAYOUT_MAX_PX;

let past = false;
/**
 * Keeps `past` as throttled scroll events say. The position the page opens at is read once it
 * has painted: read at once, which can happen inside the first commit, it forced a layout of the
 * whole page before anything was on screen (docs/performance.md, "The list's first commit").
 */
const scrolled$ = new Observable<void>((subscriber) => {
  const set = (value: boolean) => {
    past = value;
    subscriber.next();
  };
  const subscription = fromEvent(window, 'scroll', { passive: true })
    .pipe(
      throttleTime(SCROLL_THROTTLE_MS, undefined, { leading: true, trailing: true }),
      map(scrolledPast),
    )
    .subscribe(set);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => set(scrolledPast()));
  });
  return () => {
    subscription.unsubscribe();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
});

/** True once the page is scrolled beyond 300 px; scroll events throttled at 200 ms. */
export const useScrolledPast = (): boolean => useObservable(scrolled$, () => past);

/** The width as last read: null while nothing watches it, so the next watcher reads it anew. */
let narrow: boolean | null = null;
const resized$ = new Observable<void>((subscriber) => {
  narrow = isNarrow();
  const subscription = fromEvent(window, 'resize')
    .pipe(debounceTime(RESIZE_DEBOUNCE_MS))
    .subscribe(() => {
      narrow = isNarrow();
      subscriber.next();
    });
  return () => {
    subscription.unsubscribe();
    narrow = null;
  };
});

/** True below 1100 px; resize events debounced at 200 ms. */
export const useNarrowLayout = (): boolean => useObservable(resized$, () => narrow ?? isNarrow());
