/**
 * The lazy front of the coins (coins-sdk.ts): no firebase/* import here, so the header's badge
 * costs the first view nothing. Both calls start the session at once if it has not started.
 */
import { accountReady, databaseReady } from '@vithelper/shared';

const loadSdk = () => import(/* webpackChunkName: "coins-sdk" */ './coins-sdk');

/**
 * Keeps the bus's coins in step with users/{uid} once the session is there; returns the
 * unsubscribe function at once, so a component can clean up before that.
 */
export function watchCoins(uid: string): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  // The coins' chunk (and the Database SDK it imports) once the session is there, never before.
  void databaseReady().then(async (db) => {
    const sdk = await loadSdk();
    if (!stopped) stop = sdk.watchCoinsOn(db, uid);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * The ad reward: an atomic server-side increment; the rules allow exactly +30 once per 10 s. For
 * the account the session reports (an ad watched before the session had loaded waits for it).
 */
export async function rewardAdView(): Promise<void> {
  const [db, sdk, account] = await Promise.all([databaseReady(), loadSdk(), accountReady()]);
  await sdk.rewardAdViewOn(db, account.uid);
}
