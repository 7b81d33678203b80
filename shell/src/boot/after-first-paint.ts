/**
 * How long the shell's code waits for the loader's first paint where the browser reports none
 * (no Paint Timing, or a tab in the background that paints nothing).
 */
export const FIRST_PAINT_WAIT_MS = 200;

/**
 * Runs `start` once the loader from index.html is on screen: evaluating the first view's code
 * (index.html preloads it) is a task of 20-40 ms at 1× CPU, four times that on a phone, and
 * must not come before that first paint (docs/performance.md, "First view"). Part of the
 * entry (main.js): nothing here may import a shared package, only there once the entry runs.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No Paint Timing here: the wait below starts the shell.
  }
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}
