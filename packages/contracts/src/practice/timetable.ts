import { storedText } from '../common/text';
import * as z from '../zod';
import { EXAM_DATE } from './exam-date';

/**
 * The institute's exam timetable for the current term (docs/practice.md, "The exam timetable"):
 * the day of each slot's CAT-1, CAT-2 and FAT, as the institute publishes it. Everyone reads it;
 * nobody writes it through the rules (database.rules.json): maintainers set it with
 * `npm run moderator -- timetable <file.json>`. Practice suggests a course's exam dates from it.
 */
export const EXAM_TIMETABLE_PATH = 'examTimetable';

/** A timetable slot: A1, TB2, L31. */
export const TIMETABLE_SLOT = /^[A-Z]{1,3}[0-9]{1,2}$/;
export const TIMETABLE_LIMITS = {
  /** The term's name, "Winter 2026-27", in UTF-16 units. */
  maxTerm: 40,
  /** Slots per exam. */
  maxSlots: 80,
} as const;

const slotDates = z
  .record(z.string().check(z.regex(TIMETABLE_SLOT)), z.string().check(z.regex(EXAM_DATE)))
  .check(
    z.refine((slots) => Object.keys(slots).length <= TIMETABLE_LIMITS.maxSlots, {
      message: `At most ${TIMETABLE_LIMITS.maxSlots} slots per exam.`,
    }),
  );

/** examTimetable: the term and, for each exam it has dates for, each slot's day. */
export const examTimetableSchema = z.strictObject({
  term: storedText(1, TIMETABLE_LIMITS.maxTerm),
  cat1: z.optional(slotDates),
  cat2: z.optional(slotDates),
  fat: z.optional(slotDates),
});
export type ExamTimetable = z.infer<typeof examTimetableSchema>;
