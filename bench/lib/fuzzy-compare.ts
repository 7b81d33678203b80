/**
 * The fuzzy libraries side by side on our own papers (part of npm run bench:search):
 * index build time, the time of one query, and whether the typo queries find
 * their course, on the 50 000-paper list the browser run uses. Runs in Node,
 * so it compares the libraries, not the page.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import uFuzzy from '@leeoniya/ufuzzy';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import type { Paper } from '@vithelper/contracts/papers';
import { quantile, round } from './stats';
/** One library's figures (ms) on the same papers. */
export type FuzzyFigures = {
  distinctKeys: number;
  buildMs: number | null;
  buildAllMs: number | null;
  queryP50Ms: number | null;
  queryP95Ms: number | null;
  queryAllP95Ms: number | null;
  typosFound: string;
};

/** Typo and word-order queries and the course each should find. */
const TYPO_QUERIES: [query: string, course: string][] = [
  ['opertaing systems', 'Operating Systems'],
  ['calculas', 'Calculus for Engineers'],
  ['systems operating', 'Operating Systems'],
  ['compter graphics', 'Computer Graphics'],
  ['digtal signal', 'Digital Signal Processing'],
];
const REPEAT = 20;

function time<T>(fn: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
}

/** Each candidate: build(keys) → search(query) → indexes into keys, best first. */
const candidates: Record<string, (keys: string[]) => (query: string) => number[]> = {
  // The app dedupes keys first (papers of one course share a key); the libraries get the same input.
  'uFuzzy 1.0.19': (keys) => {
    const uf = new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 });
    return (q) => {
      const terms = q.split(/\s+/).length;
      const [idxs, info, order] = uf.search(keys, q, terms > 1 ? 1 : 0, 1000);
      if (!idxs) return [];
      return info && order ? order.map((k) => info.idx[k]!) : idxs;
    };
  },
  'Fuse.js 7.5.0': (keys) => {
    const fuse = new Fuse(keys, { threshold: 0.4, ignoreLocation: true, useExtendedSearch: false });
    return (q) => fuse.search(q, { limit: 30 }).map((r) => r.refIndex);
  },
  'MiniSearch 7.2.0': (keys) => {
    const ms = new MiniSearch({ fields: ['text'], storeFields: [] });
    ms.addAll(keys.map((text, id) => ({ id, text })));
    return (q) =>
      ms
        .search(q, { fuzzy: 0.25, prefix: true, combineWith: 'AND' })
        .slice(0, 30)
        .map((r) => r.id as number);
  },
};

export function compareFuzzy(papers: readonly Paper[]): Record<string, FuzzyFigures> {
  const all = papers.map((p) => `${p.name[0]} ${p.name[1]}`.toLowerCase());
  const keys = [...new Set(all)];
  const results: Record<string, FuzzyFigures> = {};
  // Warm every library up once so the first one measured does not pay for the JIT alone.
  for (const make of Object.values(candidates)) make(keys.slice(0, 10))('warm');
  for (const [name, make] of Object.entries(candidates)) {
    const built = time(() => make(keys));
    // The whole list, not deduped: what an index over every paper would cost.
    const builtAll = time(() => make(all));
    const search = built.value;
    const queryMs: number[] = [];
    const queryAllMs: number[] = [];
    let found = 0;
    for (const [q, course] of TYPO_QUERIES) {
      const hits = search(q).slice(0, 5);
      if (hits.some((i) => keys[i]?.startsWith(course.toLowerCase()))) found += 1;
      for (let r = 0; r < REPEAT; r += 1) queryMs.push(time(() => search(q)).ms);
      for (let r = 0; r < 3; r += 1) queryAllMs.push(time(() => builtAll.value(q)).ms);
    }
    results[name] = {
      distinctKeys: keys.length,
      buildMs: round(built.ms),
      buildAllMs: round(builtAll.ms),
      queryP50Ms: round(quantile(queryMs, 0.5)),
      queryP95Ms: round(quantile(queryMs, 0.95)),
      queryAllP95Ms: round(quantile(queryAllMs, 0.95)),
      typosFound: `${found} of ${TYPO_QUERIES.length}`,
    };
  }
  return results;
}

/** A seed's CAT-1 papers (name = [course title, course code, ...]), as the site stores them. */
export function readSeedPapers(seedFile: string): Paper[] {
  const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as { cat1?: Record<string, Paper> };
  return Object.values(seed.cat1 ?? {});
}
