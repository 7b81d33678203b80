/**
 * @vithelper/feedback/ready: the reports and requests calls (./feedback-sdk.ts, docs/feedback.md)
 * with the page's database, for the request form (@vithelper/requests) and Contribute's pages:
 * no firebase/* import here. The calls are fetched, in a chunk of their own, only when a report
 * form, a request form, Most wanted or a student's own reports open.
 */
import type { Database } from 'firebase/database';
import { databaseReady } from '@vithelper/shared';

type FeedbackSdk = typeof import('./feedback-sdk');
export type FeedbackConnection = { sdk: FeedbackSdk; db: Database };

let connecting: Promise<FeedbackConnection> | null = null;

/** The feedback calls with the page's database (loads them on first use). */
export function feedbackReady(): Promise<FeedbackConnection> {
  connecting ??= Promise.all([
    import(/* webpackChunkName: "feedback-sdk" */ './feedback-sdk'),
    databaseReady(),
  ]).then(([sdk, db]) => ({ sdk, db }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
