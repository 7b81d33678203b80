/**
 * A question's text as the words that say what it asks: lower case, accents and punctuation
 * gone, values (numbers, bracketed data) replaced by "#", OCR's digit-for-letter slips mended,
 * the frame of the question ("Explain", "Describe", "Write short notes on") and common words
 * dropped, and every word stemmed (Porter2, wink-porter2-stemmer) so "sorting" meets "sort".
 */
import stem from 'wink-porter2-stemmer';

/** Words that frame a question rather than say what it asks, and English's commonest words. */
const DROPPED = new Set(
  (
    'explain describe discuss elaborate outline write state define illustrate give list mention ' +
    'brief briefly detail detailed short note notes suitable neat necessary example examples ' +
    'what which why how when where who whom whose is are was were be been being do does did ' +
    'the a an and or of to in on for with by from at as into its it this that these those ' +
    'your you any all each some can could should would will shall may might must also then ' +
    'than so such using use used following given below above shown figure fig show find ' +
    'compute calculate determine obtain evaluate'
  ).split(' '),
);

/** OCR reads 0, 1, 5, | for o, l, s, l inside words. */
const OCR_DIGITS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '|': 'l', '8': 'b' };

function mendWord(word: string): string {
  const letters = word.replace(/[^a-z]/g, '').length;
  if (!/[0-9|]/.test(word)) return word;
  // A word mostly of letters with a digit or two is an OCR slip; mostly digits is a value.
  if (letters >= 3 && letters >= word.length * 0.6)
    return word.replace(/[0158|]/g, (c) => OCR_DIGITS[c] ?? c);
  return '#';
}

/** Stems found before: a course's questions use the same few thousand words again and again. */
const STEMS = new Map<string, string>();
function stemmed(word: string): string {
  let out = STEMS.get(word);
  if (out === undefined) {
    // Held to a size: a build over every course meets many more words than one course has.
    if (STEMS.size >= 50_000) STEMS.clear();
    out = stem(word);
    STEMS.set(word, out);
  }
  return out;
}

export function contentWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Data in brackets or braces is a value: "[29, 10, 14]", "{1, 2, 1, 0}".
    .replace(/\[[^\]]*\]|\{[^}]*\}/g, ' # ')
    .replace(/[^a-z0-9|#]+/g, ' ')
    .split(' ')
    .map(mendWord)
    .filter((word) => word && !DROPPED.has(word) && (word.length > 1 || word === '#'));
  // A run of values ("# # #") is one value.
  return words
    .filter((word, index) => word !== '#' || words[index - 1] !== '#')
    .map((word) => (word === '#' ? word : stemmed(word)));
}

/** Letter trigrams of the words run together: they survive the OCR slips stems do not. */
export function trigrams(words: readonly string[]): Set<string> {
  const joined = words.filter((word) => word !== '#').join('');
  const out = new Set<string>();
  for (let index = 0; index + 3 <= joined.length; index += 1)
    out.add(joined.slice(index, index + 3));
  return out;
}
