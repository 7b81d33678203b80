/**
 * One anonymous report per section and release per page: ok once its first screen has
 * rendered, or the kind of failure, with the time its code took to load. Previews are not
 * counted (they are a team's own browser). Sent by sendLoadReports (send-load-reports.ts).
 */
import {
  queueReport,
  releaseKey,
  timeBucket,
  type LoadOutcome,
} from '@vithelper/contracts/release';
import { sendLoadReports } from './send-load-reports';
import { sectionRelease } from './releases';

const startedAt = new Map<string, number>();
const loadMs = new Map<string, number>();
const reported = new Set<string>();

/** The first load of a section on this page starts its clock (a retry does not restart it). */
export function noteLoadStart(name: string): void {
  if (!startedAt.has(name)) startedAt.set(name, performance.now());
}

/** Its code is in: the time a report carries, whatever its first screen then does. */
export function noteLoaded(name: string): void {
  if (!loadMs.has(name)) loadMs.set(name, performance.now() - (startedAt.get(name) ?? 0));
}

export function reportLoad(name: string, outcome: LoadOutcome): void {
  const release = sectionRelease(name);
  if (!release || release.which === 'preview') return;
  const key = `${name} ${release.manifest}`;
  if (reported.has(key)) return;
  reported.add(key);
  const ms = loadMs.get(name) ?? performance.now() - (startedAt.get(name) ?? 0);
  loadMs.delete(name);
  startedAt.delete(name);
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  queueReport(storage, {
    section: name,
    release: releaseKey(release.manifest),
    outcome,
    bucket: timeBucket(ms),
  });
  sendLoadReports();
}
