import { accountReady } from './account-ready';
import { firebaseReady } from './firebase';

/**
 * Keeps the bus's coins in step with users/{uid} once the SDK is there; returns
 * the unsubscribe function at once, so a component can clean up before that.
 */
export function watchCoins(uid: string): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void firebaseReady().then(({ sdk, handles }) => {
    if (!stopped) stop = sdk.watchCoins(handles, uid);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * The ad reward: an atomic server-side increment; the rules allow exactly +30 once per 10 s. For
 * the account the SDK reports (an ad watched before the SDK had loaded waits for it).
 */
export async function rewardAdView(): Promise<void> {
  const [{ sdk, handles }, account] = await Promise.all([firebaseReady(), accountReady()]);
  await sdk.rewardAdView(handles, account.uid);
}
