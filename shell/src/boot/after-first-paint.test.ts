import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A stand-in for the browser's PerformanceObserver: the test reports the paints. */
class FakePaintObserver {
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly report: (list: Entries) => void) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const realObserver = globalThis.PerformanceObserver;

describe('afterFirstPaint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.last = undefined;
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = realObserver;
  });

  it('starts the shell once the first contentful paint is reported, and only once', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    FakePaintObserver.last!.paint('first-paint');
    expect(start).not.toHaveBeenCalled();

    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.last!.disconnected).toBe(true);

    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the shell after the wait when no paint is reported (a tab in the background)', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);

    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the shell after the wait where the browser has no Paint Timing', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor() {
        throw new TypeError('PerformanceObserver is not supported');
      }
    };
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
