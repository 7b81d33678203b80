/**
 * What the start of a line can say: a question number ("1.", "1)", "Q1", "Q.1", "Question 1"),
 * its parts ("(a)", "b)", "(ii)"), marks ("[10]", "(5 marks)", "10 M"), a section header
 * ("Part A", "Answer any five questions"), instructions, and page furniture (page numbers, P.T.O).
 */

export type Token =
  | { kind: 'number'; value: number; prefixed: boolean }
  | { kind: 'letter'; value: string }
  | { kind: 'roman'; value: string }
  /** "(i)", "(v)", "(x)": a letter after "(h)", "(u)", "(w)", otherwise a roman numeral. */
  | { kind: 'either'; value: string };

const PREFIXED =
  /^(?:q(?:uestion|ues)?\s*\.?\s*(?:no\s*\.?\s*)?)(\d{1,2})(?![\d.]\d)\s*[.):-]?\s*/i;
// "1." but not "1.5"; "1)".
const NUMBERED = /^(\d{1,2})(?:\.(?!\d)|\))\s*/;
const PART = /^(?:\(([a-z]|[ivx]{1,4})\)|([a-z]|[ivx]{1,4})[.)](?=\s|$))\s*/;

const ROMANS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
export const romanValue = (roman: string): number => ROMANS.indexOf(roman) + 1;

function partToken(value: string): Token {
  if (value === 'i' || value === 'v' || value === 'x') return { kind: 'either', value };
  if (/^[ivx]+$/.test(value) && romanValue(value) > 0) return { kind: 'roman', value };
  return { kind: 'letter', value };
}

/**
 * The markers in a table's number column: "2", "2 a", "2(a)", "b", "ii", "Q2". Anything else in
 * the column is not a number.
 */
export function cellMarkers(text: string): Token[] {
  const words = text
    .replace(/^q(?:\s*\.?\s*no\.?)?\s*\.?\s*(?=\d)/i, '')
    .split(/[\s.()]+/)
    .filter(Boolean);
  const tokens: Token[] = [];
  for (const [index, word] of words.entries()) {
    if (index === 0 && /^\d{1,2}$/.test(word))
      tokens.push({ kind: 'number', value: Number(word), prefixed: false });
    else if (/^(?:[a-z]|[ivx]{1,4})$/.test(word)) tokens.push(partToken(word));
    else return [];
  }
  return tokens;
}

/** OCR's usual misreadings of digits: "l", "I", "|" for 1, "O" for 0, "S" for 5, "Z" for 2. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  O: '0',
  o: '0',
  S: '5',
  s: '5',
  Z: '2',
  z: '2',
};

/**
 * What an OCR'd cell of a table's number column that reads as no marker may have said, most
 * likely first: its look-alike digits mended ("l" → 1, "ik" → 1) or its first letter alone
 * ("bh" → b). The cutter takes one only where it is the next number or part.
 */
export function misreadCellMarkers(text: string): Token[][] {
  const word = text.trim();
  if (!word || word.length > 3 || /\s/.test(word)) return [];
  const mended = [...word].map((char) => LOOKALIKES[char] ?? char).join('');
  return [cellMarkers(mended.replace(/\D+$/, '')), cellMarkers(word.charAt(0))].filter(
    (tokens) => tokens.length > 0,
  );
}

/**
 * A line OCR made of a rule or a smudge: three or more one- or two-character "words", some of
 * them no number or part ("ea a 0 a"). A table row's markers alone ("2 a ii") are kept.
 */
export const isOcrNoise = (text: string): boolean => {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    words.length >= 3 &&
    words.every((word) => word.length <= 2) &&
    words.some((word) => !/^[(]?(?:\d{1,2}|[a-z]|[ivx]{1,2})[.)]?$/.test(word))
  );
};

/** The markers a line starts with and the text after them. */
export function leadingMarkers(text: string): { tokens: Token[]; rest: string } {
  const tokens: Token[] = [];
  let rest = text.trimStart();
  const number = PREFIXED.exec(rest) ?? NUMBERED.exec(rest);
  if (number) {
    tokens.push({ kind: 'number', value: Number(number[1]), prefixed: /^q/i.test(rest) });
    rest = rest.slice(number[0].length);
  }
  for (let part = PART.exec(rest); part && tokens.length < 3; part = PART.exec(rest)) {
    // "a Stack is…" is prose, not part (a): a bare letter needs its bracket or dot.
    tokens.push(partToken((part[1] ?? part[2])!));
    rest = rest.slice(part[0].length);
  }
  return { tokens, rest };
}

const MARKS = [
  /\[\s*(\d{1,3})\s*(?:marks?|m)?\s*\]/gi,
  /\(\s*(\d{1,3})\s*(?:marks?|m)\s*\)/gi,
  /\b(\d{1,3})\s*(?:[Mm]arks?|M)\s*$/g,
];

/** The marks printed in a question's text (the last such mark wins), and the text without them. */
export function takeMarks(text: string): { marks: number | null; text: string } {
  let marks: number | null = null;
  let at = -1;
  let out = text;
  for (const pattern of MARKS) {
    for (const match of text.matchAll(pattern)) {
      if (match.index >= at) {
        at = match.index;
        marks = Number(match[1]);
      }
    }
    out = out.replace(pattern, ' ');
  }
  return { marks, text: out.replace(/\s+/g, ' ').trim() };
}

export function isSectionHeader(text: string): boolean {
  return (
    /^(?:part|section)\s*[-–:]?\s*(?:[a-h]|[ivx]{1,4}|\d)\b/i.test(text) ||
    /^module\s*[-–:]?\s*\d+\b/i.test(text) ||
    (/^(?:answer|attempt)\s+(?:any|all)\b/i.test(text) && text.length < 90)
  );
}

/** The letter or numeral a section header names ("Part B" → "B"), used when numbering restarts. */
export function sectionKey(text: string): string {
  return (
    /^(?:part|section|module)\s*[-–:]?\s*([a-h]|[ivx]{1,4}|\d+)\b/i
      .exec(text)?.[1]
      ?.toUpperCase() ?? ''
  );
}

export const isInstructions = (text: string): boolean =>
  /^(?:general\s+)?instructions?\b|^note\s*[:-]/i.test(text);

/** A header row of a question table: "Q.No | Question | Marks". */
export const isTableHeader = (text: string): boolean =>
  /^(?:q\.?\s*no\.?|question\s*no\.?|s\.?\s*no\.?|sl\.?\s*no\.?)(?:\s|$)/i.test(text);

export const isMarksHeading = (cell: string): boolean => /^marks?$/i.test(cell.trim());

/** Page numbers and "please turn over" lines: printed on the page, never part of a question. */
export const isPageFurniture = (text: string): boolean =>
  /^(?:page\s*)?\d{1,3}\s*(?:of|\/)\s*\d{1,3}$/i.test(text) ||
  /^[-–]?\s*\d{1,3}\s*[-–]?$/.test(text) ||
  /^page\s*\d{1,3}$/i.test(text) ||
  /^\(?p\.?\s*t\.?\s*o\.?\)?$/i.test(text) ||
  /^(?:please\s+)?turn\s+over\b/i.test(text) ||
  /^[*\-_=~\s]*(?:end\s+of\s+(?:the\s+)?(?:question\s+)?paper|all\s+the\s+best)[*\-_=~.!\s]*$/i.test(
    text,
  ) ||
  /^[*\-_=~\s]{3,}$/.test(text);
