/**
 * Keystroke-to-paint, two ways, in one pass of typing.
 *
 * On screen (measured in the page), from the keydown's timestamp to:
 * - nextPaint: the first frame after the input event (the student sees the echo);
 * - settled: the first frame after the last DOM change the keystroke caused
 *   (the list reflects the query, deferred renders included).
 * These include waiting for the display's next frame (up to 16.7 ms at 60 Hz),
 * which no page can avoid.
 *
 * Work (read from a Chromium trace, see trace-work.ts): the main thread's busy
 * time from the keydown's task to the end of the frame that painted the echo /
 * the last change. This is the keystroke's own cost: under one frame means the
 * change is ready for the very next frame, whenever the key arrived.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  CHANGE_MARK,
  KEY_MARK,
  TRACE_CATEGORIES,
  keystrokeWork,
  type KeystrokeWork,
} from './trace-work';

/**
 * One keystroke: on screen (ms from its keydown) and the main thread's work (ms) up to the same
 * frames, in wall-clock time (`work`) and in the thread's own CPU time (`thread`).
 */
export type Keystroke = {
  nextPaint: number;
  settled: number;
  work: KeystrokeWork;
  thread: KeystrokeWork;
};
type OnScreen = Omit<Keystroke, 'work' | 'thread'>;
type KeyState = {
  t0: number | null;
  lastMutation: number;
  nextPaint: number | null;
  settled: number | null;
};
/** What install() adds to `window`. */
type ArmedWindow = Window & { __vhArm: () => void; __vhResult: Promise<OnScreen> };

function install([keyMark, changeMark]: [string, string]) {
  const w = window as unknown as ArmedWindow;
  let state: KeyState | null = null;
  // Every change is followed to the frame that shows it; the last one's frame is "settled".
  const paintedAfter = (s: KeyState, then: (ms: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => then(performance.now() - (s.t0 ?? 0)), 0));
  new MutationObserver(() => {
    if (!state) return;
    const s = state;
    const at = performance.now();
    s.lastMutation = at;
    performance.mark(changeMark);
    paintedAfter(s, (ms) => {
      if (s.lastMutation === at) s.settled = ms;
    });
  }).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  document.addEventListener(
    'keydown',
    (e) => {
      if (state && state.t0 === null) {
        state.t0 = e.timeStamp;
        performance.mark(keyMark);
      }
    },
    true,
  );
  document.addEventListener(
    'input',
    () => {
      if (!state) return;
      const s = state;
      paintedAfter(s, (ms) => (s.nextPaint ??= ms));
    },
    true,
  );
  w.__vhArm = () => {
    // The trace keeps the marks; the page's buffer need not.
    performance.clearMarks();
    state = { t0: null, lastMutation: 0, nextPaint: null, settled: null };
    const s = state;
    w.__vhResult = new Promise((resolve) => {
      let quietFrames = 0;
      let seen = -1;
      const started = performance.now();
      const frame = (): number | undefined => {
        if (s.t0 === null || s.nextPaint === null) return requestAnimationFrame(frame);
        quietFrames = s.lastMutation === seen ? quietFrames + 1 : 0;
        seen = s.lastMutation;
        // Two frames with no change: the keystroke's work has painted.
        if (quietFrames >= 2 || performance.now() - started > 20_000) {
          resolve({ nextPaint: s.nextPaint, settled: Math.max(s.nextPaint, s.settled ?? 0) });
          return undefined;
        }
        return requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  };
}

/**
 * Waiting for the previous keystroke to settle ends on a frame, so pressing at
 * once would always land just after a frame (the worst moment: a whole frame
 * to wait). A student's keys arrive at any moment of a frame: each key waits
 * a different fraction of a 60 Hz frame first, spread evenly over the run.
 */
function framePhases(count: number): number[] {
  const FRAME_MS = 1000 / 60;
  // A stride coprime with the count visits every phase once and spreads neighbouring keys apart.
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 37;
  while (gcd(stride, count) !== 1) stride += 1;
  return Array.from(
    { length: count },
    (_, i) => Math.round((((i * stride) % count) / count) * FRAME_MS * 10) / 10,
  );
}

/**
 * The search box named `label`. Playwright's getByLabel works out the label of every element of
 * the page: on the naive baseline at 50 000 papers (350 000 elements) that alone outlasted the
 * click's 180 s. The box is found from the page's few <label>s instead, by its id.
 */
async function searchBox(page: Page, label: string) {
  const id = await page.evaluate(
    (text) =>
      [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text.trim())
        ?.control?.id ?? '',
    label,
  );
  return id ? page.locator(`[id=${JSON.stringify(id)}]`) : page.getByLabel(label);
}

/**
 * Types each query (then erases it), one key at a time, while the browser
 * traces the page. One sample per keystroke:
 * { nextPaint, settled } on screen and { work: { nextPaint, settled } }.
 * With `tracePath`, the trace is kept there too (it opens in DevTools' Performance panel).
 * With `typingMs`, no key is pressed once that long has gone by since the first: the keys
 * typed until then are the samples.
 */
export async function typeQueries(
  browser: Browser,
  page: Page,
  label: string,
  queries: string[],
  { tracePath, typingMs = Infinity }: { tracePath?: string; typingMs?: number } = {},
): Promise<Keystroke[]> {
  await page.evaluate(install, [KEY_MARK, CHANGE_MARK] as [string, string]);
  const input = await searchBox(page, label);
  // The naive baseline renders every paper at once; at 50 000 it can hold the main thread past
  // Playwright's default 30 s before the box takes a click.
  await input.click({ timeout: 180_000 });
  const keys = queries.flatMap((query) => [
    ...[...query].map((c) => (c === ' ' ? 'Space' : c)),
    ...[...query].map(() => 'Backspace'),
  ]);
  const phases = framePhases(keys.length);
  let work: KeystrokeWork[] = [];
  let thread: KeystrokeWork[] = [];
  const samples: OnScreen[] = [];
  const started = Date.now();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  try {
    for (const [i, key] of keys.entries()) {
      // A page too slow to take every key in `typingMs` is measured on the keys it took.
      if (Date.now() - started > typingMs) break;
      await page.evaluate(() => (window as unknown as ArmedWindow).__vhArm());
      await page.waitForTimeout(phases[i] ?? 0);
      await page.keyboard.press(key);
      samples.push(await page.evaluate(() => (window as unknown as ArmedWindow).__vhResult));
    }
  } finally {
    const buffer = await browser.stopTracing();
    if (tracePath) fs.writeFileSync(tracePath, buffer);
    const trace = JSON.parse(buffer.toString());
    work = keystrokeWork(trace.traceEvents);
    thread = keystrokeWork(trace.traceEvents, 'thread');
  }
  return samples.map((sample, i) => ({
    ...sample,
    work: work[i] ?? { nextPaint: null, settled: null },
    thread: thread[i] ?? { nextPaint: null, settled: null },
  }));
}
