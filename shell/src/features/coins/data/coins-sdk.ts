/**
 * The coins on the session's database: the header's count and the ad reward. Fetched with its
 * chunk when the badge first knows its account (coins.ts); the package entry
 * @vithelper/shell/coins-sdk, for the emulator test of a moderator's credit
 * (scripts/moderation-flow.test.ts).
 */
import { increment, onValue, ref, serverTimestamp, update, type Database } from 'firebase/database';
import { AD_REWARD_COINS, USERS_PATH } from '@vithelper/contracts/account';
import { CONTRIBUTION_PATHS } from '@vithelper/contracts/contributions';
import { setCoins } from './coins-store';

/** What the badge shows, for the emulator tests of this package entry. */
export { coins$ } from './coins-store';
import { rememberCoins } from './remembered-coins';

/**
 * Keeps the coins (coins-store.ts) in step with the account: users/{uid}/coins (ad rewards) plus every
 * credit under credits/{uid} (100 for each published paper, docs/contributions.md). Returns
 * the unsubscribe function.
 */
export function watchCoinsOn(db: Database, uid: string): () => void {
  let rewards: number | null = null;
  let credits = 0;
  const publish = () => {
    const coins = rewards === null ? null : rewards + credits;
    setCoins(coins);
    if (coins !== null) rememberCoins(uid, coins);
  };
  const stopRewards = onValue(
    ref(db, `${USERS_PATH}/${uid}`),
    (snapshot) => {
      const value: unknown = snapshot.val();
      rewards =
        value &&
        typeof value === 'object' &&
        typeof (value as { coins?: unknown }).coins === 'number'
          ? (value as { coins: number }).coins
          : 0;
      publish();
    },
    () => {
      rewards = null;
      publish();
    },
  );
  const stopCredits = onValue(
    ref(db, `${CONTRIBUTION_PATHS.credits}/${uid}`),
    (snapshot) => {
      const value: unknown = snapshot.val();
      credits = 0;
      if (value && typeof value === 'object') {
        for (const credit of Object.values(value as Record<string, unknown>)) {
          const coins = (credit as { coins?: unknown } | null)?.coins;
          if (typeof coins === 'number' && Number.isFinite(coins)) credits += coins;
        }
      }
      publish();
    },
    // A credit list that cannot be read counts nothing; the rewards still show.
    () => undefined,
  );
  return () => {
    stopRewards();
    stopCredits();
  };
}

/**
 * The ad reward: an atomic server-side increment; the rules allow exactly +30 once per 10 s.
 */
export async function rewardAdViewOn(db: Database, uid: string): Promise<void> {
  await update(ref(db, `${USERS_PATH}/${uid}`), {
    coins: increment(AD_REWARD_COINS),
    lastRewardAt: serverTimestamp(),
  });
}
