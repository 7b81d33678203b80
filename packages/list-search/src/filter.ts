import type { FuzzyIndex } from './close-matcher';

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
function narrowIndex<T>(index: SearchIndex<T>, text: string): SearchIndex<T> {
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
  /**
   * Runs of neighbouring items with the same search text (a sorted list keeps
   * one course's papers together, so 50 000 papers of a few hundred courses
   * are a few hundred runs): a keystroke scans and ranks runs, not items.
   * Made on the first read (a query, or the warm-up when the search box gets
   * the focus), not with the index: a list shown unsearched never needs them.
   */
  readonly runs: readonly Run[];
  /** Built on the first query that needs close matches, then kept for the list's lifetime. */
  fuzzy: FuzzyIndex | null;
};

type Run = {
  /** Lower-cased "name code": what a real match must contain. */
  key: string;
  name: string;
  code: string;
  start: number;
  end: number;
};

/**
 * The index of one list. Its runs wait for the first search: lower-casing and grouping 16 000
 * papers' names and codes takes 11-16 ms the first time in Node on a 2-core machine, about four
 * times that on a phone's CPU (the benches' 4×), and it was done in the render that first showed
 * the whole list.
 */
export function prepareRankedIndex<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchFields,
): RankedIndex<T> {
  let runs: readonly Run[] | null = null;
  return {
    items,
    get runs() {
      runs ??= runsOf(items, fieldsOf);
      return runs;
    },
    fuzzy: null,
  };
}

function runsOf<T>(items: readonly T[], fieldsOf: (item: T) => SearchFields): Run[] {
  const runs: Run[] = [];
  let last: Run | undefined;
  items.forEach((item, i) => {
    const { name, code = '' } = fieldsOf(item);
    const lowerName = name.toLowerCase();
    const lowerCode = code.toLowerCase();
    const key = lowerCode ? `${lowerName} ${lowerCode}` : lowerName;
    if (last && last.key === key) {
      last.end = i + 1;
    } else {
      last = { key, name: lowerName, code: lowerCode, start: i, end: i + 1 };
      runs.push(last);
    }
  });
  return runs;
}

export type RankedResult<T> = {
  /** Every real match, ranked: exact code, code prefix, name prefix, any other substring. */
  matches: readonly T[];
  /** Close matches (typos, word order), never a real match; at most CLOSE_MATCH_LIMIT. */
  close: readonly T[];
  /**
   * The query wants close matches but the matcher is still loading
   * (loadCloseMatcher): `close` is empty until it is in, and the same search
   * then returns them.
   */
  closePending: boolean;
};

/**
 * Close matches are looked for on every query long enough to be a word, also
 * when there are real matches (a student typing "operating sytems" may see
 * "Operating Systems Lab" as a real match and still want "Operating Systems").
 * They are computed once per query (kept in the trail) from the distinct keys,
 * never from every item, skip every run that is already a real match, and are
 * capped; they always come after the real matches.
 */
export const CLOSE_MATCH_LIMIT = 30;
/** Shorter queries are still being typed; longer ones are not a course name. */
const FUZZY_MIN_LENGTH = 3;
const FUZZY_MAX_LENGTH = 60;

type Narrowed = {
  needle: string;
  positions: number[] | null;
  ranked?: RankedResult<unknown>;
  /** The real runs in ranked order: what `ranked.matches` was copied from. */
  order?: number[];
};

export type RankedSearch<T> = {
  search(index: RankedIndex<T>, text: string): RankedResult<T>;
};

/**
 * The ranked search of one list page. Like createIncrementalSearch, a query
 * that extends the previous one scans only the previous matches, and erasing
 * a character is a lookup; the ranking of each query is kept beside its matches.
 * A query whose matches (or close matches) are the same as the shorter one's
 * gets the very same array back ("comp" → "compu" often finds the same
 * courses), so a memoized list sees nothing new and does not render again.
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
        const shorter = step;
        step = { needle, positions: narrowPositions(index, shorter?.positions ?? null, needle) };
        rank(index, step, shorter);
        trail.push(step);
      } else if (step.ranked?.closePending && matcher) {
        // A ranking made before the matcher loaded is made again once it is in (once per query).
        rank(index, step, undefined);
      }
      return step.ranked as RankedResult<T>;
    },
  };
}

/**
 * A throwaway search of the index, for a moment before the student types (the search box got the
 * focus): it builds the close matches' index and runs the narrowing and ranking code once, which
 * the first real keys otherwise pay for (at 50 000 papers the first query's keys were the slowest).
 */
