import { answersSdk } from './answers';
import { writingAccount } from './writing-account';

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
    const checked = await writingAccount(null);
    if ('refused' in checked)
      return checked.refused === 'offline' ? 'not-followed' : checked.refused;
    const { db, sdk } = await answersSdk();
    await sdk.setFollowing(db, question, checked.account.uid, true);
    return 'followed';
  } catch {
    return 'not-followed';
  }
}
