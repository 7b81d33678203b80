/**
 * The lazy front of the corrections' data code: the database calls (./corrections-sdk.ts) and
 * the merge (./correct-bank.ts, with @vithelper/questions) come in their own chunk after the
 * bank has shown, on the session's database. No firebase/* import here.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from '@vithelper/shared';

type CorrectionsSdk = typeof import('./corrections-sdk') & typeof import('./correct-bank');
export type CorrectionsConnection = { sdk: CorrectionsSdk; db: Database };

let connecting: Promise<CorrectionsConnection> | null = null;

/** The corrections' calls with the page's database (loads them on first use). */
export function correctionsReady(): Promise<CorrectionsConnection> {
  connecting ??= Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "corrections-sdk" */ './corrections-sdk'),
    import(/* webpackChunkName: "corrections-sdk" */ './correct-bank'),
  ]).then(([db, calls, merge]) => ({ sdk: { ...calls, ...merge }, db }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
