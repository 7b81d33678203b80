/**
 * The day the device last looked for the morning item (./morning.ts), per account: the test the
 * first view and the inbox carry of it. The rest (counting, writing) is the morning-item chunk.
 */
import { morningDue } from '@vithelper/practice/morning';

/** Where the device remembers the last day it looked (localStorage in the browser). */
export type DayStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The key of the last day the device looked, per account. */
export const lookedKey = (uid: string) => `vh-practice-morning:${uid}`;

export function deviceStore(): DayStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether today's look is still to be done on this device. */
export function morningPending(uid: string, store: DayStore | null, now = Date.now()): boolean {
  let last: string | null = null;
  try {
    last = store?.getItem(lookedKey(uid)) ?? null;
  } catch {
    // An unreadable storage: look (the item's id still stops a second one on the same day).
  }
  return morningDue(last, now);
}
