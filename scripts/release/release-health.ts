/**
 * Reading the load reports (releaseHealth/<section>/<release>/<account>/<outcome>/<time bucket>,
 * database.rules.json) for `npm run registry -- health` and deciding, for `registry watch`,
 * whether a candidate fails more often than its stable version by more than the threshold.
 * Each reporting account weighs one device, however many loads it reports: one account's
 * flood can neither force a rollback nor hide a broken candidate.
 */
import { LOAD_OUTCOMES, TIME_BUCKETS_MS, type LoadFailureKind } from '@vithelper/contracts/release';

/** One release's records as the database holds them: { <uid>: { n, last, <outcome>: { <bucket>: n } } }. */
export type Counters = Partial<Record<string, unknown>>;

export type ReleaseHealth = {
  /** Accounts (devices) that reported a load of this release. */
  reporters: number;
  loads: number;
  failures: Record<LoadFailureKind, number>;
  /** The mean over reporters of each one's share of failed loads. */
  failureRate: number;
  /** Upper bounds (ms) of the time buckets holding the median and the 95th percentile of ok loads, each reporter weighing one. */
  p50?: number;
  p95?: number;
  /** Loads counted before reports needed an account (anonymous counters): shown, never judged. */
  unattributed: number;
};

const bucketBound = (bucket: string): number =>
  bucket === 'tmore' ? Infinity : Number(bucket.slice(1));

const isOutcome = (key: string): boolean => (LOAD_OUTCOMES as readonly string[]).includes(key);

/** The counts of one outcome's time buckets (numbers only: anything else counts nothing). */
function bucketCounts(value: unknown): Array<[string, number]> {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, number] =>
      Number.isFinite(entry[1]) && (entry[1] as number) > 0 && /^t(\d+|more)$/.test(entry[0]),
  );
}

/** Loads, failures by kind, failure rate and load-time percentiles of one release's records. */
export function summarize(counters: Counters | undefined): ReleaseHealth {
  const failures: Record<LoadFailureKind, number> = {
    manifest: 0,
    chunk: 0,
    timeout: 0,
    render: 0,
  };
  let loads = 0;
  let reporters = 0;
  let failedShare = 0;
  let unattributed = 0;
  /** [bucket bound, weight]: each reporter's ok loads weigh one in all. */
  const times: Array<[number, number]> = [];
  for (const [key, record] of Object.entries(counters ?? {})) {
    if (isOutcome(key)) {
      // The anonymous counters of before: releaseHealth/<section>/<release>/<outcome>/<bucket>.
      for (const [, count] of bucketCounts(record)) unattributed += count;
      continue;
    }
    if (!record || typeof record !== 'object') continue;
    let mine = 0;
    let myFailures = 0;
    const myTimes: Array<[number, number]> = [];
    for (const outcome of LOAD_OUTCOMES) {
      for (const [bucket, count] of bucketCounts((record as Record<string, unknown>)[outcome])) {
        mine += count;
        if (outcome === 'ok') myTimes.push([bucketBound(bucket), count]);
        else {
          failures[outcome] += count;
          myFailures += count;
        }
      }
    }
    if (!mine) continue;
    reporters += 1;
    loads += mine;
    failedShare += myFailures / mine;
    const myOk = mine - myFailures;
    for (const [bound, count] of myTimes) times.push([bound, count / myOk]);
  }
  times.sort((a, b) => a[0] - b[0]);
  const okWeight = times.reduce((sum, [, weight]) => sum + weight, 0);
  const percentile = (p: number) => {
    let seen = 0;
    for (const [bound, weight] of times) {
      seen += weight;
      // Rounded: weights are fractions whose sum may miss the total by a hair.
      if (seen >= p * okWeight - 1e-9) return bound;
    }
    return times[times.length - 1]?.[0];
  };
  return {
    reporters,
    loads,
    failures,
    failureRate: reporters ? failedShare / reporters : 0,
    p50: okWeight ? percentile(0.5) : undefined,
    p95: okWeight ? percentile(0.95) : undefined,
    unattributed,
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
  /** Decide only once at least this many accounts (devices) have reported the candidate. */
  minReporters: number;
};

export const DEFAULT_WATCH_RULE: WatchRule = { threshold: 0.05, minReporters: 50 };

export type WatchDecision = { rollBack: boolean; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

const devices = (n: number) => `${n} device${n === 1 ? '' : 's'}`;

/**
 * Whether `registry watch` rolls a candidate back: strictly more than the threshold, over
 * enough devices. The rates are per device (summarize), so one account reporting many loads
 * counts as one device either way.
 */
export function watchDecision(
  stable: ReleaseHealth,
  candidate: ReleaseHealth,
  rule: WatchRule = DEFAULT_WATCH_RULE,
): WatchDecision {
  if (candidate.reporters < rule.minReporters)
    return {
      rollBack: false,
      reason: `${devices(candidate.reporters)} reported the candidate, fewer than the ${rule.minReporters} needed to judge`,
    };
  const excess = candidate.failureRate - stable.failureRate;
  const figures = `candidate fails ${percent(candidate.failureRate)} of loads on ${devices(candidate.reporters)}, stable ${percent(stable.failureRate)} on ${devices(stable.reporters)}`;
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
