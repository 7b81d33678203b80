/**
 * The lazy front of /moderate's Answers tab: its calls (./answer-flags-sdk.ts, with
 * firebase/database) come in their own chunk when the tab opens, on the session's database.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from '@vithelper/shared';

type Sdk = typeof import('./answer-flags-sdk');
export type AnswerFlagsConnection = {
  db: Database;
  sdk: Pick<Sdk, 'watchFlaggedAnswers' | 'decideOnAnswer'>;
};

export async function answerFlagsReady(): Promise<AnswerFlagsConnection> {
  const [db, { watchFlaggedAnswers, decideOnAnswer }] = await Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "answer-flags" */ './answer-flags-sdk'),
  ]);
  return { db, sdk: { watchFlaggedAnswers, decideOnAnswer } };
}
