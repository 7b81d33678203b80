import { EXAM_DATE, type StoredExams } from '@vithelper/contracts/practice';
import { CRAM_DAYS } from './schedule';

export type ExamDates = Pick<StoredExams, 'cat1' | 'cat2' | 'fat'>;
export type ExamPlan = {
  kind: 'cat1' | 'cat2' | 'fat';
  /** The exam's day, YYYY-MM-DD. */
  date: string;
  /** Whole days from today to the exam's day (0 on the day). */
  daysLeft: number;
  /** Whether the cards are crammed for it (CRAM_DAYS before it, through its day). */
  cram: boolean;
};

/** The local midnight starting a YYYY-MM-DD day, or null for a malformed date. */
function dayStart(date: string): number | null {
  if (!EXAM_DATE.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, day);
  return start.getDate() === day ? start.getTime() : null;
}

/**
 * The next exam of the course that is not over (its day is today or ahead), and whether to cram
 * for it; null when none is set or all are past (then practice is back to normal).
 */
export function examPlan(exams: ExamDates | null | undefined, now: number): ExamPlan | null {
  if (!exams) return null;
  const today = new Date(now);
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const coming = (['cat1', 'cat2', 'fat'] as const)
    .flatMap((kind) => {
      const date = exams[kind];
      const start = date ? dayStart(date) : null;
      return date && start !== null && start >= todayStart ? [{ kind, date, start }] : [];
    })
    .sort((a, b) => a.start - b.start)[0];
  if (!coming) return null;
  const daysLeft = Math.round((coming.start - todayStart) / 86_400_000);
  return { kind: coming.kind, date: coming.date, daysLeft, cram: daysLeft <= CRAM_DAYS };
}