export function warmRankedSearch<T>(index: RankedIndex<T>): void {
  const search = createRankedSearch<T>();
  for (const text of ['e', 'en', 'eng']) search.search(index, text);
}

function narrowPositions<T>(
  index: RankedIndex<T>,
  from: number[] | null,
  needle: string,
): number[] | null {
  if (!needle) return null;
  const out: number[] = [];
  const { runs } = index;
  if (from) {
    for (const r of from) if (runs[r]!.key.includes(needle)) out.push(r);
  } else {
    for (let r = 0; r < runs.length; r += 1) if (runs[r]!.key.includes(needle)) out.push(r);
  }
  return out;
}

const EMPTY: readonly never[] = [];

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);
const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The items of the runs, in the runs' order. Neighbouring runs are copied as
 * one slice (a query's matches are mostly long stretches of the sorted list),
 * which the engine copies much faster than item by item.
 */
function copyRuns<T>(index: RankedIndex<T>, order: readonly number[]): readonly T[] {
  const slices: (readonly T[])[] = [];
  let start = -1;
  let end = -1;
  for (const r of order) {
    const run = index.runs[r]!;
    if (run.start === end) {
      end = run.end;
      continue;
    }
    if (start >= 0) slices.push(index.items.slice(start, end));
    start = run.start;
    end = run.end;
  }
  if (start >= 0) slices.push(index.items.slice(start, end));
  return slices.length === 1 ? slices[0]! : ([] as T[]).concat(...slices);
}

/** Ranks one step's real matches and finds its close ones; arrays equal to the shorter query's are that query's own. */
function rank<T>(index: RankedIndex<T>, step: Narrowed, shorter: Narrowed | undefined): void {
  const { positions, needle } = step;
  if (positions === null) {
    step.ranked = { matches: index.items, close: EMPTY, closePending: false };
    return;
  }
  const term = needle.trim();
  const buckets: number[][] = [[], [], [], []];
  for (const r of positions) {
    const run = index.runs[r]!;
    const bucket =
      term && run.code === term
        ? 0
        : term && run.code.startsWith(term)
          ? 1
          : run.name.startsWith(term)
            ? 2
            : 3;
    buckets[bucket]!.push(r);
  }
  const order = buckets.flat();
  const before = shorter?.ranked as RankedResult<T> | undefined;
  let matches: readonly T[];
  if (before && shorter?.order && sameNumbers(order, shorter.order)) {
    matches = before.matches;
  } else {
    matches = copyRuns(index, order);
  }
  const found = closeMatches(index, positions, term);
  const closePending = found === null;
  let close = found ?? EMPTY;
  if (before && sameItems(close, before.close)) close = before.close;
  step.order = order;
  step.ranked =
    before &&
    matches === before.matches &&
    close === before.close &&
    closePending === before.closePending
      ? before
      : { matches, close, closePending };
}

let matcher: Pick<typeof import('./close-matcher'), 'buildFuzzy' | 'closeKeys'> | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the close-match matcher (./close-matcher.ts, uFuzzy) in a chunk of its own: no first
 * screen searches, so it is fetched on the first query that wants close matches (or earlier by
 * calling this). Resolves once close matches can be computed; a failed load is tried again on the
 * next call.
 */
export function loadCloseMatcher(): Promise<void> {
  return (loading ??= import('./close-matcher').then(
    ({ buildFuzzy, closeKeys }) => {
      matcher = { buildFuzzy, closeKeys };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Close matches of the term; null while the matcher is still loading (the load is started). */
function closeMatches<T>(index: RankedIndex<T>, real: number[], term: string): readonly T[] | null {
  if (term.length < FUZZY_MIN_LENGTH || term.length > FUZZY_MAX_LENGTH) return EMPTY;
  // Every run is a real match already (a one-course list): nothing is left to be close.
  if (real.length === index.runs.length) return EMPTY;
  const close = matcher;
  if (!close) {
    // Close matches wait for the matcher; a failed load leaves them out (the real ones still show).
    loadCloseMatcher().catch(() => undefined);
    return null;
  }
  const fuzzy = (index.fuzzy ??= close.buildFuzzy(index.runs));
  const order = close.closeKeys(fuzzy, term);
  // A real match's key contains the text, so its whole run is real: skip by run.
  const isReal = new Set(real);
  const out: T[] = [];
  for (const at of order) {
    for (const r of fuzzy.runs[at] ?? []) {
      if (isReal.has(r)) continue;
      const run = index.runs[r]!;
      for (let i = run.start; i < run.end; i += 1) {
        out.push(index.items[i] as T);
        if (out.length >= CLOSE_MATCH_LIMIT) return out;
      }
    }
  }
  return out;
}
