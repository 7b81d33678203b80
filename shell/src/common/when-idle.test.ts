import { whenIdleAfter } from './when-idle';

describe('whenIdleAfter (background work waits for a pause)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work once the page has been quiet for the wait', () => {
    const work = jest.fn();
    whenIdleAfter(3000, work);
    jest.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the student types, taps or scrolls, then runs once', () => {
    const work = jest.fn();
    whenIdleAfter(3000, work);
    for (let key = 0; key < 10; key += 1) {
      jest.advanceTimersByTime(2000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    // Done: later keys start nothing again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    jest.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
