/**
 * The balance last seen on this browser, kept in localStorage: the header shows it before the
 * session is back (the coins' own read replaces it as soon as it answers). For what is shown only.
 */
const COINS_KEY = 'vh-coins';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
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
