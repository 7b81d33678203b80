import { questionId } from '../ids';
import type { Question } from '../types';

/** A cut question as tests need one: the paper, its number and its text; the rest plain. */
export function question(
  paper: string,
  number: string,
  text: string,
  more: Partial<Question> = {},
): Question {
  const path = number.split(/[()]+/).filter(Boolean);
  return {
    id: questionId(paper, path, text),
    paper,
    number,
    path,
    text,
    marks: null,
    section: '',
    stem: '',
    regions: [{ page: 1, top: 0.1, bottom: 0.2 }],
    ...more,
  };
}
