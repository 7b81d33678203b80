import uFuzzy from '@leeoniya/ufuzzy';

/**
 * Search over one loaded list. Real matches are the case-insensitive
 * substring matches of README's search rule, literal for any input (no
 * regular expression is built from what a student types); they always come
 * first, ranked. Close matches (a typo, words in another order) come after
 * them, from a fuzzy index built once per list (see docs/performance.md).
 */

export type SearchIndex<T> = {
  items: readonly T[];
  /** Lower-cased search text of each item, prepared once per load, not per keystroke. */
  keys: readonly string[];
};

export function prepareSearchKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): SearchIndex<T> {
  return { items, keys: items.map((item) => keyOf(item).toLowerCase()) };
}

/** The part of an index whose keys contain the text; itself an index, so a longer query can narrow it further. */
export function narrowIndex<T>(index: SearchIndex<T>, text: string): SearchIndex<T> {
  const needle = text.toLowerCase();
  if (!needle) return index;
  const items: T[] = [];
  const keys: string[] = [];
  for (let i = 0; i < index.keys.length; i += 1) {
    const key = index.keys[i] as string;
    if (key.includes(needle)) {
      items.push(index.items[i] as T);
      keys.push(key);
    }
  }
  return { items, keys };
}

export function filterByText<T>(index: SearchIndex<T>, text: string): readonly T[] {
  return narrowIndex(index, text).items;
}

export type IncrementalSearch<T> = {
  /** The matches for the text; when it extends the previous text, only the previous matches are scanned. */
  filter(index: SearchIndex<T>, text: string): readonly T[];
};

/**
 * Typing mostly extends the query, and every match of "mat1" is a match of
 * "mat": a longer query scans only the previous matches. The results along
 * the current query are kept, so erasing a character is a lookup, not a scan.
 */
export function createIncrementalSearch<T>(): IncrementalSearch<T> {
  let base: SearchIndex<T> | null = null;
  let trail: Array<{ needle: string; result: SearchIndex<T> }> = [];
  return {
    filter(index, text) {
      const needle = text.toLowerCase();
      if (index !== base) {
        base = index;
        trail = [];
      }
      while (trail.length > 0 && !needle.startsWith(trail[trail.length - 1]!.needle)) trail.pop();
      const last = trail[trail.length - 1];
      if (last?.needle === needle) return last.result.items;
      const result = narrowIndex(last?.result ?? index, needle);
      trail.push({ needle, result });
      return result.items;
    },
  };
}

// ---------------------------------------------------------------------------
// Ranked search with close matches

/** What an item is searched on: its name (course, material, question) and, for papers, its course code. */
export type SearchFields = { name: string; code?: string };

export type RankedIndex<T> = {
  items: readonly T[];
  /** Lower-cased "name code" of each item: what a real match must contain. */
  keys: readonly string[];
  names: readonly string[];
  codes: readonly string[];
  /** Built on the first query that needs close matches, then kept for the list's lifetime. */
  fuzzy: FuzzyIndex | null;
};

type FuzzyIndex = {
  /** Each distinct key once: 50 000 papers of a few hundred courses are a few hundred strings to match. */
  haystack: string[];
  /** The positions of the items with each distinct key, in list order. */
  positions: number[][];
};

export function prepareRankedIndex<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchFields,
): RankedIndex<T> {
  const keys: string[] = [];
  const names: string[] = [];
  const codes: string[] = [];
  for (const item of items) {
    const { name, code = '' } = fieldsOf(item);
    const lowerName = name.toLowerCase();
    const lowerCode = code.toLowerCase();
    names.push(lowerName);
    codes.push(lowerCode);
    keys.push(lowerCode ? `${lowerName} ${lowerCode}` : lowerName);
  }
  return { items, keys, names, codes, fuzzy: null };
}

export type RankedResult<T> = {
  /** Every real match, ranked: exact code, code prefix, name prefix, any other substring. */
  matches: readonly T[];
  /** Close matches (typos, word order), never a real match; at most CLOSE_MATCH_LIMIT. */
  close: readonly T[];
};

/** Close matches are looked for only while the real ones are this few: more real matches leave no room for doubt. */
export const CLOSE_MATCHES_BELOW = 50;
export const CLOSE_MATCH_LIMIT = 30;
/** Shorter queries are still being typed; longer ones are not a course name. */
const FUZZY_MIN_LENGTH = 3;
const FUZZY_MAX_LENGTH = 60;
/** Words tried in every order up to this many (the permutations grow fast). */
const OUT_OF_ORDER_MAX_TERMS = 4;

