/**
 * Who used this browser last, as the Firebase SDK last reported it, kept in localStorage: a
 * page that chooses between "sign in first" and its form (the contribute section's upload page)
 * shows the right one at once, before the SDK the shell loads at an idle moment has confirmed
 * it. For what is shown only: the rules check the real ID token, and the bus's account
 * (account$) replaces this as soon as the SDK reports.
 */
import type { Account } from '@vithelper/contracts/account';

const KEY = 'vh-account';
const COINS_KEY = 'vh-coins';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the account the SDK reported (firebase-sdk.ts), or forgets it (null). */
export function rememberAccount(account: Account | null): void {
  try {
    if (account) storage()?.setItem(KEY, JSON.stringify(account));
    else storage()?.removeItem(KEY);
  } catch {
    // Storage full or switched off: the page waits for the SDK instead.
  }
}

/** Keeps the balance the SDK last reported for `uid`: the header's count before the SDK is back. */
export function rememberCoins(uid: string, coins: number): void {
  try {
    storage()?.setItem(COINS_KEY, JSON.stringify({ uid, coins }));
  } catch {
    // As above: the count waits for the SDK instead.
  }
}

/** The balance last seen on this browser for `uid`, or null (another account's, or none). */
export function rememberedCoins(uid: string): number | null {
  try {
    const value = JSON.parse(storage()?.getItem(COINS_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const stored = value as Record<string, unknown>;
    return stored.uid === uid && typeof stored.coins === 'number' && stored.coins >= 0
      ? stored.coins
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The account last reported on this browser, or null (none yet, or unreadable). */
export function rememberedAccount(): Account | null {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored.uid !== 'string' || !stored.uid || typeof stored.anonymous !== 'boolean') {
    return null;
  }
  return {
    uid: stored.uid,
    anonymous: stored.anonymous,
    name: text(stored.name),
    email: text(stored.email),
    moderator: stored.moderator === true,
    ...(stored.unverified === true ? { unverified: true as const } : {}),
  };
}
