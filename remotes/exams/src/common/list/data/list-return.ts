import { getFilter } from '@vithelper/shared';

/**
 * Where "Back to papers" goes: the list the paper was opened from, with the
 * same search and scroll position. Kept for this tab only (sessionStorage).
 */
const KEY = 'vithelper:list-return';

type ListReturn = { path: string; scrollY: number };

export function rememberListPosition(path: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, scrollY: Math.round(window.scrollY) }));
  } catch {
    // No session storage: Back to papers still returns to the list and its search.
  }
}

function read(): ListReturn | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as ListReturn).path === 'string' &&
      typeof (value as ListReturn).scrollY === 'number'
    )
      return value as ListReturn;
  } catch {
    // A foreign value: ignored.
  }
  return null;
}

/** The list's address with the shared search text in ?q=. */
export function listReturnPath(listPath: string): string {
  const text = getFilter();
  return text ? `${listPath}?q=${encodeURIComponent(text)}` : listPath;
}

/** The scroll position to restore on this list, once (then forgotten). */
export function takeListScroll(path: string): number | null {
  const value = read();
  if (!value || value.path !== path) return null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
  return value.scrollY;
}
