/**
 * What the search's floor page (search-floor-page.tsx) shows for each text typed, worked out at
 * load, before the first key: the count and the first rows /cat1papers shows for it, found with
 * the page's own search (its fields, order and close matches).
 */
import { comparePapers, type Paper } from '@vithelper/contracts/papers';
import { createRankedSearch, loadCloseMatcher, prepareRankedIndex } from '@vithelper/list-search';
import { CLOSE_FIRST, paperSearchFields } from '@vithelper/exams/bench';

export type FloorData = {
  label: string;
  total: number;
  papers: Paper[];
  /** Lower-cased text → how many it matched and the indexes (in `papers`) of its rows. */
  shown: Record<string, { count: number; rows: number[] }>;
};

/**
 * Every text the queries pass through (each prefix, lower-cased) → its count and its first `rows`
 * papers: its real matches, else its first close matches.
 */
export async function floorData(
  papers: readonly Paper[],
  queries: readonly string[],
  label: string,
  rows: number,
): Promise<FloorData> {
  await loadCloseMatcher();
  const index = prepareRankedIndex([...papers].sort(comparePapers), paperSearchFields);
  const search = createRankedSearch<Paper>();
  const used: Paper[] = [];
  const at = new Map<Paper, number>();
  const place = (paper: Paper) => {
    if (!at.has(paper)) {
      at.set(paper, used.length);
      used.push(paper);
    }
    return at.get(paper)!;
  };
  const shown: FloorData['shown'] = {};
  for (const query of queries) {
    for (let end = 0; end <= query.length; end += 1) {
      const text = query.slice(0, end).toLowerCase();
      const { matches, close } = search.search(index, text);
      const first = matches.length > 0 ? matches.slice(0, rows) : close.slice(0, CLOSE_FIRST);
      shown[text] = { count: matches.length, rows: first.map(place) };
    }
  }
  return { label, total: papers.length, papers: used, shown };
}
