/**
 * The lazy front of the report form's data code (./report-sdk.ts): no firebase/* import here.
 * It comes in its own chunk when a report form opens and runs on the session's database.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from '@vithelper/shared';

type ReportSdk = typeof import('./report-sdk');
type ReportConnection = { sdk: ReportSdk; db: Database };

let connecting: Promise<ReportConnection> | null = null;

/** The report calls with the page's database (loads them on first use). */
export function reportReady(): Promise<ReportConnection> {
  connecting ??= Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "report-sdk" */ './report-sdk'),
  ]).then(([db, sdk]) => ({ sdk, db }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
