/**
 * The one place Firebase is initialised, and every call into its SDK. This module
 * is loaded with a dynamic import (firebase.ts) after the first content is on
 * screen: reading papers needs no SDK, only the sign-in state and the coins do.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
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
} from 'firebase/auth';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  increment,
  onValue,
  ref,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { AD_REWARD_COINS, USERS_PATH } from '../constants';
import { reportPath, takeReports } from '../release/load-report';
import { login, logout, setAccount, setCoins } from '../bus/event-bus';
import type { RuntimeConfig } from '../contracts/runtime-config';

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
 * keeps that uid across reloads); signing in links that account (shared/src/data/account.ts),
 * and signing out starts a fresh anonymous one. ID token changes are watched, not only sign-in
 * changes: linking keeps the user but changes the token, and a new moderator claim arrives
 * with a refreshed token.
 */
export function watchSignIn({ auth }: FirebaseHandles): void {
  onIdTokenChanged(auth, (user) => {
    if (user) {
      login(user.uid);
      void publishAccount(auth, user);
      return;
    }
    logout();
    setAccount(null);
    signInAnonymously(auth).catch((error: unknown) => {
      console.warn('Anonymous sign-in failed; the site works without coins.', error);
    });
  });
}

/** Puts the user's name and moderator claim on the bus (also called after a link). */
export async function publishAccount(auth: Auth, user: User): Promise<void> {
  const claims = await user.getIdTokenResult().then(
    (result) => result.claims,
    () => ({}) as Record<string, unknown>,
  );
  if (auth.currentUser?.uid !== user.uid) return;
  setAccount({
    uid: user.uid,
    anonymous: user.isAnonymous,
    // A linked guest account keeps no display name of its own: the provider's is the person's.
    name:
      user.displayName ??
      user.providerData.find((profile) => profile.displayName)?.displayName ??
      user.email,
    email: user.email,
    moderator: claims.moderator === true,
  });
}

export async function signOut({ auth }: FirebaseHandles): Promise<void> {
  await firebaseSignOut(auth);
}

/** Keeps the bus's coins in step with users/{uid}; returns the unsubscribe function. */
export function watchCoins({ db }: FirebaseHandles, uid: string): () => void {
  return onValue(
    ref(db, `${USERS_PATH}/${uid}`),
    (snapshot) => {
      const value: unknown = snapshot.val();
      const coins =
        value &&
        typeof value === 'object' &&
        typeof (value as { coins?: unknown }).coins === 'number'
          ? (value as { coins: number }).coins
          : 0;
      setCoins(coins);
    },
    () => setCoins(null),
  );
}

/** The ad reward: an atomic server-side increment; the rules allow exactly +30 once per 10 s. */
export async function rewardAdView({ db }: FirebaseHandles, uid: string): Promise<void> {
  await update(ref(db, `${USERS_PATH}/${uid}`), {
    coins: increment(AD_REWARD_COINS),
    lastRewardAt: serverTimestamp(),
  });
}

/**
 * Sends the section-load reports kept in `storage`: each counter grows by one (the rules allow
 * nothing else). Each is taken out of storage before it is sent, so it counts at most once.
 */
export function sendLoadReports({ db }: FirebaseHandles, storage: Storage | undefined): void {
  for (const report of takeReports(storage)) {
    set(ref(db, reportPath(report)), increment(1)).catch((error: unknown) => {
      console.warn('A section load report was refused.', error);
    });
  }
}

/**
 * The signed-in student's inbox code (inbox-sdk.ts, docs/feedback.md), fetched from here so
 * its chunk reuses the database code this chunk already has instead of splitting it out.
 */
export const loadInboxSdk = () => import(/* webpackChunkName: "inbox-sdk" */ './inbox-sdk');
