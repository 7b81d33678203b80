import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers/paths';
import type { BankQuestion } from '@vithelper/contracts/questions';

/** "CAT-1 2019", or "FAT" when the year is unknown. */
export const askedIn = (question: Pick<BankQuestion, 'kind' | 'year'>) =>
  question.year ? `${EXAM_LABELS[question.kind]} ${question.year}` : EXAM_LABELS[question.kind];

/** "5 marks", "1 mark", or '' when the paper does not print them. */
export const marksLabel = (marks: number | null) =>
  marks === null ? '' : `${marks} ${marks === 1 ? 'mark' : 'marks'}`;

/** "Asked 4×" or "Asked once". */
export const askedLabel = (count: number) => (count > 1 ? `Asked ${count}×` : 'Asked once');

/** The viewer at the question's page (the exams remote's deep link: ?page=). */
export const paperAtPage = (question: Pick<BankQuestion, 'kind' | 'paper' | 'page'>) =>
  `${viewerPath(question.kind, question.paper)}?page=${question.page}`;
