import { summarize, watchDecision, type ReleaseHealth } from './release-health';

const health = (loads: number, failed: number): ReleaseHealth => ({
  loads,
  failures: { manifest: 0, chunk: failed, timeout: 0, render: 0 },
  failureRate: loads ? failed / loads : 0,
});

describe('summarize', () => {
  it('counts loads, failures by kind, the failure rate and the time percentiles of ok loads', () => {
    const summary = summarize({
      ok: { t250: 40, t1000: 50, t8000: 8, tmore: 2 },
      chunk: { t500: 3 },
      render: { t1000: 2 },
      timeout: { tmore: 5 },
    });
    expect(summary).toEqual({
      loads: 110,
      failures: { manifest: 0, chunk: 3, timeout: 5, render: 2 },
      failureRate: 10 / 110,
      p50: 1000,
      p95: 8000,
    });
  });

  it('says nothing about times when there are no loads', () => {
    expect(summarize(undefined)).toEqual({
      loads: 0,
      failures: { manifest: 0, chunk: 0, timeout: 0, render: 0 },
      failureRate: 0,
      p50: undefined,
      p95: undefined,
    });
  });
});

describe('watchDecision', () => {
  const rule = { threshold: 0.05, minLoads: 50 };

  it('rolls back a candidate that fails more than the threshold above stable', () => {
    expect(watchDecision(health(1000, 10), health(100, 7), rule)).toEqual({
      rollBack: true,
      reason: 'candidate fails 7.0 % of 100 loads, stable 1.0 % of 1000: more than 5.0 % worse',
    });
  });

  it('keeps a candidate within the threshold', () => {
    expect(watchDecision(health(1000, 10), health(100, 5), rule).rollBack).toBe(false);
  });

  it('keeps a candidate exactly at the threshold (a tie is not worse)', () => {
    expect(watchDecision(health(1000, 10), health(100, 6), rule)).toEqual({
      rollBack: false,
      reason: 'candidate fails 6.0 % of 100 loads, stable 1.0 % of 1000: not more than 5.0 % worse',
    });
  });

  it('waits for the minimum sample, however bad the first loads', () => {
    expect(watchDecision(health(1000, 0), health(49, 49), rule)).toEqual({
      rollBack: false,
      reason: '49 candidate loads, fewer than the 50 needed to judge',
    });
    expect(watchDecision(health(1000, 0), health(50, 49), rule).rollBack).toBe(true);
  });

  it('judges against stable: a candidate no worse than a failing stable stays', () => {
    expect(watchDecision(health(200, 40), health(100, 22), rule).rollBack).toBe(false);
  });
});
