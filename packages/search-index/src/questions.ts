/**
 * Which question of a paper a hit inside it falls in. The index build (./build.ts) stores in each
 * paper's fragment where each of its questions (the course banks', scripts/questions/) starts:
 * its page and the index of its first word among that page's words (the engine's words, as the
 * query counts them). A hit's best run of words is then in the last question that starts at or
 * before it; before the first question (the paper's heading) it names none.
 */
import type { Engine, QueryWord } from './engine';

/**
 * The version of the fragments' question table; the manifest names it (`q`) when the build wrote
 * one. A reader that knows another version leaves its hits paper-level.
 */
export const QUESTION_TABLE_VERSION = 1;

/** A question of a paper, as its course's bank has it. */
export type PaperQuestion = {
  id: string;
  number: string;
  marks: number | null;
  /** Its first page (1-based) and its top there (0–1). */
  page: number;
  top: number;
  text: string;
};

/** One row of a fragment's question table: [id, number, marks, page, first word on that page]. */
export type QuestionStart = [
  id: string,
  number: string,
  marks: number | null,
  page: number,
  word: number,
];

/** The question a hit names: "Q7(b) · 10 marks" and a link to its page. */
export type HitQuestion = { id: string; number: string; marks: number | null };

/** Words of a question's start that must be found in a row on its page. */
const ANCHOR = 3;

/** Where `anchor` is in `words` from `from` on, or -1. */
function find(words: readonly string[], anchor: readonly string[], from: number): number {
  if (anchor.length === 0) return -1;
  for (let at = Math.max(0, from); at + anchor.length <= words.length; at += 1) {
    if (anchor.every((word, index) => words[at + index] === word)) return at;
  }
  return -1;
}

/**
 * Each question's start in the pages' words, in reading order. A start is found by its first few
 * words (or those after its first, which a cut may print otherwise); one not found is placed by
 * its top on the page, never before the question ahead of it.
 */
export function questionStarts(
  engine: Engine,
  pages: readonly string[],
  questions: readonly PaperQuestion[],
): QuestionStart[] {
  const pageWords = pages.map((text) => engine.words(text));
  const ordered = [...questions].sort((a, b) => a.page - b.page || a.top - b.top);
  const starts: QuestionStart[] = [];
  let last = { page: 0, word: 0 };
  for (const question of ordered) {
    const words = pageWords[question.page - 1];
    if (!words) continue;
    const from = question.page === last.page ? last.word : 0;
    const own = engine.words(question.text);
    let word = find(words, own.slice(0, ANCHOR), from);
    if (word < 0) {
      const later = find(words, own.slice(1, ANCHOR + 1), from);
      word = later < 0 ? -1 : Math.max(from, later - 1);
    }
    if (word < 0) word = Math.max(from, Math.floor(question.top * words.length));
    starts.push([question.id, question.number, question.marks, question.page, word]);
    last = { page: question.page, word };
  }
  return starts;
}

/** The index among the page's words of the middle of its best run of the query's words. */
export function hitWord(engine: Engine, text: string, query: readonly QueryWord[]): number {
  const words = engine.words(text);
  const matched: number[] = [];
  words.forEach((word, index) => {
    if (engine.matches(word, query)) matched.push(index);
  });
  // The window of a few dozen words that holds the most matches: where the snippet is.
  const SPAN = 30;
  let best = { at: matched[0] ?? 0, count: 0 };
  for (let i = 0; i < matched.length; i += 1) {
    let count = 0;
    while (i + count < matched.length && matched[i + count]! < matched[i]! + SPAN) count += 1;
    if (count > best.count) best = { at: matched[i]!, count };
  }
  return best.at;
}

const QUESTION_ID = /^q_[0-9a-z]{13}$/;

/** The question a hit at (`page`, `word`) falls in, from a fragment's table (checked: it is read from the network). */
export function questionAt(table: unknown, page: number, word: number): HitQuestion | null {
  if (!Array.isArray(table)) return null;
  let found: HitQuestion | null = null;
  for (const row of table as unknown[]) {
    if (!Array.isArray(row)) return null;
    const [id, number, marks, startPage, startWord] = row as unknown[];
    if (
      typeof id !== 'string' ||
      !QUESTION_ID.test(id) ||
      typeof number !== 'string' ||
      number.length > 24 ||
      !(marks === null || typeof marks === 'number') ||
      typeof startPage !== 'number' ||
      typeof startWord !== 'number'
    )
      return null;
    if (startPage > page || (startPage === page && startWord > word)) break;
    found = { id, number, marks };
  }
  return found;
}
