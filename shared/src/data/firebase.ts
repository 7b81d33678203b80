/**
 * The lazy front of the Firebase SDK. Nothing here imports firebase/* statically: the SDK
 * (firebase-sdk.ts) is fetched by connectFirebase. The start-up schedules it for a
 * quiet moment after the first content is on screen (connectFirebaseWhenIdle); a call
 * that needs it before then (opening a paper, the ad reward) starts it at once.
 */
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import type { FirebaseHandles } from './firebase-sdk';

/** Lets the browser run what waits (a tap, a frame) before the SDK's next part. */
const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

const loadSdk = (): Promise<Sdk> => import(/* webpackChunkName: "firebase" */ './firebase-sdk');

/**
 * The SDK's code run one part per task, for the load at a quiet moment: Auth, then the Realtime
 * Database, then our module. In one piece its evaluation held a phone's main thread (4× CPU)
 * for 65 ms, two long tasks in Lighthouse's count; each part is shorter. The parts are the
 * modules firebase-sdk.ts imports (firebase-auth-part.ts, firebase-database-part.ts: the same
 * bytes), fetched one after another: a load something
 * on screen waits for is one piece, fetched side by side.
 */
async function loadInParts(): Promise<Sdk> {
  await import(/* webpackChunkName: "firebase-auth" */ './firebase-auth-part');
  await nextTask();
  await import(/* webpackChunkName: "firebase-database" */ './firebase-database-part');
  await nextTask();
  return loadSdk();
}

/**
 * Loads the SDK, initialises it and starts reporting the sign-in state (once per page); `inParts`
 * for the load at a quiet moment (loadInParts).
 */
export function connectFirebase(
  config: RuntimeConfig,
  { inParts = false } = {},
): Promise<Connected> {
  pending = config;
  if (connecting) return connecting;
  const attempt = (inParts ? loadInParts() : loadSdk()).then(async (sdk) => {
    const handles = sdk.initFirebase(config);
    await nextTask();
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
 * Connects when `schedule` says (the shell's start-up: once the page has been quiet and the
 * browser is idle, shell/src/common/when-idle.ts): the sign-in state and the coins can wait for
 * the student's first scroll or tap. A call that needs the SDK before then starts it at once.
 */
export function connectFirebaseWhenIdle(
  config: RuntimeConfig,
  schedule: (connect: () => void) => void,
): void {
  pending = config;
  schedule(() => void connectFirebase(config, { inParts: true }).catch(() => undefined));
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
