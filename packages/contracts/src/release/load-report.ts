/**
 * What one section load reports: the release it used, ok or which failure, and how long it
 * took, as one more in the reporting account's own counters (database.rules.json:
 * releaseHealth, +1 only, one report per account every REPORT_INTERVAL_MS). The page keeps
 * unsent reports in localStorage and sends them once the connection and an account (the
 * visitor's guest account or the signed-in one) are there.
 */

export const LOAD_OUTCOMES = ['ok', 'manifest', 'chunk', 'timeout', 'render'] as const;
export type LoadOutcome = (typeof LOAD_OUTCOMES)[number];
export type LoadFailureKind = Exclude<LoadOutcome, 'ok'>;

/** Upper bounds of the load-time buckets, in ms; a slower load counts in "tmore". */
export const TIME_BUCKETS_MS = [250, 500, 1000, 2000, 4000, 8000, 15000, 30000, 60000, 120000];
export const RELEASE_HEALTH_PATH = 'releaseHealth';
export const REPORTS_KEY = 'vithelper.loadReports';
/** When this device last sent a report (ms): the next waits out REPORT_INTERVAL_MS from it. */
export const REPORT_SENT_KEY = 'vithelper.loadReportSentAt';
/** releaseHealth/_reporters/<uid>: each account's last report time and its number of reports. */
export const REPORTERS_KEY = '_reporters';
/** The rules take one report per account this often (releaseHealth/_reporters/<uid>/at). */
export const REPORT_INTERVAL_MS = 2000;

export type LoadReport = {
  section: string;
  /** releaseKey of the manifest loaded. */
  release: string;
  outcome: LoadOutcome;
  bucket: string;
};

export function timeBucket(ms: number): string {
  const bound = TIME_BUCKETS_MS.find((limit) => ms <= limit);
  return bound === undefined ? 'tmore' : `t${bound}`;
}

/**
 * The counter key of a manifest URL: its version folder (1.0.1-0badcafe), or "current" for a
 * manifest at a site's root. Dots become commas: a database key may hold no ".".
 */
export function releaseKey(manifestUrl: string): string {
  let folders: string[];
  try {
    folders = new URL(manifestUrl).pathname.split('/').filter(Boolean);
  } catch {
    return 'current';
  }
  const version = folders.length >= 2 ? folders[folders.length - 2]! : '';
  // The form the rules take (database.rules.json: releaseHealth/$release): a built version.
  return /^[0-9]{1,9}\.[0-9]{1,9}\.[0-9]{1,9}[0-9A-Za-z.+_-]{0,40}$/.test(version)
    ? version.replace(/\./g, ',')
    : 'current';
}

/** The version a counter key stands for (the inverse of releaseKey). */
export const releaseFromKey = (key: string): string => key.replace(/,/g, '.');

/** The kind of a failed load: where it failed (manifest, a script, the timeout) or while rendering. */
export function loadFailureKind(error: unknown, phase: 'load' | 'render'): LoadFailureKind {
  if (phase === 'render') return 'render';
  const shape = (error ?? {}) as { name?: string; message?: string; type?: string };
  const text = `${shape.name ?? ''} ${shape.message ?? String(error)} ${shape.type ?? ''}`;
  if (/timed? ?out|TimeoutError/i.test(text)) return 'timeout';
  if (/RUNTIME-003|manifest/i.test(text)) return 'manifest';
  return 'chunk';
}

/**
 * Whether a failed candidate load falls back to stable on this device. Only the candidate
 * does (stable has nothing behind it), and not while the device is offline: stable would
 * fail the same way, and the candidate is not to blame.
 */
export function shouldFallBack(which: 'stable' | 'candidate' | 'preview', online: boolean) {
  return which === 'candidate' && online;
}

/**
 * The one write a report is, relative to releaseHealth: the account's rate record
 * (_reporters/<uid>: the time now and one more report) and its record of this release
 * (<section>/<release>/<uid>: one more report, which counter it was, and that counter one more).
 * `one` and `now` are the database's increment(1) and server time.
 */
export function reportUpdate<V>(
  report: LoadReport,
  uid: string,
  { one, now }: { one: V; now: V },
): Record<string, V | string> {
  const record = `${report.section}/${report.release}/${uid}`;
  return {
    [`${REPORTERS_KEY}/${uid}/at`]: now,
    [`${REPORTERS_KEY}/${uid}/n`]: one,
    [`${record}/n`]: one,
    [`${record}/last`]: `${report.outcome}/${report.bucket}`,
    [`${record}/${report.outcome}/${report.bucket}`]: one,
  };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const readQueue = (storage: Storage): LoadReport[] => {
  try {
    const value: unknown = JSON.parse(storage.getItem(REPORTS_KEY) ?? '[]');
    return Array.isArray(value) ? (value as LoadReport[]) : [];
  } catch {
    return [];
  }
};

/** Keeps a report until it is sent (a load while offline is sent when the connection returns). */
export function queueReport(storage: Storage | undefined, report: LoadReport): void {
  if (!storage) return;
  try {
    // A bound on what a device that never reconnects keeps.
    storage.setItem(REPORTS_KEY, JSON.stringify([...readQueue(storage), report].slice(-50)));
  } catch {
    // No storage: the report is not counted.
  }
}

/**
 * Takes the oldest queued report out of storage before it is sent (the rules take one report
 * per account every REPORT_INTERVAL_MS, so the rest wait their turn in storage): a report
 * whose send is cut short (the tab closes) is lost rather than counted twice.
 */
export function takeReport(storage: Storage | undefined): LoadReport | undefined {
  if (!storage) return undefined;
  const [first, ...rest] = readQueue(storage);
  try {
    if (rest.length) storage.setItem(REPORTS_KEY, JSON.stringify(rest));
    else storage.removeItem(REPORTS_KEY);
  } catch {
    return undefined;
  }
  return first;
}

/**
 * How long this device waits before its next report may be sent (0: now): the rules' interval
 * from its last send, and a margin for two sends that reach the server closer than they left.
 */
export function reportWait(storage: Storage | undefined, now: number): number {
  let sentAt = NaN;
  try {
    sentAt = Number(storage?.getItem(REPORT_SENT_KEY) ?? NaN);
  } catch {
    // No storage: nothing to wait for.
  }
  if (!Number.isFinite(sentAt) || sentAt > now) return 0;
  return Math.max(0, sentAt + REPORT_INTERVAL_MS + 500 - now);
}

/** Notes that a report leaves now, so the next one (this page's or the next page's) waits. */
export function noteReportSent(storage: Storage | undefined, now: number): void {
  try {
    storage?.setItem(REPORT_SENT_KEY, String(now));
  } catch {
    // No storage: the next report may come too early and be refused.
  }
}
