import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';
import { CORRECTION_LIMITS } from '@vithelper/contracts/questions/corrections';
import type { StoredCourseCorrections } from '../data/correct-bank';

/** The question a moderator corrects, in its bank as corrected so far, and who they are. */
export type CorrectionTarget = {
  me: string;
  bank: CourseBank;
  question: BankQuestion;
  stored: StoredCourseCorrections | null;
  onSaved: () => void;
};

/** A page number typed in a form, or null when it is not one a correction can name. */
export function pageOf(value: string): number | null {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= CORRECTION_LIMITS.maxPage ? page : null;
}

/** "35" (% down the page) → 0.35, or null when it is not 0 to 100. */
export function fractionOf(value: string): number | null {
  if (value.trim() === '') return null;
  const percent = Number(value);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100
    ? Math.round(percent * 10) / 1000
    : null;
}

/** 0.35 → "35". */
export const percentOf = (fraction: number) => String(Math.round(fraction * 1000) / 10);

/** The page the question ends on (its bottom above its top: the next page). */
export const lastPage = (question: Pick<BankQuestion, 'page' | 'top' | 'bottom'>) =>
  question.bottom > question.top ? question.page : question.page + 1;
