/**
 * The lazy front of the reports and trash calls (feedback-sdk.ts, docs/feedback.md) for the
 * pages: no firebase/* import here. A remote reaches them through this module of the shared
 * singleton, so they run on the shell's Firebase app, and the SDK's chunk brings them
 * (loadFeedbackSdk) only when a report form, a request form, Most wanted or /moderate's Reports
 * and Trash tabs open.
 */
import { firebaseReady } from './firebase';
import type { FirebaseHandles } from './firebase-sdk';

type FeedbackSdk = typeof import('./feedback-sdk');
export type FeedbackConnection = { sdk: FeedbackSdk; db: FirebaseHandles['db'] };

let connecting: Promise<FeedbackConnection> | null = null;

/** The feedback calls with the page's database (loads them on first use). */
export function feedbackReady(): Promise<FeedbackConnection> {
  connecting ??= firebaseReady().then(async ({ sdk, handles }) => ({
    sdk: await sdk.loadFeedbackSdk(),
    db: handles.db,
  }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
