/**
 * Whether this device has a practice store at all: a student who never opened a practice page
 * has nothing due, and their page does not fetch the "due-today" chunk (the scheduler and the
 * store's reader) to learn it. Asked through indexedDB.databases(), which opens nothing; where a
 * browser lacks it, the answer is "maybe" and the chunk reads the store as before.
 */
import { PRACTICE_DEVICE } from '@vithelper/contracts/practice';
import type { DueToday } from '@vithelper/practice/due-today';

/** What is due on a device without practice. */
export const NOTHING_DUE: DueToday = { total: 0, courses: [], practised: 0 };

export async function mayHavePracticeStore(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === PRACTICE_DEVICE.database);
  } catch {
    return true;
  }
}
