/**
 * What this device keeps of the student's practice (docs/practice.md, "On the device"), in
 * IndexedDB: the reviews (an append-only log), a note per question and the exam dates per course.
 * Everything the practice page shows is read from here, so it works with no server; sync
 * (sync-practice.ts) only adds what other devices rated and sends what this one did.
 */
import {
  PRACTICE_KEYS,
  storedExamsSchema,
  storedNoteSchema,
  type PracticeRating,
  type StoredDeck,
  type StoredExams,
} from '@vithelper/contracts/practice';
import { countsFor, mergeReviews, randomId, type Review } from '@vithelper/practice/review-log';
import type { KeyStore } from './key-store';

/** A review as kept here: who it belongs to (null: a guest's) and whether the server has it. */
export type LocalReview = Review & { owner: string | null; pushed: boolean };
export type LocalNote = { text: string; at: number; pushed: boolean };
type LocalExams = StoredExams & { pushed: boolean };

const { review: REVIEW, note: NOTE, exams: EXAMS, deck: DECK, device: DEVICE } = PRACTICE_KEYS;

export type PracticeData = {
  /** The merged log of the reviews this account may see (its own and the guest's). */
  reviews: Review[];
  notes: Map<string, LocalNote>;
  exams: Map<string, LocalExams>;
};

const visibleTo = (value: Partial<LocalReview>, uid: string | null) => countsFor(value.owner, uid);

/** Reads everything; a record that does not parse is skipped, never fatal. */
export async function loadPractice(store: KeyStore, uid: string | null): Promise<PracticeData> {
  const rows = await store.entries();
  const reviews: unknown[] = [];
  const notes = new Map<string, LocalNote>();
  const exams = new Map<string, LocalExams>();
  for (const [key, value] of rows) {
    if (typeof key !== 'string' || typeof value !== 'object' || value === null) continue;
    const pushed = (value as { pushed?: unknown }).pushed === true;
    if (key.startsWith(REVIEW)) {
      if (visibleTo(value as Partial<LocalReview>, uid)) reviews.push(value);
    } else if (key.startsWith(NOTE)) {
      const { pushed: _, ...note } = value as LocalNote;
      // An empty text is a removed note, kept until the server hears of it.
      const parsed =
        note.text === ''
          ? { success: true as const, data: note }
          : storedNoteSchema.safeParse(note);
      if (parsed.success && typeof parsed.data.at === 'number')
        notes.set(key.slice(NOTE.length), { ...parsed.data, pushed });
    } else if (key.startsWith(EXAMS)) {
      const { pushed: _, ...dates } = value as LocalExams;
      const parsed = storedExamsSchema.safeParse(dates);
      if (parsed.success) exams.set(key.slice(EXAMS.length), { ...parsed.data, pushed });
    }
  }
  return { reviews: mergeReviews(reviews), notes, exams };
}

/** This device's id, made on first use and kept. */
async function deviceId(store: KeyStore): Promise<string> {
  const kept = await store.get(DEVICE);
  if (typeof kept === 'string' && /^[0-9a-z]{8,32}$/.test(kept)) return kept;
  const made = randomId(12);
  await store.set(DEVICE, made);
  return made;
}

/** Appends a rating of `card` to the log. */
export async function addReview(
  store: KeyStore,
  {
    card,
    rating,
    owner,
    now = Date.now(),
  }: {
    card: string;
    rating: PracticeRating;
    owner: string | null;
    now?: number;
  },
): Promise<Review> {
  const review: Review = {
    id: randomId(20),
    card,
    rating,
    reviewedAt: now,
    device: await deviceId(store),
  };
  const kept: LocalReview = { ...review, owner, pushed: false };
  await store.set(REVIEW + review.id, kept);
  return review;
}

/** Keeps reviews that came from the server (already there: never sent back). */
export async function keepRemoteReviews(store: KeyStore, uid: string, reviews: Review[]) {
  const have = new Set((await store.entries()).map(([key]) => key));
  for (const review of reviews) {
    if (have.has(REVIEW + review.id)) continue;
    await store.set(REVIEW + review.id, { ...review, owner: uid, pushed: true });
  }
}

/** The reviews the server should have for `uid` and does not yet: its own and the guest's. */
export async function pendingReviews(store: KeyStore, uid: string): Promise<LocalReview[]> {
  const rows = await store.entries();
  const pending: LocalReview[] = [];
  for (const [key, value] of rows) {
    if (typeof key !== 'string' || !key.startsWith(REVIEW)) continue;
    const local = value as LocalReview;
    if (!local.pushed && visibleTo(local, uid) && mergeReviews([local]).length === 1)
      pending.push(local);
  }
  return pending;
}

export async function markPushed(store: KeyStore, uid: string, review: Review): Promise<void> {
  await store.set(REVIEW + review.id, { ...review, owner: uid, pushed: true });
}

/** Saves a note (an empty text removes it); `pushed` when it came from the server. */
export async function saveNote(
  store: KeyStore,
  questionId: string,
  text: string,
  { at = Date.now(), pushed = false } = {},
): Promise<void> {
  const clean = text.trim();
  await store.set(NOTE + questionId, { text: clean, at, pushed });
}

export async function saveExams(
  store: KeyStore,
  course: string,
  dates: Pick<StoredExams, 'cat1' | 'cat2' | 'fat'>,
  { at = Date.now(), pushed = false } = {},
): Promise<void> {
  const record = Object.fromEntries(Object.entries(dates).filter(([, value]) => value));
  await store.set(EXAMS + course, { ...record, at, pushed });
}

/**
 * Keeps the course's name and cards (deck:<code>), so the shell's "Due today" counts what is due
 * from the device alone; written only when they changed.
 */
export async function saveDeck(store: KeyStore, course: string, deck: StoredDeck): Promise<void> {
  const key = DECK + course;
  if (JSON.stringify(await store.get(key)) !== JSON.stringify(deck)) await store.set(key, deck);
}
