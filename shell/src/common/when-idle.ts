/** Lets the browser run what waits (a tap, a key, a frame) before the next part of a long job. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a student does that the page must answer at once: background work waits for a pause. */
const ACTIVITY = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs `work` once the page has been quiet for `afterMs` — no key, tap, click, wheel or scroll
 * in that time — and the browser is next idle (at once after the wait where
 * requestIdleCallback does not exist): for work the first screen does not need, such as the
 * Firebase SDK and warming the offline caches. A student typing a search does not get the
 * SDK's 60 ms of script evaluation (4× CPU) in the middle of a keystroke: it waits for a pause.
 */
export function whenIdleAfter(afterMs: number, work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number })
    .requestIdleCallback;
  const target = typeof window === 'undefined' ? null : window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    for (const type of ACTIVITY) target?.removeEventListener(type, wait, true);
    if (idle) idle(work);
    else work();
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(run, afterMs);
  };
  for (const type of ACTIVITY)
    target?.addEventListener(type, wait, { capture: true, passive: true });
  wait();
}
