/**
 * The answers section's way into its data code: firebase/database and the writes
 * (./answers-sdk.ts) are one chunk, fetched when a question page shows its answers, and run on
 * the session's database (@vithelper/shared databaseReady).
 */
import { databaseReady } from '@vithelper/shared';

export async function answersSdk() {
  const [db, sdk] = await Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "answers" */ './answers-sdk'),
  ]);
  return { db, sdk };
}
