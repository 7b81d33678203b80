/**
 * Searches the static "inside papers" index (written by scripts/search/build-index.ts): it loads
 * the manifest, only the term shards the query's words live in, then the text fragments of the
 * best papers for their snippets. `load` reads a file of the index (fetch in the worker, the file
 * system in tests and benchmarks).
 *
 * SELF-CONTAINED like ./engine.ts: the worker is started from `String(searchInsidePapers)`.
 *
 * Index layout, under search/<kind>/:
 *   manifest.json          { v, build, papers, pages, keys: shard keys, bytes }
 *   <build>/t/<key>.json   { term: [paper ordinal delta, page, count, ...] }  (sorted by ordinal)
 *   <build>/p/<ord>.json   { id, pages: [text of page 1, ...] }
 */
import type { Engine, QueryWord, Segment } from './engine';

export const INDEX_VERSION = 1;

export type IndexManifest = {
  v: number;
  build: string;
  papers: number;
  pages: number;
  keys: string[];
  /** Bytes of every file of this build (what "make search work offline" would fetch). */
  bytes: number;
};

export type InsideHit = { id: string; page: number; segments: Segment[] };
export type InsideResult = {
  hits: InsideHit[];
  /** Papers with a page that has every word of the query. */
  total: number;
  /** The query's words as they were matched (for the viewer's hl=). */
  words: string[];
};

export async function searchInsidePapers(
  engine: Engine,
  load: (path: string) => Promise<unknown>,
  query: string,
  limit = 8,
): Promise<InsideResult> {
  const wanted: QueryWord[] = engine.queryWords(query);
  const words = wanted.map((w) => w.stem);
  if (wanted.length === 0) return { hits: [], total: 0, words };
  const manifest = (await load('manifest.json')) as IndexManifest;
  if (!manifest || manifest.v !== 1 || !Array.isArray(manifest.keys)) {
    throw new Error('The search index is not readable.');
  }
  const keys = new Set(manifest.keys);
  const shardPath = (key: string) => `${manifest.build}/t/${engine.shardFile(key)}.json`;

  // Each query word: its postings (from the exact stem, or every term it starts when it is a prefix).
  type Postings = Map<number, Map<number, number>>; // ordinal -> page -> count
  const perWord: Array<{ postings: Postings; df: number }> = [];
  for (const word of wanted) {
    // Each term lives in one shard; a growing word may need the few shards under its prefix.
    const shards = new Set<string>();
    for (const term of [word.stem, word.whole]) {
      const home = engine.shardOf(term, keys);
      if (home !== null) shards.add(home);
    }
    if (word.prefix) {
      for (const key of manifest.keys) {
        if (shards.size >= 4) break;
        if (key.length > word.stem.length && key.startsWith(word.stem)) shards.add(key);
      }
    }
    const postings: Postings = new Map();
    let df = 0;
    const tables = (await Promise.all([...shards].map((key) => load(shardPath(key))))) as Array<
      Record<string, number[]>
    >;
    for (const table of tables) {
      if (!table || typeof table !== 'object') throw new Error('A search index file is damaged.');
      const terms = word.prefix
        ? Object.keys(table)
            .filter((term) => term.startsWith(word.stem) || term === word.whole)
            .slice(0, 40)
        : Object.prototype.hasOwnProperty.call(table, word.stem)
          ? [word.stem]
          : [];
      for (const term of terms) {
        const flat = table[term];
        if (!Array.isArray(flat)) throw new Error('A search index file is damaged.');
        let ord = 0;
        for (let i = 0; i + 2 < flat.length; i += 3) {
          ord += flat[i]!;
          const page = flat[i + 1]!;
          let pages = postings.get(ord);
          if (!pages) {
            pages = new Map();
            postings.set(ord, pages);
          }
          pages.set(page, (pages.get(page) ?? 0) + flat[i + 2]!);
          df += 1;
        }
      }
    }
    perWord.push({ postings, df });
  }

  // Pages scored by how many of the query's words they hold, then BM25-like weight of each.
  const scores = new Map<string, { ord: number; page: number; covered: number; score: number }>();
  for (const { postings, df } of perWord) {
    const idf = Math.log(1 + manifest.pages / Math.max(1, df));
    for (const [ord, pages] of postings) {
      for (const [page, count] of pages) {
        const id = `${ord}:${page}`;
        const entry = scores.get(id) ?? { ord, page, covered: 0, score: 0 };
        entry.covered += 1;
        entry.score += (idf * count * 2.2) / (count + 1.2);
        scores.set(id, entry);
      }
    }
  }
  // Best page of each paper; every-word pages first.
  const best = new Map<number, { ord: number; page: number; covered: number; score: number }>();
  for (const entry of scores.values()) {
    const current = best.get(entry.ord);
    if (
      !current ||
      entry.covered > current.covered ||
      (entry.covered === current.covered && entry.score > current.score)
    ) {
      best.set(entry.ord, entry);
    }
  }
  const all = wanted.length;
  const ranked = [...best.values()]
    .filter((entry) => entry.covered === all)
    .sort((a, b) => b.score - a.score || a.ord - b.ord);
  const top = ranked.slice(0, limit);
  const fragments = (await Promise.all(
    top.map((entry) => load(`${manifest.build}/p/${entry.ord}.json`)),
  )) as Array<{ id: string; pages: string[] }>;
  const hits: InsideHit[] = [];
  top.forEach((entry, index) => {
    const fragment = fragments[index];
    const text = fragment?.pages?.[entry.page - 1];
    if (!fragment || typeof fragment.id !== 'string' || typeof text !== 'string') {
      throw new Error('A search index file is damaged.');
    }
    hits.push({ id: fragment.id, page: entry.page, segments: engine.snippet(text, wanted) });
  });
  return { hits, total: ranked.length, words };
}
