/**
 * Where a paper's numbering stands (question 3, part (b), sub-part (ii)) and whether a marker
 * continues it. Only a plausible next marker is taken, so "2) …" quoted inside a question's text,
 * or a part letter out of order, stays text.
 */
import { romanValue, type Token } from './markers';

export type Numbering = {
  /** The last question number taken, and how it is written in the path ("3", or "B3" after a restart). */
  number: number | null;
  key: string;
  /** "-2" on the numbers of the second unnamed section whose numbers repeat earlier ones ("S1-2"). */
  copy: string;
  letter: string | null;
  roman: string | null;
};

export const START: Numbering = { number: null, key: '', copy: '', letter: null, roman: null };

const nextLetter = (letter: string | null): string =>
  letter === null ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1);
const nextRoman = (roman: string | null): number => (roman === null ? 1 : romanValue(roman) + 1);

export type Restart = { section: string } | { instructions: true } | null;

/** The numbering after a question number, or null when the number does not follow. */
function takeNumber(
  state: Numbering,
  value: number,
  prefixed: boolean,
  restart: Restart,
): Numbering | null {
  const fresh = { letter: null, roman: null, copy: '' };
  if (state.number === null) {
    return value <= 3 || prefixed ? { number: value, key: String(value), ...fresh } : null;
  }
  if (value > state.number && value <= state.number + 4) {
    const prefix = state.key.replace(/\d+$/, '');
    return { number: value, key: `${prefix}${value}`, ...fresh, copy: state.copy };
  }
  // Numbering starting again at 1: under a new section (Part B's 1 is "B1"), or after numbered
  // instructions, whose lines are then dropped by the caller.
  if (value === 1 && restart && 'section' in restart)
    return { number: 1, key: `${restart.section || 'S'}1`, ...fresh };
  if (value === 1 && restart && 'instructions' in restart) return { number: 1, key: '1', ...fresh };
  return null;
}

function takePart(state: Numbering, token: Exclude<Token, { kind: 'number' }>): Numbering | null {
  if (state.number === null) return null;
  const asLetter = (): Numbering | null =>
    token.value === nextLetter(state.letter)
      ? { ...state, letter: token.value, roman: null }
      : null;
  const asRoman = (): Numbering | null =>
    romanValue(token.value) === nextRoman(state.roman) ? { ...state, roman: token.value } : null;
  if (token.kind === 'letter') return asLetter();
  if (token.kind === 'roman') return asRoman();
  return asLetter() ?? asRoman();
}

/** The numbering after the markers, or null when any of them does not follow. */
export function take(
  state: Numbering,
  tokens: readonly Token[],
  restart: Restart,
): Numbering | null {
  let next: Numbering | null = state;
  for (const token of tokens) {
    if (!next) return null;
    next =
      token.kind === 'number'
        ? takeNumber(next, token.value, token.prefixed, restart)
        : takePart(next, token);
  }
  return next === state ? null : next;
}

export const pathOf = (state: Numbering): string[] =>
  [`${state.key}${state.copy}`, state.letter, state.roman].filter((part): part is string =>
    Boolean(part),
  );

export const formatNumber = (path: readonly string[]): string =>
  path.map((part, index) => (index === 0 ? part : `(${part})`)).join('');
