/**
 * The lazy front of /moderate's Answers tab: its calls (./answer-flags-sdk.ts, with
 * firebase/database) come in their own chunk when the tab opens, on the session's database.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from '@vithelper/shared';

export type AnswerFlagsConnection = {
  db: Database;
  sdk: typeof import('./answer-flags-sdk');
};

export async function answerFlagsReady(): Promise<AnswerFlagsConnection> {
  const [db, sdk] = await Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "answer-flags" */ './answer-flags-sdk'),
  ]);
  return { db, sdk };
}
