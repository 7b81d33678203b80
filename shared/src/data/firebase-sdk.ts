/**
 * The one place Firebase is initialised, and every call into its SDK. This module
 * is loaded with a dynamic import (firebase.ts) after the first content is on
 * screen: reading papers needs no SDK, only the sign-in state does (the shell's coins
 * feature reads the coins on the same database, shell/src/features/coins/data/).
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Account } from '@vithelper/contracts/account';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { setAccount } from '../bus/event-bus';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  type Database,
} from './firebase-database-part';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInAnonymously,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from './firebase-auth-part';
import { rememberAccount } from './remembered-account';

export type FirebaseHandles = {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
  config: RuntimeConfig;
};

function splitHost(hostPort: string): [string, number] {
  const index = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, index), Number(hostPort.slice(index + 1))];
}

export function initFirebase(config: RuntimeConfig): FirebaseHandles {
  const app = initializeApp(config.firebase);
  // getAuth would also bring the popup and redirect sign-in code (an iframe resolver): every
  // visitor signs in anonymously, so only the persistence that keeps the uid across reloads.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  // A browser that once failed to open a WebSocket would otherwise fall back to long-polling for good.
  forceWebSockets();
  const db = getDatabase(app);
  if (config.emulators) {
    const [dbHost, dbPort] = splitHost(config.emulators.database);
    connectDatabaseEmulator(db, dbHost, dbPort);
    connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
  }
  return { app, auth, db, config };
}

/**
 * Reports the sign-in state to the bus. Every visitor starts signed in anonymously (the SDK
 * keeps that uid across reloads); signing in links that account (shell/src/features/account/data/sign-in.ts),
 * and signing out starts a fresh anonymous one. ID token changes are watched, not only sign-in
 * changes: linking keeps the user but changes the token, and a new moderator claim arrives
 * with a refreshed token.
 */
export function watchSignIn({ auth }: FirebaseHandles): void {
  onIdTokenChanged(auth, (user) => {
    if (user) {
      void publishAccount(auth, user);
      return;
    }
    // Forgotten first: the header must not show the student who just signed out while the
    // new guest account is made.
    rememberAccount(null);
    setAccount(null);
    signInAnonymously(auth).catch((error: unknown) => {
      console.warn('Anonymous sign-in failed; the site works without coins.', error);
    });
  });
}

/** Puts the user's name and moderator claim on the bus (also called after a link). */
export async function publishAccount(auth: Auth, user: User): Promise<void> {
  const { claims, signInProvider } = await user.getIdTokenResult().then(
    (result) => result,
    () => ({ claims: {} as Record<string, unknown>, signInProvider: null }),
  );
  if (auth.currentUser?.uid !== user.uid) return;
  // What the rules ask of a vote, request, report or upload, read from the same token.
  const unverified =
    !user.isAnonymous && claims.email_verified !== true && signInProvider !== 'google.com';
  const account: Account = {
    uid: user.uid,
    anonymous: user.isAnonymous,
    // A linked guest account keeps no display name of its own: the provider's is the person's.
    name:
      user.displayName ??
      user.providerData.find((profile) => profile.displayName)?.displayName ??
      user.email,
    email: user.email,
    moderator: claims.moderator === true,
    ...(unverified ? { unverified } : {}),
  };
  setAccount(account);
  // The next visit's pages can tell a guest from a student before this SDK is loaded again.
  rememberAccount(account);
}

/**
 * @public Called as `sdk.signOut` on the lazily loaded module, which knip cannot follow.
 */
export async function signOut({ auth }: FirebaseHandles): Promise<void> {
  await firebaseSignOut(auth);
}
