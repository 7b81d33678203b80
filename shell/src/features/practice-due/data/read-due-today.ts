/**
 * "Due today" from the device's practice store (docs/practice.md, "Due today"): the IndexedDB the
 * courses section's practice page keeps, read here without that section, its banks or a server.
 * Its own chunk, fetched when the account menu opens or the About page shows (and for the inbox's
 * morning item).
 */
import { createStore, entries } from 'idb-keyval';
import { PRACTICE_DEVICE } from '@vithelper/contracts/practice';
import { dueToday, type DueToday } from '@vithelper/practice/due-today';
import { NOTHING_DUE } from './has-practice-store';

export type { DueToday };

export async function readDueToday(uid: string | null, now = Date.now()): Promise<DueToday> {
  // A browser without IndexedDB (some private modes) keeps no practice between visits.
  if (typeof indexedDB === 'undefined') return NOTHING_DUE;
  const rows = await entries(createStore(PRACTICE_DEVICE.database, PRACTICE_DEVICE.store));
  return dueToday(rows, uid, now);
}
