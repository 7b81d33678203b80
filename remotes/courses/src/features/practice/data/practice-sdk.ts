/**
 * practice/<uid>/ on the database (docs/practice.md, "Sync"): the calls into the Firebase SDK
 * with the page's database handle. The rules are the guard (database.rules.json: reviews are
 * created once and never changed; only their owner reads or writes any of it).
 */
import { get, ref, set, type Database } from 'firebase/database';
import {
  EXAM_TIMETABLE_PATH,
  PRACTICE_PATH,
  examsPath,
  notePath,
  reviewPath,
  type StoredExams,
} from '@vithelper/contracts/practice';
import type { Review } from '@vithelper/practice/review-log';
import type { PracticeRemote, RemotePractice } from './practice-remote';

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.entries(value) : [];

export function databaseRemote(db: Database): PracticeRemote {
  return {
    async read(uid): Promise<RemotePractice> {
      const snapshot = await get(ref(db, `${PRACTICE_PATH}/${uid}`));
      const value = (snapshot.val() ?? {}) as Record<string, unknown>;
      return {
        reviews: entriesOf(value.reviews).map(([id, record]) => ({
          ...(record as object),
          id,
          reviewedAt: (record as { at?: unknown })?.at,
        })),
        notes: entriesOf(value.notes),
        exams: entriesOf(value.exams),
      };
    },
    pushReview: (uid, review: Review) =>
      set(ref(db, reviewPath(uid, review.id)), {
        card: review.card,
        rating: review.rating,
        at: review.reviewedAt,
        device: review.device,
      }),
    pushNote: (uid, questionId, note) =>
      set(ref(db, notePath(uid, questionId)), note.text ? note : null),
    pushExams: (uid, course, exams: StoredExams) => set(ref(db, examsPath(uid, course)), exams),
  };
}

/** What examTimetable holds (docs/practice.md, "The exam timetable"): unchecked, null when none. */
export async function readTimetable(db: Database): Promise<unknown> {
  return (await get(ref(db, EXAM_TIMETABLE_PATH))).val() as unknown;
}
