/**
 * A built bank's questions as @vithelper/questions' Question, for its corrections and its
 * grouping in the browser (./correct-bank.ts, ./recent-papers.ts).
 */
import type { BankQuestion } from '@vithelper/contracts/questions';
import type { Question, Region } from '@vithelper/questions';

/**
 * A bank question's regions. The bank keeps its first page, its top there and its bottom on its
 * last page: a bottom above the top means it runs on to the next page.
 */
export function bankRegions(question: Pick<BankQuestion, 'page' | 'top' | 'bottom'>): Region[] {
  const { page, top, bottom } = question;
  return bottom > top
    ? [{ page, top, bottom }]
    : [
        { page, top, bottom: 1 },
        { page: page + 1, top: 0, bottom },
      ];
}

export function toQuestion(question: BankQuestion): Question {
  return {
    id: question.id,
    paper: question.paper,
    number: question.number,
    path: question.number.split(/[()\s.]+/).filter(Boolean),
    text: question.text,
    marks: question.marks,
    section: '',
    stem: '',
    regions: question.regions?.length ? question.regions : bankRegions(question),
  };
}
