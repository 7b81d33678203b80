import { accountReady, checkEmailVerified } from '@vithelper/shared';
import type { Account } from '@vithelper/contracts/account';
import { online } from './online';

/** Why an account cannot write under a question right now. */
export type NotWriting = 'guest' | 'offline' | 'unverified';

/**
 * The checks every answers write has before it goes to the database (which refuses it otherwise:
 * database.rules.json, under `answers`, `answerVotes` and `followers`): a signed-in account, not a
 * guest's; a connection; a verified email. Waits for the session when none is shown yet. Each
 * caller puts the reason in its own words.
 */
export async function writingAccount(
  shown: Account | null,
): Promise<{ account: Account } | { refused: NotWriting }> {
  const account = shown ?? (await accountReady());
  if (account.anonymous) return { refused: 'guest' };
  if (!online()) return { refused: 'offline' };
  if (account.unverified && !(await checkEmailVerified())) return { refused: 'unverified' };
  return { account };
}
