import { CHANGE_MARK, KEY_MARK, keystrokeWork, type TraceEvent } from './trace-work';

const PAGE = { pid: 1, tid: 1 };
const OTHER_THREAD = { pid: 1, tid: 2 };
const ms = 1000; // trace timestamps are microseconds

const task = (at: number, dur: number, thread = PAGE): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts: at * ms,
  dur: dur * ms,
  ...thread,
});
const step = (name: 'PrePaint' | 'Paint', at: number): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * ms,
  dur: 0.1 * ms,
  ...PAGE,
});
const mark = (name: string, at: number): TraceEvent => ({ name, ph: 'I', ts: at * ms, ...PAGE });
const input = (at: number, dur: number): TraceEvent => ({
  name: 'EventDispatch',
  ph: 'X',
  ts: at * ms,
  dur: dur * ms,
  args: { data: { type: 'input' } },
  ...PAGE,
});
/** A frame: one task that pre-paints and (unless told otherwise) paints. */
const frame = (at: number, dur: number, { paints = true } = {}): TraceEvent[] => [
  task(at, dur),
  step('PrePaint', at + dur / 2),
  ...(paints ? [step('Paint', at + dur * 0.75)] : []),
];

describe('keystrokeWork', () => {
  it('counts the busy time up to the echo frame and not the idle wait before it', () => {
    const events = [
      task(100, 3), // the keydown's task: 3 ms of handlers
      mark(KEY_MARK, 100.5),
      input(101, 1),
      // idle from 103 to 115: waiting for the display
      ...frame(115, 2),
    ];
    expect(keystrokeWork(events)).toEqual([{ nextPaint: 5, settled: 5 }]);
  });

  it('follows the last change into the frame that shows it, even one with nothing visible to paint', () => {
    const events = [
      task(100, 3),
      mark(KEY_MARK, 100.5),
      input(101, 1),
      mark(CHANGE_MARK, 102),
      ...frame(110, 2), // echo: 3 + 2
      task(113, 6), // a deferred render…
      mark(CHANGE_MARK, 118),
      ...frame(127, 1, { paints: false }), // …shown in a frame that only pre-paints
    ];
    expect(keystrokeWork(events)).toEqual([{ nextPaint: 5, settled: 12 }]);
  });

  it('reads each keystroke in its own window, on the page thread only', () => {
    const events = [
      task(0, 2),
      mark(KEY_MARK, 0.5),
      input(1, 0.5),
      task(3, 40, OTHER_THREAD), // another thread is never counted
      ...frame(10, 1),
      task(50, 1),
      mark(KEY_MARK, 50.2),
      input(50.4, 0.3),
      ...frame(60, 4),
    ];
    expect(keystrokeWork(events)).toEqual([
      { nextPaint: 3, settled: 3 },
      { nextPaint: 5, settled: 5 },
    ]);
  });

  it('says null rather than guessing when a keystroke has no input event or no frame', () => {
    const events = [
      task(0, 1),
      mark(KEY_MARK, 0.5),
      task(20, 1),
      mark(KEY_MARK, 20.5),
      input(20.6, 0.2),
    ];
    expect(keystrokeWork(events)).toEqual([
      { nextPaint: null, settled: null },
      { nextPaint: null, settled: null },
    ]);
  });

  it('returns nothing for a trace without keystroke marks', () => {
    expect(keystrokeWork([task(0, 5), ...frame(10, 1)])).toEqual([]);
  });
});
