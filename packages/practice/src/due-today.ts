import { PRACTICE_KEYS, storedDeckSchema } from '@vithelper/contracts/practice';
import { countsFor, mergeReviews } from './review-log';
import { cardStates, practiceCounts, type PracticeCard } from './schedule';

/**
 * "Due today" across courses (docs/practice.md, "Due today"): counted from what the device keeps
 * (the review log and each practised course's deck), so the shell shows it without the courses
 * section, the bank or a server. The same count as the practice page's "Due today".
 */

export type CourseDue = { code: string; name: string; due: number };

export type DueToday = {
  /** Questions due by the end of today, in every course. */
  total: number;
  /** The courses with questions due, the most due first. */
  courses: CourseDue[];
  /** How many courses were practised on this device (0: say nothing at all). */
  practised: number;
};

/** Counts from the device's practice records ([key, value] as idb-keyval's entries gives them). */
export function dueToday(
  rows: Iterable<readonly [unknown, unknown]>,
  uid: string | null,
  now: number,
): DueToday {
  const kept: unknown[] = [];
  const decks: { code: string; name: string; cards: PracticeCard[] }[] = [];
  for (const [key, value] of rows) {
    if (typeof key !== 'string') continue;
    if (key.startsWith(PRACTICE_KEYS.review)) {
      if (
        typeof value === 'object' &&
        value !== null &&
        countsFor((value as { owner?: unknown }).owner, uid)
      )
        kept.push(value);
    } else if (key.startsWith(PRACTICE_KEYS.deck)) {
      const deck = storedDeckSchema.safeParse(value);
      if (!deck.success) continue;
      decks.push({
        code: key.slice(PRACTICE_KEYS.deck.length),
        name: deck.data.name,
        cards: deck.data.cards.map(([id, questions], order) => ({
          id,
          asked: 1,
          order,
          questions,
        })),
      });
    }
  }
  const reviews = mergeReviews(kept);
  const courses = decks
    .map(({ code, name, cards }) => ({
      code,
      name,
      due: practiceCounts(cardStates(cards, reviews), now).dueToday,
    }))
    .filter((course) => course.due > 0)
    .sort((a, b) => b.due - a.due || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    total: courses.reduce((sum, course) => sum + course.due, 0),
    courses,
    practised: decks.length,
  };
}

const questions = (count: number) => `${count} question${count === 1 ? '' : 's'}`;

/** "12 questions in 2 courses", "1 question in Operating Systems"; null when nothing is due. */
export function dueInWords({ total, courses }: DueToday): string | null {
  const [first] = courses;
  if (!first) return null;
  return courses.length === 1
    ? `${questions(total)} in ${first.name}`
    : `${questions(total)} in ${courses.length} courses`;
}
