/**
 * The morning inbox item (docs/practice.md, "Due today"): the first time the site is opened on a
 * day, by a signed-in student, what is due is counted on the device and, when something is, one
 * item is added to their inbox. The device remembers the day it looked, so it looks once a day;
 * the item's id is the day, so another device or tab that looks too adds nothing.
 */
import { morningItem, dayKey, type MorningItem } from '@vithelper/practice/morning';
import type { DueToday } from '@vithelper/practice/due-today';
import { lookedKey, morningPending, type DayStore } from './looked-day';

export type MorningDeps = {
  store: DayStore | null;
  readDue: () => Promise<DueToday>;
  /** Adds the item to the inbox; rejects when the day's item is there already (or is refused). */
  write: (item: MorningItem) => Promise<void>;
  now?: number;
};

/** Looks once a day: resolves to the item added, or null when none was (or it was done). */
export async function lookAtTheMorning(
  uid: string,
  { store, readDue, write, now = Date.now() }: MorningDeps,
): Promise<MorningItem | null> {
  if (!morningPending(uid, store, now)) return null;
  const item = morningItem(await readDue(), now);
  let added = false;
  if (item)
    await write(item).then(
      () => void (added = true),
      // The day's item was made by another device or tab: the day is done all the same.
      () => undefined,
    );
  try {
    store?.setItem(lookedKey(uid), dayKey(now));
  } catch {
    // A blocked storage only means the next visit looks again; the item's id stops a second one.
  }
  return added ? item : null;
}
