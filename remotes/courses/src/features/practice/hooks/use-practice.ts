import { useCallback, useEffect, useRef, useState } from 'react';
import type { PracticeRating, StoredDeck, StoredExams } from '@vithelper/contracts/practice';
import { appendReview, mergeReviews, type Review } from '@vithelper/practice/review-log';
import { useAccount } from '@vithelper/shared';
import { deviceKeyStore, memoryKeyStore, type KeyStore } from '../data/key-store';
import {
  addReview,
  loadPractice,
  saveDeck,
  saveExams,
  saveNote,
  type PracticeData,
} from '../data/practice-store';
import { startPracticeSync, type PracticeSync } from '../data/sync-practice';

let deviceStore: KeyStore | null = null;
/** The device's store; a visit-long one where the browser has no IndexedDB (private modes). */
const store = () =>
  (deviceStore ??= typeof indexedDB === 'undefined' ? memoryKeyStore() : deviceKeyStore());

export type Practice = {
  data: PracticeData | null;
  error: string | null;
  rate: (card: string, rating: PracticeRating) => Promise<void>;
  note: (questionId: string, text: string) => Promise<void>;
  exams: (course: string, dates: Pick<StoredExams, 'cat1' | 'cat2' | 'fat'>) => Promise<void>;
};

/** The course being practised: kept as its deck so "Due today" can count it elsewhere. */
export type PracticeCourse = { code: string } & StoredDeck;

/**
 * The student's practice on this device, read again after each change; when they are signed in,
 * their other devices' reviews are merged in and this device's sent (sync-practice.ts).
 */
export function usePractice(course: PracticeCourse, keys: KeyStore = store()): Practice {
  const account = useAccount();
  const uid = account && !account.anonymous ? account.uid : null;
  const [data, setData] = useState<PracticeData | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Ratings given since the store was last read in full: a read begun before one of them was kept
  // (a sync's) must not hide it from the page.
  const rated = useRef<{ uid: string | null; reviews: Review[] }>({ uid, reviews: [] });
  const reload = useCallback(
    () =>
      loadPractice(keys, uid).then(
        (loaded) => {
          const have = new Set(loaded.reviews.map((review) => review.id));
          const given = rated.current.uid === uid ? rated.current.reviews : [];
          const missing = given.filter((review) => !have.has(review.id));
          rated.current = { uid, reviews: missing };
          setData(
            missing.length > 0
              ? { ...loaded, reviews: mergeReviews(loaded.reviews, missing) }
              : loaded,
          );
        },
        () => setError('Your practice on this device could not be read.'),
      ),
    [keys, uid],
  );
  useEffect(() => void reload(), [reload]);
  const { code, name, cards } = course;
  useEffect(() => {
    // Only the shell's count misses a deck that could not be kept: the page goes on.
    saveDeck(keys, code, { name, cards }).catch(() => undefined);
  }, [keys, code, name, cards]);
  const sync = useRef<PracticeSync | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    const started = startPracticeSync(keys, uid, () => void reload());
    sync.current = started;
    return () => {
      started.stop();
      sync.current = null;
    };
  }, [keys, uid, reload]);

  const after = (change: Promise<unknown>) =>
    change.then(
      () => {
        sync.current?.poke();
        return reload();
      },
      () => setError('That was not saved on this device. Try again.'),
    );
  return {
    data,
    error,
    // The new review joins the log in memory: no read of the whole store before the next card.
    rate: (card, rating) =>
      addReview(keys, { card, rating, owner: uid }).then(
        (review) => {
          const given = rated.current.uid === uid ? rated.current.reviews : [];
          rated.current = { uid, reviews: [...given, review] };
          setData((was) => was && { ...was, reviews: appendReview(was.reviews, review) });
          sync.current?.poke();
        },
        () => setError('That was not saved on this device. Try again.'),
      ),
    note: (questionId, text) => after(saveNote(keys, questionId, text)),
    exams: (course, dates) => after(saveExams(keys, course, dates)),
  };
}
