/**
 * Searches the static "inside papers" index (./format.ts): it loads the manifest, only the term
 * shards the query's words live in, then the text fragments of the best papers for their
 * snippets. `load` reads a file of the index by its path under search/<kind>/ (fetch in the
 * exams remote's worker, memory or the file system in tests and benchmarks).
 */
import type { Engine, QueryWord, Segment } from './engine';
import { fragmentPath, MANIFEST_FILE, readManifest, shardPath, type RecentDoc } from './format';
import { hitWord, QUESTION_TABLE_VERSION, questionAt, type HitQuestion } from './questions';

/** Reads the texts stored since `since`; its failure leaves the static results alone. */
export type LoadRecent = (since: number) => Promise<RecentDoc[]>;

type InsideHit = {
  id: string;
  page: number;
  segments: Segment[];
  /** The question of the paper the hit is in, when the index knows the paper's questions. */
  question?: HitQuestion;
};
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
  loadRecent?: LoadRecent,
): Promise<InsideResult> {
  const wanted: QueryWord[] = engine.queryWords(query);
  const words = wanted.map((w) => w.stem);
  if (wanted.length === 0) return { hits: [], total: 0, words };
  const manifest = readManifest(await load(MANIFEST_FILE));
  // Papers published since the build: a few, searched page by page (no index needed), listed
  // first. Without them (offline, refused) the static index still answers.
  const recentHits: InsideHit[] = [];
  const recentIds = new Set<string>();
  if (loadRecent) {
    let recent: RecentDoc[] = [];
    try {
      recent = await loadRecent(typeof manifest.at === 'number' ? manifest.at : 0);
    } catch {
      recent = [];
    }
    const scored: Array<{ hit: InsideHit; score: number }> = [];
    for (const doc of Array.isArray(recent) ? recent : []) {
      if (!doc || typeof doc.id !== 'string' || !Array.isArray(doc.pages)) continue;
      let best: { page: number; score: number } | null = null;
      doc.pages.forEach((text, index) => {
        if (typeof text !== 'string') return;
        const pageWords = engine.words(text);
        let score = 0;
        for (const word of wanted) {
          let count = 0;
          for (const candidate of pageWords) if (engine.matches(candidate, [word])) count += 1;
          if (count === 0) return;
          score += count;
        }
        if (!best || score > best.score) best = { page: index + 1, score };
      });
      if (!best) continue;
      const found: { page: number; score: number } = best;
      recentIds.add(doc.id);
      scored.push({
        hit: {
          id: doc.id,
          page: found.page,
          segments: engine.snippet(doc.pages[found.page - 1]!, wanted),
        },
        score: found.score,
      });
    }
    scored.sort((a, b) => b.score - a.score);
    for (const { hit } of scored.slice(0, limit)) recentHits.push(hit);
  }
  const keys = new Set(manifest.keys);

  // Each query word: its pages as sorted keys (ordinal * SLOTS + page) with their counts, from
  // the exact stem, or from every term it starts when it is still growing. Plain arrays and a
  // merge of sorted lists: a common word at 50 000 papers has tens of thousands of pages.
  const SLOTS = 4096;
  const perWord: Array<{ keys: number[]; counts: number[] }> = [];
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
    const tables = (await Promise.all(
      [...shards].map((key) => load(shardPath(manifest.build, key))),
    )) as Array<Record<string, number[]>>;
    const lists: number[][] = [];
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
        lists.push(flat);
      }
    }
    let entries: number[] = []; // key, count, key, count... ascending keys
    for (const flat of lists) {
      const decoded: number[] = [];
      let ord = 0;
      for (let i = 0; i + 2 < flat.length; i += 3) {
        ord += flat[i]!;
        decoded.push(ord * SLOTS + Math.min(SLOTS - 1, flat[i + 1]!), flat[i + 2]!);
      }
      entries = entries.length === 0 ? decoded : mergeSum(entries, decoded);
    }
    const keyList: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < entries.length; i += 2) {
      keyList.push(entries[i]!);
      counts.push(entries[i + 1]!);
    }
    perWord.push({ keys: keyList, counts });
  }

  /** Two ascending (key, count) lists as one, the counts of a key in both added. */
  function mergeSum(a: number[], b: number[]): number[] {
    const out: number[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (j >= b.length || (i < a.length && a[i]! < b[j]!)) {
        out.push(a[i]!, a[i + 1]!);
        i += 2;
      } else if (i >= a.length || b[j]! < a[i]!) {
        out.push(b[j]!, b[j + 1]!);
        j += 2;
      } else {
        out.push(a[i]!, a[i + 1]! + b[j + 1]!);
        i += 2;
        j += 2;
      }
    }
    return out;
  }

  // Pages that hold every word (the shortest list first), each scored BM25-like.
  perWord.sort((a, b) => a.keys.length - b.keys.length);
  const weight = (count: number, df: number) =>
    (Math.log(1 + manifest.pages / Math.max(1, df)) * count * 2.2) / (count + 1.2);
  let pageKeys: number[] = perWord[0]!.keys;
  let pageScores: number[] = perWord[0]!.counts.map((c) => weight(c, perWord[0]!.keys.length));
  for (let w = 1; w < perWord.length && pageKeys.length > 0; w += 1) {
    const other = perWord[w]!;
    const df = other.keys.length;
    const nextKeys: number[] = [];
    const nextScores: number[] = [];
    let j = 0;
    for (let i = 0; i < pageKeys.length; i += 1) {
      const key = pageKeys[i]!;
      while (j < other.keys.length && other.keys[j]! < key) j += 1;
      if (j < other.keys.length && other.keys[j] === key) {
        nextKeys.push(key);
        nextScores.push(pageScores[i]! + weight(other.counts[j]!, df));
      }
    }
    pageKeys = nextKeys;
    pageScores = nextScores;
  }

  // The best page of each paper (its pages are side by side), then the best papers.
  type Entry = { ord: number; page: number; score: number };
  const top: Entry[] = [];
  let total = 0;
  let paper: Entry | null = null;
  const offer = (entry: Entry) => {
    total += 1;
    if (top.length === limit && entry.score <= top[top.length - 1]!.score) return;
    let at = top.length;
    while (at > 0 && top[at - 1]!.score < entry.score) at -= 1;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  };
  for (let i = 0; i < pageKeys.length; i += 1) {
    const ord = Math.floor(pageKeys[i]! / SLOTS);
    const page = pageKeys[i]! % SLOTS;
    const score = pageScores[i]!;
    if (paper && paper.ord === ord) {
      if (score > paper.score) paper = { ord, page, score };
    } else {
      if (paper) offer(paper);
      paper = { ord, page, score };
    }
  }
  if (paper) offer(paper);
  const shown = top.slice(0, Math.max(0, limit - recentHits.length));
  const fragments = (await Promise.all(
    shown.map((entry) => load(fragmentPath(manifest.build, entry.ord))),
  )) as Array<{ id: string; pages: string[]; q?: unknown }>;
  const tables = manifest.q === QUESTION_TABLE_VERSION;
  const hits: InsideHit[] = [...recentHits];
  let twice = 0;
  shown.forEach((entry, index) => {
    const fragment = fragments[index];
    const text = fragment?.pages?.[entry.page - 1];
    if (!fragment || typeof fragment.id !== 'string' || typeof text !== 'string') {
      throw new Error('A search index file is damaged.');
    }
    // A paper in both (its text stored again after the build): its recent text wins.
    if (recentIds.has(fragment.id)) {
      twice += 1;
      return;
    }
    const question = tables
      ? questionAt(fragment.q, entry.page, hitWord(engine, text, wanted))
      : null;
    hits.push({
      id: fragment.id,
      page: entry.page,
      segments: engine.snippet(text, wanted),
      ...(question ? { question } : {}),
    });
  });
  return { hits, total: total + recentIds.size - twice, words };
}
