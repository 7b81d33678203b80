/**
 * Runs `work` once `afterMs` have passed and the browser is next idle (at once after
 * the wait where requestIdleCallback does not exist): for work the first screen does
 * not need, such as the Firebase SDK and warming the offline caches.
 */
export function whenIdleAfter(afterMs: number, work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number })
    .requestIdleCallback;
  setTimeout(() => (idle ? idle(work) : work()), afterMs);
}
