/**
 * What one section load reports: the release it used, ok or which failure, and how long it
 * took, as one anonymous counter (database.rules.json: releaseHealth, +1 only). The page
 * keeps unsent reports in localStorage and sends them once the connection is there.
 */

export const LOAD_OUTCOMES = ['ok', 'manifest', 'chunk', 'timeout', 'render'] as const;
export type LoadOutcome = (typeof LOAD_OUTCOMES)[number];
export type LoadFailureKind = Exclude<LoadOutcome, 'ok'>;

/** Upper bounds of the load-time buckets, in ms; a slower load counts in "tmore". */
export const TIME_BUCKETS_MS = [250, 500, 1000, 2000, 4000, 8000, 15000, 30000, 60000, 120000];
export const RELEASE_HEALTH_PATH = 'releaseHealth';
export const REPORTS_KEY = 'vithelper.loadReports';

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
  return /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/.test(version)
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

export const reportPath = (report: LoadReport): string =>
  `${RELEASE_HEALTH_PATH}/${report.section}/${report.release}/${report.outcome}/${report.bucket}`;

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
 * Takes every queued report out of storage before it is sent: a report whose send is cut
 * short (the tab closes) is lost rather than counted twice.
 */
export function takeReports(storage: Storage | undefined): LoadReport[] {
  if (!storage) return [];
  const reports = readQueue(storage);
  try {
    storage.removeItem(REPORTS_KEY);
  } catch {
    return [];
  }
  return reports;
}
