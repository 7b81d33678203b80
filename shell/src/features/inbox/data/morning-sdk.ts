/**
 * The morning item written to inbox/<uid>/due-<day> (database.rules.json lets the owner create
 * that one id once, of kind "due", never change it). Its own chunk, fetched on the first visit of a
 * day by a signed-in student.
 */
import { ref, serverTimestamp, set } from 'firebase/database';
import { INBOX_PATHS } from '@vithelper/contracts/inbox';
import { databaseReady } from '@vithelper/shared';
import type { MorningItem } from '@vithelper/practice/morning';
import { loadDueToday } from '../../practice-due';
import { lookAtTheMorning } from './morning';
import { deviceStore } from './looked-day';

export function postMorningItem(uid: string): Promise<MorningItem | null> {
  return lookAtTheMorning(uid, {
    store: deviceStore(),
    readDue: () => loadDueToday(uid),
    write: async ({ id, title, link }) => {
      const db = await databaseReady();
      await set(ref(db, `${INBOX_PATHS.inbox}/${uid}/${id}`), {
        kind: 'due',
        title,
        link,
        at: serverTimestamp(),
        by: uid,
      });
    },
  });
}
