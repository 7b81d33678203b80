/**
 * A keystroke's own cost, read from a Chromium trace: the main thread's busy
 * time from the task that handled the keydown to the end of the frame that
 * shows the change. Time the thread sat idle waiting for the display's next
 * frame is not counted, so a page that does nothing costs (nearly) nothing,
 * whatever moment of the frame the key arrived at.
 *
 * Busy time is wall-clock time: on a machine shared with other work it also
 * counts the moments the thread was ready but another process had the CPU.
 * `keystrokeWork(events, 'thread')` reads the same spans in the thread's own
 * CPU time (the trace's `tdur`), which such load barely moves.
 *
 * The page marks each keydown with `performance.mark(KEY_MARK)` and each DOM
 * change the keystroke caused with `performance.mark(CHANGE_MARK)`; the trace
 * needs the categories in TRACE_CATEGORIES.
 */

export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];
export const KEY_MARK = 'vh:key';
export const CHANGE_MARK = 'vh:change';

const TASK = 'ThreadControllerImpl::RunTask';

export type TraceEvent = {
  name: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (microseconds), where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
};

export type KeystrokeWork = {
  /** ms of main-thread work until the end of the first frame after the input event; null if none was seen. */
  nextPaint: number | null;
  /** ms of main-thread work until the end of the frame that shows the keystroke's last DOM change. */
  settled: number | null;
};

type Task = {
  start: number;
  end: number;
  /** Busy time counted for the task: its wall-clock duration, or its thread time. */
  busy: number;
  /**
   * If the task rendered a frame, the time of its last pre-paint or paint
   * step: DOM changes made before it are in that frame. A frame whose changes
   * are all invisible (say, a visually hidden status line) pre-paints but
   * does not paint.
   */
  frameAt: number | null;
};

const FRAME_STEPS = new Set(['PrePaint', 'Paint']);

const byTime = (a: { ts: number }, b: { ts: number }) => a.ts - b.ts;

/** Wall-clock time, or the thread's own CPU time. */
export type Clock = 'wall' | 'thread';

function tasksOf(events: readonly TraceEvent[], clock: Clock): Task[] {
  const tasks: Task[] = events
    .filter((e) => e.ph === 'X' && e.name === TASK && typeof e.dur === 'number')
    .sort(byTime)
    .map((e) => ({
      start: e.ts,
      end: e.ts + (e.dur ?? 0),
      busy: clock === 'thread' ? (e.tdur ?? e.dur ?? 0) : (e.dur ?? 0),
      frameAt: null,
    }));
  const steps = events.filter((e) => e.ph === 'X' && FRAME_STEPS.has(e.name)).sort(byTime);
  let i = 0;
  for (const step of steps) {
    while (i < tasks.length && tasks[i]!.end < step.ts) i += 1;
    const task = tasks[i];
    if (task && task.start <= step.ts) task.frameAt = step.ts;
  }
  return tasks;
}

function busyBetween(tasks: readonly Task[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    if (task.start >= to) break;
    const inside = Math.max(0, Math.min(task.end, to) - Math.max(task.start, from));
    // A task cut by the window counts its share of its busy time.
    total += task.end > task.start ? (task.busy * inside) / (task.end - task.start) : 0;
  }
  return total;
}

const firstFrameFrom = (tasks: readonly Task[], from: number, before: number) =>
  tasks.find((t) => t.frameAt !== null && t.frameAt >= from && t.start < before) ?? null;

/** One entry per keystroke mark, in order; `clock` 'thread' counts CPU time instead of wall-clock time. */
export function keystrokeWork(
  events: readonly TraceEvent[],
  clock: Clock = 'wall',
): KeystrokeWork[] {
  const keys = events.filter((e) => e.name === KEY_MARK).sort(byTime);
  const first = keys[0];
  if (!first) return [];
  // Everything is read on the thread the page's script ran on.
  const main = events.filter((e) => e.pid === first.pid && e.tid === first.tid);
  const tasks = tasksOf(main, clock);
  const inputs = main
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input')
    .sort(byTime);
  const changes = main.filter((e) => e.name === CHANGE_MARK).sort(byTime);
  const ms = (us: number) => Math.round(us / 100) / 10;

  return keys.map((key, k) => {
    const windowEnd = keys[k + 1]?.ts ?? Infinity;
    const handling = tasks.find((t) => t.start <= key.ts && key.ts <= t.end);
    const start = handling?.start ?? key.ts;
    const input = inputs.find((e) => e.ts >= key.ts && e.ts < windowEnd);
    if (!input) return { nextPaint: null, settled: null };
    const echo = firstFrameFrom(tasks, input.ts + (input.dur ?? 0), windowEnd);
    const lastChange = changes.filter((e) => e.ts >= key.ts && e.ts < windowEnd).at(-1);
    const settledFrame = lastChange ? firstFrameFrom(tasks, lastChange.ts, windowEnd) : echo;
    return {
      nextPaint: echo ? ms(busyBetween(tasks, start, echo.end)) : null,
      settled: settledFrame
        ? ms(busyBetween(tasks, start, Math.max(settledFrame.end, echo?.end ?? 0)))
        : null,
    };
  });
}
