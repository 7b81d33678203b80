import { accountReady, checkEmailVerified } from '@vithelper/shared';
import { answersSdk } from './answers';
import { online } from './online';

/**
 * What came of following a question its student just saved: followed; a guest (nothing to follow
 * with); an account whose email is not verified yet (the rules refuse it); or not done this time
 * (offline, or the write did not go through).
 */
export type FollowOnSave = 'followed' | 'guest' | 'unverified' | 'not-followed';

/**
 * Saving a question follows it (docs/answers.md, "Told when it matters"), quietly: unlike the
 * Follow button, a guest is not asked to sign in and a refusal throws nothing. The question stays
 * saved on the device whatever this returns.
 */
export async function followOnSave(question: string): Promise<FollowOnSave> {
  try {
    const account = await accountReady();
    if (account.anonymous) return 'guest';
    if (!online()) return 'not-followed';
    if (account.unverified && !(await checkEmailVerified())) return 'unverified';
    const { db, sdk } = await answersSdk();
    await sdk.setFollowing(db, question, account.uid, true);
    return 'followed';
  } catch {
    return 'not-followed';
  }
}
