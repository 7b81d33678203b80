/**
 * The exam timetable of the sample term, Winter 2026-27 (docs/practice.md, "The exam timetable"),
 * written into content/seed.json by content:seed under examTimetable, so the practice page has
 * dates to suggest. The 14 theory slots, a letter's morning slot (A1) and afternoon slot (A2) on
 * the same day, Monday to Saturday: each CAT in one week, its last two days with a third session
 * for G1 and G2 (seven letters, six days); the FAT over two weeks, a day between most papers.
 */
import type { ExamTimetable } from '@vithelper/contracts/practice';

/** Each day with its slots in session order, as the slot → day record examTimetable keeps. */
const byDay = (days: Record<string, readonly string[]>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(days).flatMap(([day, slots]) => slots.map((slot) => [slot, day])),
  );

/** examTimetable */
export const SAMPLE_EXAM_TIMETABLE: ExamTimetable = {
  term: 'Winter 2026-27',
  cat1: byDay({
    '2027-01-25': ['A1', 'A2'],
    '2027-01-26': ['B1', 'B2'],
    '2027-01-27': ['C1', 'C2'],
    '2027-01-28': ['D1', 'D2'],
    '2027-01-29': ['E1', 'E2', 'G1'],
    '2027-01-30': ['F1', 'F2', 'G2'],
  }),
  cat2: byDay({
    '2027-03-15': ['A1', 'A2'],
    '2027-03-16': ['B1', 'B2'],
    '2027-03-17': ['C1', 'C2'],
    '2027-03-18': ['D1', 'D2'],
    '2027-03-19': ['E1', 'E2', 'G1'],
    '2027-03-20': ['F1', 'F2', 'G2'],
  }),
  fat: byDay({
    '2027-05-03': ['A1', 'A2'],
    '2027-05-05': ['B1', 'B2'],
    '2027-05-07': ['C1', 'C2'],
    '2027-05-08': ['D1', 'D2'],
    '2027-05-10': ['E1', 'E2'],
    '2027-05-12': ['F1', 'F2'],
    '2027-05-14': ['G1', 'G2'],
  }),
};
