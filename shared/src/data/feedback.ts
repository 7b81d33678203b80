/**
 * The reports and requests calls (@vithelper/feedback, docs/feedback.md) with the page's database,
 * for the request form of the exams remote (@vithelper/ui/request-paper) and contribute's pages:
 * no firebase/* import here. The package is fetched, in a chunk of its own, only when a report
 * form, a request form, Most wanted or /moderate's Reports and Trash tabs open.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from './firebase-handles';

type FeedbackSdk = typeof import('@vithelper/feedback');
export type FeedbackConnection = { sdk: FeedbackSdk; db: Database };

let connecting: Promise<FeedbackConnection> | null = null;

/** The feedback calls with the page's database (loads them on first use). */
export function feedbackReady(): Promise<FeedbackConnection> {
  connecting ??= Promise.all([
    import(/* webpackChunkName: "feedback-sdk" */ '@vithelper/feedback'),
    databaseReady(),
  ]).then(([sdk, db]) => ({ sdk, db }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