type Narrowed = { needle: string; positions: number[] | null; ranked?: RankedResult<unknown> };

export type RankedSearch<T> = {
  search(index: RankedIndex<T>, text: string): RankedResult<T>;
};

/**
 * The ranked search of one list page. Like createIncrementalSearch, a query
 * that extends the previous one scans only the previous matches, and erasing
 * a character is a lookup; the ranking of each query is kept beside its matches.
 */
export function createRankedSearch<T>(): RankedSearch<T> {
  let base: RankedIndex<T> | null = null;
  let trail: Narrowed[] = [];
  return {
    search(index, text) {
      const needle = text.toLowerCase();
      if (index !== base) {
        base = index;
        trail = [];
      }
      while (trail.length > 0 && !needle.startsWith(trail[trail.length - 1]!.needle)) trail.pop();
      let step = trail[trail.length - 1];
      if (step?.needle !== needle) {
        step = { needle, positions: narrowPositions(index, step?.positions ?? null, needle) };
        trail.push(step);
      }
      step.ranked ??= rank(index, step.positions, needle);
      return step.ranked as RankedResult<T>;
    },
  };
}

function narrowPositions<T>(
  index: RankedIndex<T>,
  from: number[] | null,
  needle: string,
): number[] | null {
  if (!needle) return null;
  const out: number[] = [];
  const { keys } = index;
  if (from) {
    for (const i of from) if ((keys[i] as string).includes(needle)) out.push(i);
  } else {
    for (let i = 0; i < keys.length; i += 1) if ((keys[i] as string).includes(needle)) out.push(i);
  }
  return out;
}

const EMPTY: readonly never[] = [];

function rank<T>(
  index: RankedIndex<T>,
  positions: number[] | null,
  needle: string,
): RankedResult<T> {
  if (positions === null) return { matches: index.items, close: EMPTY };
  const term = needle.trim();
  const buckets: T[][] = [[], [], [], []];
  for (const i of positions) {
    const code = index.codes[i] as string;
    const bucket =
      term && code === term
        ? 0
        : term && code.startsWith(term)
          ? 1
          : (index.names[i] as string).startsWith(term)
            ? 2
            : 3;
    buckets[bucket]!.push(index.items[i] as T);
  }
  const matches = buckets[0]!.concat(buckets[1]!, buckets[2]!, buckets[3]!);
  const close =
    positions.length < CLOSE_MATCHES_BELOW ? closeMatches(index, positions, term) : EMPTY;
  return { matches, close };
}

let matcher: uFuzzy | null = null;
/** One error per word (a swapped, missing, extra or wrong letter), words in any order. */
const fuzzyMatcher = () =>
  (matcher ??= new uFuzzy({
    intraMode: 1,
    intraIns: 1,
    intraSub: 1,
    intraTrn: 1,
    intraDel: 1,
    interIns: Infinity,
  }));

function buildFuzzy<T>(index: RankedIndex<T>): FuzzyIndex {
  const slot = new Map<string, number>();
  const haystack: string[] = [];
  const positions: number[][] = [];
  index.keys.forEach((key, i) => {
    let at = slot.get(key);
    if (at === undefined) {
      at = haystack.length;
      slot.set(key, at);
      haystack.push(key);
      positions.push([]);
    }
    positions[at]!.push(i);
  });
  return { haystack, positions };
}

function closeMatches<T>(index: RankedIndex<T>, real: number[], term: string): readonly T[] {
  if (term.length < FUZZY_MIN_LENGTH || term.length > FUZZY_MAX_LENGTH) return EMPTY;
  const fuzzy = (index.fuzzy ??= buildFuzzy(index));
  const terms = term.split(/\s+/).length;
  let order: number[];
  try {
    const uf = fuzzyMatcher();
    const [idxs, info, sorted] = uf.search(
      fuzzy.haystack,
      term,
      terms > 1 && terms <= OUT_OF_ORDER_MAX_TERMS ? 1 : 0,
      1000,
    );
    if (!idxs) return EMPTY;
    order = info && sorted ? sorted.map((k) => info.idx[k] as number) : idxs;
  } catch {
    // A query the matcher cannot read has no close matches; the real ones still show.
    return EMPTY;
  }
  const isReal = new Set(real);
  const out: T[] = [];
  for (const at of order) {
    for (const i of fuzzy.positions[at] ?? []) {
      if (isReal.has(i)) continue;
      out.push(index.items[i] as T);
      if (out.length >= CLOSE_MATCH_LIMIT) return out;
    }
  }
  return out;
}
