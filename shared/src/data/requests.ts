/**
 * The lazy front of requests for missing papers (docs/feedback.md), for the pages: no firebase/*
 * import here. The request form and "Most wanted" reach feedback-sdk through this module of the
 * shared singleton, so its calls run on the shell's Firebase app and the SDK's code is fetched
 * only when a page shows them.
 */
import type { Database } from 'firebase/database';
import { firebaseReady } from './firebase';

type FeedbackSdk = typeof import('./feedback-sdk');
export type RequestsConnection = { sdk: FeedbackSdk; db: Database };

let connecting: Promise<RequestsConnection> | null = null;

/** The feedback SDK with the page's database (loads both on first use). */
export function requestsReady(): Promise<RequestsConnection> {
  connecting ??= Promise.all([
    firebaseReady(),
    import(/* webpackChunkName: "feedback" */ './feedback-sdk'),
  ]).then(([{ handles }, sdk]) => ({ sdk, db: handles.db }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
