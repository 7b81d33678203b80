import { increment, onValue, ref, serverTimestamp, update } from 'firebase/database';
import { AD_REWARD_COINS, USERS_PATH } from '../constants';
import { setCoins } from '../bus/event-bus';
import { firebaseHandles } from './firebase';

/** Keeps the bus's coins in step with users/{uid}; returns the unsubscribe function. */
export function watchCoins(uid: string): () => void {
  const { db } = firebaseHandles();
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
export async function rewardAdView(uid: string): Promise<void> {
  const { db } = firebaseHandles();
  await update(ref(db, `${USERS_PATH}/${uid}`), {
    coins: increment(AD_REWARD_COINS),
    lastRewardAt: serverTimestamp(),
  });
}
