import { storedText } from '../common/text';
import * as z from '../zod';
import { EXAM_DATE } from './exam-date';

/**
 * A student's practice (docs/practice.md): what is stored under practice/<uid>/ and the limits
 * database.rules.json enforces. Reviews are an append-only log, one record per rating, created
 * once and never changed; the card states are recomputed from the log on every device
 * (@vithelper/practice). Notes and exam dates are the student's own, last write wins.
 */

export const PRACTICE_PATH = 'practice';

export const PRACTICE_LIMITS = {
  /** A private note on a question, in UTF-16 units. */
  maxNote: 2000,
  /** A review's time may run this far ahead of the server's clock (a device's clock is off). */
  maxClockSkewMs: 24 * 60 * 60 * 1000,
} as const;

/** The first moment a review can carry (2024-01-01 UTC): older is a broken clock or a forgery. */
export const EARLIEST_REVIEW = 1_704_067_200_000;

/** A card is a bank entry: a group of the same question across papers, or a lone question. */
export const CARD_ID = /^[gq]_[0-9a-z]{13}$/;
/** Review and device ids: random, lower-case letters and digits. */
export const REVIEW_ID = /^[0-9a-z]{16,32}$/;
export const DEVICE_ID = /^[0-9a-z]{8,32}$/;

export const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type PracticeRating = (typeof RATINGS)[number];

/** practice/<uid>/reviews/<reviewId>: one rating of one card, on one device, at one time. */
export const storedReviewSchema = z.strictObject({
  card: z.string().check(z.regex(CARD_ID)),
  rating: z.enum(RATINGS),
  at: z.number().check(
    z.int(),
    z.refine((at) => at >= EARLIEST_REVIEW, { message: 'The review is dated before 2024.' }),
  ),
  device: z.string().check(z.regex(DEVICE_ID)),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** practice/<uid>/notes/<questionId>: the student's private note on a question. */
export const storedNoteSchema = z.strictObject({
  text: storedText(1, PRACTICE_LIMITS.maxNote, { multiline: true }),
  at: z.number().check(z.int(), z.minimum(0)),
});
export type StoredNote = z.infer<typeof storedNoteSchema>;

const examDate = z.string().check(z.regex(EXAM_DATE));

/** practice/<uid>/exams/<courseCode>: the dates of the course's coming exams, any of three. */
export const storedExamsSchema = z.strictObject({
  cat1: z.optional(examDate),
  cat2: z.optional(examDate),
  fat: z.optional(examDate),
  at: z.number().check(z.int(), z.minimum(0)),
});
export type StoredExams = z.infer<typeof storedExamsSchema>;

export const reviewPath = (uid: string, reviewId: string) =>
  `${PRACTICE_PATH}/${uid}/reviews/${reviewId}`;
export const notePath = (uid: string, questionId: string) =>
  `${PRACTICE_PATH}/${uid}/notes/${questionId}`;
export const examsPath = (uid: string, course: string) => `${PRACTICE_PATH}/${uid}/exams/${course}`;

/**
 * What a device keeps of the practice (docs/practice.md, "On the device"): one IndexedDB database
 * read through idb-keyval, keyed by these prefixes. The courses section's practice page writes it;
 * the shell's "Due today" only reads it.
 */
export const PRACTICE_DEVICE = { database: 'vithelper-practice', store: 'practice' } as const;
export const PRACTICE_KEYS = {
  review: 'review:',
  note: 'note:',
  exams: 'exams:',
  /** deck:<courseCode>: the course's cards as its practice page last read them. */
  deck: 'deck:',
  device: 'device',
} as const;

/**
 * deck:<courseCode> on the device: the course's name and its cards (each a bank entry's id with
 * its questions' ids), so what is due can be counted without the course's bank or its section.
 */
export const storedDeckSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  cards: z.array(
    z.tuple([z.string().check(z.regex(CARD_ID)), z.array(z.string().check(z.regex(CARD_ID)))]),
  ),
});
export type StoredDeck = z.infer<typeof storedDeckSchema>;

export { EXAM_DATE } from './exam-date';
export {
  EXAM_TIMETABLE_PATH,
  TIMETABLE_LIMITS,
  TIMETABLE_SLOT,
  examTimetableSchema,
  type ExamTimetable,
} from './timetable';
