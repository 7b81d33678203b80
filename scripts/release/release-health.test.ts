import { summarize, watchDecision, type Counters, type ReleaseHealth } from './release-health';

const health = (reporters: number, failing: number): ReleaseHealth => ({
  reporters,
  loads: reporters,
  failures: { manifest: 0, chunk: failing, timeout: 0, render: 0 },
  failureRate: reporters ? failing / reporters : 0,
  unattributed: 0,
});

/** `count` accounts' records as the database holds them, each one load: `failing` of them failed. */
function devices(count: number, failing = 0, prefix = 'device'): Counters {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${prefix}-${i}`,
      i < failing
        ? { n: 1, last: 'chunk/t1000', chunk: { t1000: 1 } }
        : { n: 1, last: 'ok/t500', ok: { t500: 1 } },
    ]),
  );
}

describe('summarize', () => {
  it('counts devices, loads, failures by kind, the per-device failure rate and the time percentiles', () => {
    const summary = summarize({
      a: { n: 100, last: 'ok/t250', ok: { t250: 40, t1000: 50, t8000: 8, tmore: 2 } },
      b: { n: 4, last: 'chunk/t500', ok: { t250: 2 }, chunk: { t500: 2 } },
      c: { n: 6, last: 'timeout/tmore', render: { t1000: 1 }, timeout: { tmore: 5 } },
    });
    expect(summary).toEqual({
      reporters: 3,
      loads: 110,
      failures: { manifest: 0, chunk: 2, timeout: 5, render: 1 },
      // a fails none of its loads, b half, c all.
      failureRate: (0 + 0.5 + 1) / 3,
      // Each device's ok loads weigh one in all: a's t250 weighs 0.4 and b's two (t250) 1, so
      // 1.4 of 2 are in t250 and 1.9 of 2 by t1000.
      p50: 250,
      p95: 1000,
      unattributed: 0,
    });
  });

  it('says nothing about times when there are no loads', () => {
    expect(summarize(undefined)).toEqual({
      reporters: 0,
      loads: 0,
      failures: { manifest: 0, chunk: 0, timeout: 0, render: 0 },
      failureRate: 0,
      p50: undefined,
      p95: undefined,
      unattributed: 0,
    });
  });

  it('shows the anonymous counters of before apart, and judges none of them', () => {
    const summary = summarize({ ...devices(2), chunk: { t1000: 500 }, ok: { t250: 7 } });
    expect(summary.reporters).toBe(2);
    expect(summary.failureRate).toBe(0);
    expect(summary.unattributed).toBe(507);
  });

  it('counts nothing that is not a count', () => {
    const summary = summarize({
      a: { n: 1, last: 'ok/t500', ok: { t500: 'lots', t250: -5, t1000: Infinity } },
      b: 'x',
      c: null,
    });
    expect(summary.reporters).toBe(0);
    expect(summary.loads).toBe(0);
  });
});

describe('watchDecision', () => {
  const rule = { threshold: 0.05, minReporters: 50 };

  it('rolls back a candidate that fails on more than the threshold above stable', () => {
    expect(watchDecision(health(1000, 10), health(100, 7), rule)).toEqual({
      rollBack: true,
      reason:
        'candidate fails 7.0 % of loads on 100 devices, stable 1.0 % on 1000 devices: more than 5.0 % worse',
    });
  });

  it('keeps a candidate within the threshold', () => {
    expect(watchDecision(health(1000, 10), health(100, 5), rule).rollBack).toBe(false);
  });

  it('keeps a candidate exactly at the threshold (a tie is not worse)', () => {
    expect(watchDecision(health(1000, 10), health(100, 6), rule)).toEqual({
      rollBack: false,
      reason:
        'candidate fails 6.0 % of loads on 100 devices, stable 1.0 % on 1000 devices: not more than 5.0 % worse',
    });
  });

  it('waits for the minimum number of devices, however bad the first loads', () => {
    expect(watchDecision(health(1000, 0), health(49, 49), rule)).toEqual({
      rollBack: false,
      reason: '49 devices reported the candidate, fewer than the 50 needed to judge',
    });
    expect(watchDecision(health(1000, 0), health(50, 49), rule).rollBack).toBe(true);
  });

  it('judges against stable: a candidate no worse than a failing stable stays', () => {
    expect(watchDecision(health(200, 40), health(100, 22), rule).rollBack).toBe(false);
  });
});

describe('one account flooding its reports', () => {
  const stable = summarize(devices(100));

  it('cannot force a rollback of a working candidate', () => {
    const candidate = summarize({
      ...devices(60),
      flooder: { n: 10_000, last: 'chunk/t1000', chunk: { t1000: 10_000 } },
    });
    const decision = watchDecision(stable, candidate);
    expect(decision).toEqual({
      rollBack: false,
      reason:
        'candidate fails 1.6 % of loads on 61 devices, stable 0.0 % on 100 devices: not more than 5.0 % worse',
    });
  });

  it('cannot hide a broken candidate behind its own ok loads', () => {
    const candidate = summarize({
      ...devices(60, 60),
      flooder: { n: 10_000, last: 'ok/t250', ok: { t250: 10_000 } },
    });
    const decision = watchDecision(stable, candidate);
    expect(decision.rollBack).toBe(true);
    expect(decision.reason).toBe(
      'candidate fails 98.4 % of loads on 61 devices, stable 0.0 % on 100 devices: more than 5.0 % worse',
    );
  });

  it('cannot make up the minimum number of devices alone', () => {
    const candidate = summarize({
      ...devices(10, 10),
      flooder: { n: 10_000, last: 'chunk/t1000', chunk: { t1000: 10_000 } },
    });
    expect(watchDecision(stable, candidate).reason).toBe(
      '11 devices reported the candidate, fewer than the 50 needed to judge',
    );
  });
});
