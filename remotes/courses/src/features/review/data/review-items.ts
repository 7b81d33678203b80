import type { ExamKind } from '@vithelper/contracts/papers/paths';
import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';

/**
 * What of a course's bank a moderator should look at: where cutting was unsure (docs/questions.md,
 * "Corrections in the browser"). Pure: the page reads the banks, corrected as everyone sees them.
 */
export type ReviewItem =
  | { kind: 'uncut'; paper: string; exam: ExamKind; reason: string }
  | { kind: 'overlap'; paper: string; first: BankQuestion; second: BankQuestion }
  | { kind: 'mixed'; group: string; questions: BankQuestion[]; courses: string[] };

/** Where a question starts and ends, in pages (page 2 at 30 % is 2.3). */
function extent(question: BankQuestion): [number, number] {
  const last = question.bottom > question.top ? question.page : question.page + 1;
  return [question.page + question.top, last + question.bottom];
}

/** Less than this (a thousandth of a page) is the rounding of two regions that touch. */
const TOUCH = 0.002;

export function reviewItems(bank: CourseBank): ReviewItem[] {
  const items: ReviewItem[] = [];
  const byId = new Map(bank.questions.map((question) => [question.id, question]));
  const course = new Map(bank.papers.map((paper) => [paper.id, paper.course ?? bank.name]));
  for (const paper of bank.papers) {
    if (!paper.cut)
      items.push({
        kind: 'uncut',
        paper: paper.id,
        exam: paper.kind,
        reason: paper.reason ?? 'No question numbers were found.',
      });
    const own = bank.questions.filter((question) => question.paper === paper.id);
    // A question and the next one only: questions side by side (two columns, a table) overlap
    // down the page as printed, and are no mistake of the cut.
    own.forEach((first, index) => {
      const second = own[index + 1];
      if (!second) return;
      const [start, end] = extent(first);
      const [otherStart, otherEnd] = extent(second);
      if (start < otherEnd - TOUCH && otherStart < end - TOUCH)
        items.push({ kind: 'overlap', paper: paper.id, first, second });
    });
  }
  for (const group of bank.groups) {
    const questions = group.questions.flatMap((id) => byId.get(id) ?? []);
    const courses = [...new Set(questions.map((question) => course.get(question.paper) ?? ''))];
    if (courses.length > 1) items.push({ kind: 'mixed', group: group.id, questions, courses });
  }
  return items;
}
