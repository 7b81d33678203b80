/**
 * The lazy front of the Firebase SDK. Nothing here imports firebase/*: the SDK
 * (firebase-sdk.ts) is fetched by connectFirebase. The start-up schedules it for a
 * quiet moment after the first content is on screen (connectFirebaseWhenIdle); a call
 * that needs it before then (opening a paper, the ad reward) starts it at once.
 */
import type { RuntimeConfig } from '../contracts/runtime-config';
import { whenIdleAfter } from '../ui/when-idle';
import type { FirebaseHandles } from './firebase-sdk';

type Sdk = typeof import('./firebase-sdk');
export type Connected = { sdk: Sdk; handles: FirebaseHandles };

let announce: (connected: Promise<Connected>) => void = () => undefined;
const ready = new Promise<Connected>((resolve) => {
  announce = (connected) => {
    connected.then(resolve, () => undefined);
  };
});
let connecting: Promise<Connected> | null = null;
/** The settings the SDK is started with, once the start-up has them. */
let pending: RuntimeConfig | null = null;

/** Loads the SDK, initialises it and starts reporting the sign-in state (once per page). */
export function connectFirebase(config: RuntimeConfig): Promise<Connected> {
  pending = config;
  if (connecting) return connecting;
  const attempt = import(/* webpackChunkName: "firebase" */ './firebase-sdk').then((sdk) => {
    const handles = sdk.initFirebase(config);
    sdk.watchSignIn(handles);
    sdk.watchPublishedPapers(handles);
    return { sdk, handles };
  });
  connecting = attempt;
  attempt.catch((error: unknown) => {
    connecting = null;
    console.warn('The Firebase SDK could not be loaded; sign-in and coins wait.', error);
  });
  announce(attempt);
  return attempt;
}

/**
 * Connects once the page has been quiet for `afterMs` and the browser is idle: the
 * sign-in state and the coins can wait for the student's first scroll or tap.
 */
export function connectFirebaseWhenIdle(config: RuntimeConfig, afterMs: number): void {
  pending = config;
  whenIdleAfter(afterMs, () => void connectFirebase(config).catch(() => undefined));
}

/** Resolves once the SDK is loaded, without starting it: work that can wait for the scheduled load. */
export const firebaseConnected = (): Promise<Connected> => ready;

/**
 * Resolves once the SDK is loaded. Called before the scheduled load (or after a failed
 * one), it starts the load at once: something on screen needs it now.
 */
export function firebaseReady(): Promise<Connected> {
  if (!connecting && pending) void connectFirebase(pending).catch(() => undefined);
  return ready;
}
