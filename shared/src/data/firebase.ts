/**
 * The lazy front of the Firebase SDK. Nothing here imports firebase/*: the SDK
 * (firebase-sdk.ts) is fetched by connectFirebase, which the start-up calls once
 * the first content is on screen. Calls made before that wait for it.
 */
import type { RuntimeConfig } from '../contracts/runtime-config';
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

/** Loads the SDK, initialises it and starts reporting the sign-in state (once per page). */
export function connectFirebase(config: RuntimeConfig): Promise<Connected> {
  if (connecting) return connecting;
  const attempt = import(/* webpackChunkName: "firebase" */ './firebase-sdk').then((sdk) => {
    const handles = sdk.initFirebase(config);
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

/** Resolves once connectFirebase has loaded the SDK. */
export function firebaseReady(): Promise<Connected> {
  return ready;
}
