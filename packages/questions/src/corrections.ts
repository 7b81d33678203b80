/**
 * A moderator's corrections to a cut paper, and how they win over every rebuild (docs/questions.md,
 * "Ids"). A correction names the question's id and what the question was when corrected,
 * and holds the question as it should be (or null: removed). On a rebuild it finds its question
 * by id when the text still agrees, else by the corrected number, else by the text, and replaces
 * it; a corrected question the new cut misses is put back, and a removed id is never given to
 * another question.
 */
import { hash64, numberKey, questionId, textFingerprint } from './ids';
import type { CutResult, Question } from './types';

export type Correction = {
  id: string;
  paper: string;
  /** The question as the cut gave it when corrected; null for a question the moderator added. */
  was: { number: string; text: string } | null;
  /** The question as it should be; null when it is not a question (removed). */
  question: Question | null;
};

const words = (text: string) => new Set(textFingerprint(text).split(' ').filter(Boolean));

/** Share of words two texts have in common (Jaccard): what a rebuild keeps of a question's text. */
function overlap(a: string, b: string): number {
  const [x, y] = [words(a), words(b)];
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared / (x.size + y.size - shared);
}

const SAME_TEXT = 0.5;

/** A fix of a cut question: its id stays whatever the moderator changes. */
export function correct(
  question: Question,
  change: Partial<Omit<Question, 'id' | 'paper'>>,
): Correction {
  const next = { ...question, ...change };
  if (change.number !== undefined && change.path === undefined)
    next.path = splitNumber(change.number);
  return {
    id: question.id,
    paper: question.paper,
    was: { number: question.number, text: question.text },
    question: next,
  };
}

export const remove = (question: Question): Correction => ({
  id: question.id,
  paper: question.paper,
  was: { number: question.number, text: question.text },
  question: null,
});

/** A question the cut missed; its id is made as the cut would make it, unless that id is taken. */
export function add(
  question: Omit<Question, 'id' | 'path'>,
  taken: readonly Question[],
): Correction {
  const path = splitNumber(question.number);
  let id = questionId(question.paper, path, question.text);
  if (taken.some((other) => other.id === id)) id = questionId(question.paper, [], question.text);
  return { id, paper: question.paper, was: null, question: { ...question, id, path } };
}

/** "3(a)(ii)" → ["3", "a", "ii"]. */
function splitNumber(number: string): string[] {
  return number.split(/[()\s.]+/).filter(Boolean);
}

function findTarget(questions: readonly Question[], correction: Correction): number {
  const { was, question } = correction;
  const byId = questions.findIndex(
    (q) => q.id === correction.id && (!was || overlap(q.text, was.text) >= SAME_TEXT),
  );
  if (byId >= 0) return byId;
  const number = question?.number ?? was?.number;
  const byNumber = number
    ? questions.findIndex(
        (q) =>
          numberKey(q.path) === numberKey(splitNumber(number)) &&
          (!was ||
            overlap(q.text, was.text) >= SAME_TEXT ||
            overlap(q.text, question?.text ?? '') >= SAME_TEXT),
      )
    : -1;
  if (byNumber >= 0) return byNumber;
  return was ? questions.findIndex((q) => overlap(q.text, was.text) >= 0.8) : -1;
}

const place = (question: Question) => {
  const first = question.regions[0];
  return first ? first.page + first.top : Infinity;
};

/** The cut with the paper's corrections applied, in order; the moderator's version always wins. */
export function applyCorrections(cut: CutResult, corrections: readonly Correction[]): CutResult {
  let questions: Question[] = [...cut.questions];
  const fixed = new Set<Question>();
  const spoken = new Set<string>();
  for (const correction of corrections.filter((c) => c.paper === cut.paper)) {
    const at = findTarget(questions, correction);
    const rest = at >= 0 ? questions.filter((_, index) => index !== at) : questions;
    spoken.add(correction.id);
    if (correction.question) {
      const question = { ...correction.question, id: correction.id };
      fixed.add(question);
      questions = [...rest, question];
    } else questions = rest;
  }
  // A cut question the corrections did not take that holds an id they speak for (another
  // question printed under a removed or renumbered one's number) gets an id of its own text.
  questions = questions.map((q) =>
    !fixed.has(q) && spoken.has(q.id)
      ? { ...q, id: `q_${hash64(`${q.paper}~${numberKey(q.path)}~${textFingerprint(q.text)}`)}` }
      : q,
  );
  questions.sort((a, b) => place(a) - place(b));
  if (questions.length === 0)
    return cut.ok
      ? {
          paper: cut.paper,
          ok: false,
          reason: 'Every question was removed by corrections.',
          questions: [],
        }
      : cut;
  return { paper: cut.paper, ok: true, questions };
}
