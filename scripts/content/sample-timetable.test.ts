import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAM_KINDS } from '@vithelper/contracts/papers';
import { examTimetableSchema } from '@vithelper/contracts/practice';
import { SAMPLE_EXAM_TIMETABLE } from './data/sample-timetable';

/**
 * The sample term's exam timetable (scripts/content/data/sample-timetable.ts) is one the practice
 * page reads and a student would believe: every theory slot in each exam, on a day from Monday to
 * Saturday within the exam's weeks, its CAT-1 before its CAT-2 before its FAT.
 */
const root = path.join(__dirname, '../..');
const seed = JSON.parse(readFileSync(path.join(root, 'content/seed.json'), 'utf8')) as Record<
  string,
  unknown
>;
const THEORY_SLOTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].flatMap((letter) => [
  `${letter}1`,
  `${letter}2`,
]);
const WEEKS = {
  cat1: ['2027-01-25', '2027-01-30'],
  cat2: ['2027-03-15', '2027-03-20'],
  fat: ['2027-05-03', '2027-05-14'],
} as const;

describe('the exam timetable of content/seed.json', () => {
  it('is the sample, and fits the schema the CLI sets it by', () => {
    expect(seed.examTimetable).toEqual(SAMPLE_EXAM_TIMETABLE);
    expect(examTimetableSchema.safeParse(seed.examTimetable).success).toBe(true);
    expect(SAMPLE_EXAM_TIMETABLE.term).toBe('Winter 2026-27');
  });

  it.each(EXAM_KINDS)(
    'dates every theory slot’s %s on a day of its weeks, never a Sunday',
    (kind) => {
      const days = SAMPLE_EXAM_TIMETABLE[kind] ?? {};
      expect(Object.keys(days).sort()).toEqual([...THEORY_SLOTS].sort());
      const [first, last] = WEEKS[kind];
      for (const day of Object.values(days)) {
        expect(day >= first && day <= last).toBe(true);
        expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0);
      }
      expect(Object.values(days)).toContain(first);
      expect(Object.values(days)).toContain(last);
    },
  );

  it('puts each slot’s CAT-1 before its CAT-2 before its FAT', () => {
    const { cat1 = {}, cat2 = {}, fat = {} } = SAMPLE_EXAM_TIMETABLE;
    for (const slot of THEORY_SLOTS) {
      expect([cat1[slot], cat2[slot], fat[slot]].join(' < ')).toBe(
        [cat1[slot], cat2[slot], fat[slot]].sort().join(' < '),
      );
      expect(new Set([cat1[slot], cat2[slot], fat[slot]]).size).toBe(3);
    }
  });
});
