/**
 * The words of "inside papers" search, shared by the index build (./build.ts), the query
 * (./search.ts, in the exams remote's worker) and the viewer's highlight: how text becomes words
 * and stems, which stems a query asks for, and the snippet around them.
 */

export type Segment = { text: string; mark: boolean };

/**
 * One word of a query: its stem, and whether it may still be growing (typed last). A growing
 * word matches the words it starts (`stem` is then the word as typed) and its own stem (`whole`).
 */
export type QueryWord = { stem: string; prefix: boolean; whole: string };

export type Engine = {
  /** Lower-cased, accent-free words of a text, without stop words or one-letter words. */
  words(text: string): string[];
  stem(word: string): string;
  /** The query's distinct words as stems; the last is a prefix unless the query ends in a space. */
  queryWords(query: string): QueryWord[];
  /** Does this word of the text answer one of the query's words? */
  matches(word: string, query: readonly QueryWord[]): boolean;
  /** About `length` characters of `text` around its best run of matches, matched words marked. */
  snippet(text: string, query: readonly QueryWord[], length?: number): Segment[];
  /** The file-name-safe form of a shard key (any script: letters become base-36 code points). */
  shardFile(key: string): string;
  /** The shard (one of `keys`) a term lives in: the longest key that starts it. */
  shardOf(term: string, keys: ReadonlySet<string>): string | null;
  /** Longest term accepted; longer "words" are cut (a pasted essay must not make huge keys). */
  maxWord: number;
  /** Most words of a query that count; the rest are ignored (very long queries stay fast). */
  maxQueryWords: number;
};

/** The file-name-safe form of a shard key (any script: letters become base-36 code points). */
export function shardFile(key: string): string {
  let out = '';
  for (const ch of key) out += /[a-z0-9]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(36)}_`;
  return out;
}

/** The shard (one of `keys`) a term lives in: the longest key that starts it. */
function shardOf(term: string, keys: ReadonlySet<string>): string | null {
  for (let n = Math.min(term.length, 6); n >= 1; n -= 1) {
    const key = term.slice(0, n);
    if (keys.has(key)) return key;
  }
  return null;
}

export function insidePapersEngine(): Engine {
  const STOP = new Set(
    (
      'a an and are as at be by can do does for from has have how in into is it its of on or ' +
      'that the their them then there these this those to was were what when where which who ' +
      'why will with your you all any each give given show shown state find using use write ' +
      'explain describe answer questions question marks'
    ).split(' '),
  );
  const MAX_WORD = 30;
  const MAX_QUERY_WORDS = 8;
  const WORD = /[\p{L}\p{N}]+/gu;

  function normalise(text: string): string {
    return text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/['\u2019]s\b/g, '')
      .replace(/['\u2019]/g, '');
  }

  function stem(word: string): string {
    let w = word;
    if (w.length <= 3 || /\d/.test(w)) return w;
    if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
    else if (w.endsWith('sses')) w = w.slice(0, -2);
    else if (/(sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
    if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
    else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2);
    else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
    if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
    if (w.endsWith('y') && w.length > 4) w = w.slice(0, -1) + 'i';
    return w;
  }

  function tokens(text: string): string[] {
    return normalise(text).match(WORD) ?? [];
  }

  function keep(word: string): boolean {
    return word.length > 1 && !STOP.has(word);
  }

  function words(text: string): string[] {
    const out: string[] = [];
    for (const token of tokens(text)) if (keep(token)) out.push(token.slice(0, MAX_WORD));
    return out;
  }

  function queryWords(query: string): QueryWord[] {
    const limited = query.slice(0, 200);
    const growing = !/\s$/.test(limited);
    const list = words(limited).slice(0, MAX_QUERY_WORDS);
    const out: QueryWord[] = [];
    const seen = new Set<string>();
    list.forEach((word, index) => {
      const prefix = growing && index === list.length - 1 && word.length >= 3;
      const whole = stem(word);
      const s = prefix ? word : whole;
      const id = `${s}|${prefix}`;
      if (seen.has(id)) return;
      seen.add(id);
      out.push({ stem: s, prefix, whole });
    });
    return out;
  }

  function matches(word: string, query: readonly QueryWord[]): boolean {
    const lower = normalise(word);
    const s = stem(lower);
    for (const q of query) {
      if (s === q.whole || (q.prefix && (lower.startsWith(q.stem) || s.startsWith(q.stem))))
        return true;
    }
    return false;
  }

  function snippet(text: string, query: readonly QueryWord[], length = 180): Segment[] {
    const flat = text.replace(/\s+/g, ' ').trim();
    const found: Array<{ start: number; end: number; which: number }> = [];
    const re = /[\p{L}\p{N}'\u2019]+/gu;
    let m: RegExpExecArray | null;
    while ((m = re.exec(flat)) !== null) {
      const word = m[0];
      const lower = normalise(word);
      const s = stem(lower);
      const which = query.findIndex(
        (q) => s === q.whole || (q.prefix && (lower.startsWith(q.stem) || s.startsWith(q.stem))),
      );
      if (which >= 0) found.push({ start: m.index, end: m.index + word.length, which });
    }
    // The window (starting at a match) that holds the most different query words, then the most matches.
    let bestStart = 0;
    let bestScore = -1;
    for (let i = 0; i < found.length; i += 1) {
      const from = found[i]!.start;
      const distinct = new Set<number>();
      let count = 0;
      for (let j = i; j < found.length && found[j]!.end <= from + length; j += 1) {
        distinct.add(found[j]!.which);
        count += 1;
      }
      const score = distinct.size * 100 + count;
      if (score > bestScore) {
        bestScore = score;
        bestStart = from;
      }
    }
    // Start a little before the match, at a word boundary, so the sentence reads naturally.
    let start = Math.max(0, bestStart - Math.floor(length / 4));
    if (start > 0) {
      const space = flat.indexOf(' ', start);
      start = space >= 0 && space < bestStart ? space + 1 : bestStart;
    }
    let end = Math.min(flat.length, start + length);
    if (end < flat.length) {
      const space = flat.lastIndexOf(' ', end);
      if (space > start) end = space;
    }
    const segments: Segment[] = [];
    const push = (piece: string, mark: boolean) => {
      if (piece) segments.push({ text: piece, mark });
    };
    push(start > 0 ? '… ' : '', false);
    let at = start;
    for (const hit of found) {
      if (hit.start < start || hit.end > end) continue;
      push(flat.slice(at, hit.start), false);
      push(flat.slice(hit.start, hit.end), true);
      at = hit.end;
    }
    push(flat.slice(at, end), false);
    push(end < flat.length ? ' …' : '', false);
    return segments;
  }

  return {
    words,
    stem,
    queryWords,
    matches,
    snippet,
    shardFile,
    shardOf,
    maxWord: MAX_WORD,
    maxQueryWords: MAX_QUERY_WORDS,
  };
}
