/**
 * Sync of a signed-in student's practice (docs/practice.md, "Sync"). The device's store stays
 * the truth for the page; sync adds what the account's other devices rated (their reviews are
 * merged, never replacing any) and sends what this device did: reviews not yet sent, and notes
 * and exam dates newer than the server's (last write wins, by the time of the change).
 */
import { storedExamsSchema, storedNoteSchema } from '@vithelper/contracts/practice';
import { databaseReady } from '@vithelper/shared';
import { mergeReviews } from '@vithelper/practice/review-log';
import type { KeyStore } from './key-store';
import type { PracticeRemote } from './practice-remote';
import {
  keepRemoteReviews,
  loadPractice,
  markPushed,
  pendingReviews,
  saveExams,
  saveNote,
} from './practice-store';

/** One round of sync; resolves to whether the device's store changed. */
export async function syncPractice(
  keys: KeyStore,
  uid: string,
  remote: PracticeRemote,
): Promise<boolean> {
  const server = await remote.read(uid);
  const theirs = mergeReviews(server.reviews);
  const known = new Set(theirs.map((review) => review.id));
  const before = await loadPractice(keys, uid);
  await keepRemoteReviews(keys, uid, theirs);
  let changed = theirs.some((review) => !before.reviews.some((mine) => mine.id === review.id));

  for (const review of await pendingReviews(keys, uid)) {
    if (!known.has(review.id)) await remote.pushReview(uid, review);
    await markPushed(keys, uid, review);
  }

  const serverNotes = new Map(
    server.notes.flatMap(([id, value]) => {
      const note = storedNoteSchema.safeParse(value);
      return note.success ? [[id, note.data] as const] : [];
    }),
  );
  for (const [id, note] of before.notes) {
    const theirsNote = serverNotes.get(id);
    if (!note.pushed && (!theirsNote || theirsNote.at <= note.at)) {
      await remote.pushNote(uid, id, { text: note.text, at: note.at });
      await saveNote(keys, id, note.text, { at: note.at, pushed: true });
    }
  }
  for (const [id, note] of serverNotes) {
    const mine = before.notes.get(id);
    if (!mine || mine.at < note.at) {
      await saveNote(keys, id, note.text, { at: note.at, pushed: true });
      changed = true;
    }
  }

  const serverExams = new Map(
    server.exams.flatMap(([course, value]) => {
      const exams = storedExamsSchema.safeParse(value);
      return exams.success ? [[course, exams.data] as const] : [];
    }),
  );
  for (const [course, exams] of before.exams) {
    const theirsExams = serverExams.get(course);
    if (!exams.pushed && (!theirsExams || theirsExams.at <= exams.at)) {
      const { pushed: _, ...record } = exams;
      await remote.pushExams(uid, course, record);
      await saveExams(keys, course, record, { at: exams.at, pushed: true });
    }
  }
  for (const [course, exams] of serverExams) {
    const mine = before.exams.get(course);
    if (!mine || mine.at < exams.at) {
      const { at, ...dates } = exams;
      await saveExams(keys, course, dates, { at, pushed: true });
      changed = true;
    }
  }
  return changed;
}

export type PracticeSync = { stop: () => void; poke: () => void };

/**
 * Syncs now, after each change on this device (poke) and whenever the connection returns;
 * offline it waits. `changed` is called when the other devices brought something.
 */
export function startPracticeSync(keys: KeyStore, uid: string, changed: () => void): PracticeSync {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const remote = () =>
    Promise.all([
      databaseReady(),
      import(/* webpackChunkName: "practice-sdk" */ './practice-sdk'),
    ]).then(([db, sdk]) => sdk.databaseRemote(db));
  const run = () => {
    if (stopped || navigator.onLine === false) return;
    if (running) {
      again = true;
      return;
    }
    running = remote()
      .then((api) => syncPractice(keys, uid, api))
      .then(
        (didChange) => {
          if (didChange && !stopped) changed();
        },
        (error: unknown) => console.warn('Practice waits on this device to be synced.', error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  window.addEventListener('online', run);
  run();
  return {
    stop: () => {
      stopped = true;
      window.removeEventListener('online', run);
    },
    poke: run,
  };
}
