/**
 * The sample student's practice of CSE2005 (docs/practice.md), written into content/seed.json by
 * content:seed: a week of reviews in November 2026 on the course's most asked questions, so the
 * practice page has cards due (and known, and learning) when the student signs in on a new
 * device. The card ids are the course bank's entry ids (stable: packages/questions/src/ids.ts).
 */
import type { StoredExams, StoredReview } from '@vithelper/contracts/practice';
import { SAMPLE_STUDENT_UID } from './sample-submissions';

const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);
const DEVICE = 'samplephone1';

/** CSE2005's six most asked questions (each a group of several papers). */
const CARDS = [
  'g_03nmhjx68r9ty',
  'g_0nlz1rksk6xn6',
  'g_0zjvh4ak3qd0d',
  'g_0uj5xlvzaj6mt',
  'g_2s5dv1iun71vy',
  'g_2x1w83h6359mh',
] as const;

type Rating = StoredReview['rating'];
/** Each card's ratings, a day apart from 10 November. */
const HISTORY: readonly (readonly Rating[])[] = [
  ['good', 'good', 'easy'],
  ['again', 'good', 'good'],
  ['good', 'easy'],
  ['again', 'again'],
  ['hard', 'good'],
  ['good'],
];

const reviews: Record<string, StoredReview> = {};
HISTORY.forEach((ratings, card) => {
  ratings.forEach((rating, index) => {
    const id = `sample${String(card).padStart(2, '0')}${String(index).padStart(2, '0')}review000`;
    reviews[id] = { card: CARDS[card]!, rating, at: at(10 + index * 3, 14, card), device: DEVICE };
  });
});

const exams: Record<string, StoredExams> = { CSE2005: { fat: '2026-12-14', at: at(10, 13) } };

/** practice/<uid> */
export const SAMPLE_PRACTICE = {
  [SAMPLE_STUDENT_UID]: {
    reviews,
    notes: {},
    exams,
  },
};
