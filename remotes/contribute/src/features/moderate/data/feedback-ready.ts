/**
 * The lazy front of /moderate's Reports and Trash tabs: the moderator's calls
 * (./feedback-moderation-sdk.ts) with the papers' reading (@vithelper/feedback), on the
 * session's database. No firebase/* import here: they come in their own chunk when a tab opens.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from '@vithelper/shared';

type FeedbackSdk = typeof import('@vithelper/feedback') &
  typeof import('./feedback-moderation-sdk');
export type FeedbackConnection = { sdk: FeedbackSdk; db: Database };

let connecting: Promise<FeedbackConnection> | null = null;

/** The moderator's feedback calls with the page's database (loads them on first use). */
export function feedbackReady(): Promise<FeedbackConnection> {
  connecting ??= Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "feedback-sdk" */ '@vithelper/feedback'),
    import(/* webpackChunkName: "feedback-moderation" */ './feedback-moderation-sdk'),
  ]).then(([db, common, moderation]) => ({ sdk: { ...common, ...moderation }, db }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
