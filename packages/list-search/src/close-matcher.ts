import UFuzzy from '@leeoniya/ufuzzy';

/**
 * What only close matches need, in a chunk of its own (loadCloseMatcher in ./filter.ts): uFuzzy,
 * its settings and the index of distinct keys arrive a moment before the first query that wants
 * close matches, not with the list page.
 */

// One error per word (a swapped, missing, extra or wrong letter), words in any order.
const matcher = new UFuzzy({
  intraMode: 1,
  intraIns: 1,
  intraSub: 1,
  intraTrn: 1,
  intraDel: 1,
  interIns: Infinity,
});
/** Words tried in every order up to this many (the permutations grow fast). */
const OUT_OF_ORDER_MAX_TERMS = 4;

export type FuzzyIndex = {
  /** Each distinct key once. */
  haystack: string[];
  /** The runs with each distinct key, in list order. */
  runs: number[][];
};

/** The distinct keys of a list's runs, each with the runs that have it. */
export function buildFuzzy(runs: readonly { key: string }[]): FuzzyIndex {
  const slot = new Map<string, number>();
  const haystack: string[] = [];
  const byKey: number[][] = [];
  runs.forEach((run, r) => {
    let at = slot.get(run.key);
    if (at === undefined) {
      at = haystack.length;
      slot.set(run.key, at);
      haystack.push(run.key);
      byKey.push([]);
    }
    byKey[at]!.push(r);
  });
  return { haystack, runs: byKey };
}

/** The distinct keys close to the term, closest first (positions in `haystack`). */
export function closeKeys(fuzzy: FuzzyIndex, term: string): readonly number[] {
  const terms = term.split(/\s+/).length;
  try {
    const [idxs, info, sorted] = matcher.search(
      fuzzy.haystack,
      term,
      terms > 1 && terms <= OUT_OF_ORDER_MAX_TERMS ? 1 : 0,
      1000,
    );
    if (!idxs) return [];
    return info && sorted ? sorted.map((k) => info.idx[k] as number) : idxs;
  } catch {
    // A query the matcher cannot read has no close matches; the real ones still show.
    return [];
  }
}
