/**
 * The lazy front of the Firebase SDK. Nothing here imports firebase/* statically: the SDK
 * (firebase-sdk.ts) is fetched by connectFirebase. The shell's start-up calls it at a quiet
 * moment after the first content is on screen (shell/src/startup/startup.tsx); a call that
 * needs it before then (opening a paper, the ad reward) starts it at once, with the settings on
 * the bus.
 */
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { getConfig } from '../bus/event-bus';
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
  if (connecting) return connecting;
  const attempt = (inParts ? loadInParts() : loadSdk()).then(async (sdk) => {
    const handles = sdk.initFirebase(config);
    await nextTask();
    sdk.watchSignIn(handles);
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
 * Resolves once the SDK is loaded. Called before the start-up's load (or after a failed one),
 * it starts the load at once with the settings on the bus: something on screen needs it now.
 * Before any start-up has put settings on the bus it waits.
 */
export function firebaseReady(): Promise<Connected> {
  const config = getConfig();
  if (!connecting && config) void connectFirebase(config).catch(() => undefined);
  return ready;
}
