import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers/paths';
import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';

/** "CAT-1 2019", or "FAT" when the year is unknown. */
const askedIn = (question: Pick<BankQuestion, 'kind' | 'year'>) =>
  question.year ? `${EXAM_LABELS[question.kind]} ${question.year}` : EXAM_LABELS[question.kind];

/**
 * Each paper's label: "CAT-1 2019", with its slot when the course has another paper of that exam
 * and year ("CAT-1 2018 (B1)", "CAT-1 2018 (C1)").
 */
export function paperLabels(bank: Pick<CourseBank, 'papers'>): Map<string, string> {
  const counts = new Map<string, number>();
  for (const paper of bank.papers)
    counts.set(askedIn(paper), (counts.get(askedIn(paper)) ?? 0) + 1);
  return new Map(
    bank.papers.map((paper) => {
      const label = askedIn(paper);
      return [paper.id, counts.get(label)! > 1 && paper.slot ? `${label} (${paper.slot})` : label];
    }),
  );
}

/** "5 marks", "1 mark", or '' when the paper does not print them. */
export const marksLabel = (marks: number | null) =>
  marks === null ? '' : `${marks} ${marks === 1 ? 'mark' : 'marks'}`;

/** "1 paper", "2 papers": a count and its noun (plural with an s). */
export const countLabel = (count: number, noun: string) =>
  `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "Asked 4×" or "Asked once". */
export const askedLabel = (count: number) => (count > 1 ? `Asked ${count}×` : 'Asked once');

/** The viewer at the question's page (the exams remote's deep link: ?page=). */
export const paperAtPage = (question: Pick<BankQuestion, 'kind' | 'paper' | 'page'>) =>
  `${viewerPath(question.kind, question.paper)}?page=${question.page}`;
