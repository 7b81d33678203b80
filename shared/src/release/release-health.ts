/**
 * Reading the load counters (releaseHealth/<section>/<release>/<outcome>/<time bucket>) for
 * `npm run registry -- health` and deciding, for `registry watch`, whether a candidate fails
 * more often than its stable version by more than the threshold.
 */
import { LOAD_OUTCOMES, TIME_BUCKETS_MS, type LoadFailureKind } from './load-report';

export type Counters = Partial<Record<string, Record<string, number>>>;

export type ReleaseHealth = {
  loads: number;
  failures: Record<LoadFailureKind, number>;
  failureRate: number;
  /** Upper bounds (ms) of the time buckets holding the median and the 95th percentile of ok loads. */
  p50?: number;
  p95?: number;
};

const bucketBound = (bucket: string): number =>
  bucket === 'tmore' ? Infinity : Number(bucket.slice(1));

/** Loads, failures by kind, failure rate and load-time percentiles of one release's counters. */
export function summarize(counters: Counters | undefined): ReleaseHealth {
  const failures: Record<LoadFailureKind, number> = {
    manifest: 0,
    chunk: 0,
    timeout: 0,
    render: 0,
  };
  let loads = 0;
  const times: Array<[number, number]> = [];
  for (const outcome of LOAD_OUTCOMES) {
    for (const [bucket, count] of Object.entries(counters?.[outcome] ?? {})) {
      if (typeof count !== 'number') continue;
      loads += count;
      if (outcome === 'ok') times.push([bucketBound(bucket), count]);
      else failures[outcome] += count;
    }
  }
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  times.sort((a, b) => a[0] - b[0]);
  const okLoads = times.reduce((sum, [, n]) => sum + n, 0);
  const percentile = (p: number) => {
    let seen = 0;
    for (const [bound, n] of times) {
      seen += n;
      if (seen >= p * okLoads) return bound;
    }
    return undefined;
  };
  return {
    loads,
    failures,
    failureRate: loads ? failed / loads : 0,
    p50: okLoads ? percentile(0.5) : undefined,
    p95: okLoads ? percentile(0.95) : undefined,
  };
}

export const formatBound = (ms: number | undefined): string =>
  ms === undefined
    ? '–'
    : ms === Infinity
      ? `> ${TIME_BUCKETS_MS[TIME_BUCKETS_MS.length - 1]! / 1000} s`
      : ms < 1000
        ? `≤ ${ms} ms`
        : `≤ ${ms / 1000} s`;

export type WatchRule = {
  /** Roll back when the candidate's failure rate exceeds stable's by more than this (0.05 = 5 points). */
  threshold: number;
  /** Decide only once the candidate has at least this many loads. */
  minLoads: number;
};

export const DEFAULT_WATCH_RULE: WatchRule = { threshold: 0.05, minLoads: 50 };

export type WatchDecision = { rollBack: boolean; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Whether `registry watch` rolls a candidate back: strictly more than the threshold, over enough loads. */
export function watchDecision(
  stable: ReleaseHealth,
  candidate: ReleaseHealth,
  rule: WatchRule = DEFAULT_WATCH_RULE,
): WatchDecision {
  if (candidate.loads < rule.minLoads)
    return {
      rollBack: false,
      reason: `${candidate.loads} candidate loads, fewer than the ${rule.minLoads} needed to judge`,
    };
  const excess = candidate.failureRate - stable.failureRate;
  const figures = `candidate fails ${percent(candidate.failureRate)} of ${candidate.loads} loads, stable ${percent(stable.failureRate)} of ${stable.loads}`;
  // Rounded to the counters' own precision, so that a difference exactly at the threshold is a tie.
  if (Math.round(excess * 1e9) > Math.round(rule.threshold * 1e9))
    return {
      rollBack: true,
      reason: `${figures}: more than ${percent(rule.threshold)} worse`,
    };
  return {
    rollBack: false,
    reason: `${figures}: not more than ${percent(rule.threshold)} worse`,
  };
}
