/**
 * Sends the section-load reports kept on the device (@vithelper/contracts/release), with the
 * Firebase Database SDK: fetched with this chunk once the session is there (send-load-reports.ts),
 * never with the first view. The package entry @vithelper/shell/load-reports-sdk, for the
 * emulator test of the sending (scripts/load-reports-flow.test.ts).
 */
import { increment, ref, serverTimestamp, update, type Database } from 'firebase/database';
import {
  RELEASE_HEALTH_PATH,
  noteReportSent,
  reportUpdate,
  reportWait,
  takeReport,
} from '@vithelper/contracts/release';

export type ReportSession = {
  db: Database;
  /** The account signed in now, or the first one to be (the session signs every visitor in). */
  signedIn: () => Promise<string>;
};

let sending = false;

/**
 * Sends the section-load reports kept in `storage`, as the account signed in (a visitor's guest
 * account or a student's): one at a time, each no sooner than the rules' interval after the
 * last (releaseHealth/_reporters), the rest waiting in storage. Each is taken out of storage
 * before it is sent, so it counts at most once.
 */
export function sendKeptReports(
  { db, signedIn }: ReportSession,
  storage: Storage | undefined,
): void {
  if (sending) return;
  sending = true;
  void (async () => {
    for (;;) {
      const wait = reportWait(storage, Date.now());
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      const uid = await signedIn();
      const report = takeReport(storage);
      if (!report) return;
      noteReportSent(storage, Date.now());
      await update(
        ref(db, RELEASE_HEALTH_PATH),
        reportUpdate(report, uid, { one: increment(1), now: serverTimestamp() }),
      ).catch((error: unknown) => {
        console.warn('A section load report was refused.', error);
      });
    }
  })().finally(() => {
    sending = false;
  });
}
