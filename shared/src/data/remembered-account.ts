/**
 * Who used this browser last, as the Firebase SDK last reported it, kept in localStorage: a
 * page that chooses between "sign in first" and its form (the contribute section's upload page)
 * shows the right one at once, before the SDK the shell loads at an idle moment has confirmed
 * it. For what is shown only: the rules check the real ID token, and the bus's account
 * (account$) replaces this as soon as the SDK reports.
 */
import type { Account } from '@vithelper/contracts/account';

const KEY = 'vh-account';

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
