/**
 * The "inside papers" part of npm run bench:search: builds the static index
 * (@vithelper/search-index/build, as scripts/search/build-index.ts) over 5 000 and 50 000 papers of generated text (two to four
 * pages each, drawn like the sample PDFs from scripts/content/data/questions.ts with their
 * numbers varied: bench/lib/inside-papers-text.ts) and runs the worker's own search code
 * (searchInsidePapers) against it in Node: bytes a query downloads (as served compressed), query
 * time cold and warm, the offline size and the build time. Beside it, the other approaches
 * measured: one MiniSearch index of every page, which a query must download whole; and
 * Pagefind's bundle of the same pages, queried in Chromium (bench/lib/pagefind.ts).
 * docs/search-inside-papers.md.
 */
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { insidePapersEngine, searchInsidePapers } from '@vithelper/search-index';
import { buildIndexFiles } from '@vithelper/search-index/build';
import { FIRST_QUERY, generatePaperText, NEXT_QUERIES } from './inside-papers-text';
import { measurePagefind, type PagefindFigures } from './pagefind';

const PAGEFIND_SIZES = (process.env.BENCH_PAGEFIND_SIZES ?? '5000').split(',').map(Number);
import { kb, quantile, round, table } from './stats';

type InsidePapersFigures = {
  papers: number;
  pages: number;
  distinctTerms: number;
  shards: number;
  buildMs: number;
  /** Compressed (gzip) bytes of the manifest, shards and fragments the first query fetched. */
  firstQueryKB: number | null;
  /** Bytes the next ten different queries fetched, after the first (files already fetched are not fetched again). */
  nextTenKB: number | null;
  nextTenMaxKB: number | null;
  coldP95Ms: number | null;
  warmP50Ms: number | null;
  warmP95Ms: number | null;
  /** The same warm queries in this process's CPU time: what other processes on the machine barely move. */
  warmCpuP95Ms: number | null;
  /** Every file of the index, each compressed on its own (what fetching them all would cost). */
  offlineMB: number | null;
  /** The same files packed 500 fragments to a file before compressing (the form an offline download would take). */
  offlinePackedMB: number | null;
  /** MiniSearch: one index of every page, fetched whole by the first query. */
  miniSearch: { buildMs: number; indexMB: number | null; queryP95Ms: number | null };
  /** Pagefind's bundle of the same pages in Chromium, or why it could not be measured. */
  pagefind: PagefindFigures | { notMeasured: string };
};

const gz = (text: string) => gzipSync(text, { level: 6 }).length;

async function measureInsidePapers(count: number, offset: number): Promise<InsidePapersFigures> {
  const docs = Array.from({ length: count }, (_, i) => generatePaperText(i));
  const started = performance.now();
  const { files, manifest } = buildIndexFiles(docs);
  const buildMs = performance.now() - started;

  const sizes = new Map<string, number>();
  const sizeOf = (path: string) => {
    let size = sizes.get(path);
    if (size === undefined) {
      size = gz(files.get(path) ?? '');
      sizes.set(path, size);
    }
    return size;
  };
  const engine = insidePapersEngine();
  /** A client: what it fetched, and its parsed files (the worker keeps them for the visit). */
  const client = () => {
    const parsed = new Map<string, unknown>();
    let bytes = 0;
    const load = (path: string) => {
      let value = parsed.get(path);
      if (value === undefined) {
        bytes += sizeOf(path);
        const text = files.get(path);
        if (text === undefined) return Promise.reject(new Error(`404 ${path}`));
        value = JSON.parse(text);
        parsed.set(path, value);
      }
      return Promise.resolve(value);
    };
    return {
      search: (query: string) => searchInsidePapers(engine, load, query),
      take: () => {
        const taken = bytes;
        bytes = 0;
        return taken;
      },
    };
  };

  const browser = client();
  const first = await browser.search(FIRST_QUERY);
  if (first.hits.length === 0) throw new Error(`"${FIRST_QUERY}" found nothing`);
  const firstBytes = browser.take();
  const nextBytes: number[] = [];
  for (const query of NEXT_QUERIES) {
    await browser.search(query);
    nextBytes.push(browser.take());
  }

  const queries = [FIRST_QUERY, ...NEXT_QUERIES];
  const timed = async (fn: () => Promise<unknown>) => {
    const at = performance.now();
    await fn();
    return performance.now() - at;
  };
  const cold: number[] = [];
  for (const query of queries) cold.push(await timed(() => client().search(query)));
  const warm: number[] = [];
  const warmCpu: number[] = [];
  for (let round_ = 0; round_ < 5; round_ += 1) {
    for (const query of queries) {
      const cpu = process.cpuUsage();
      warm.push(await timed(() => browser.search(query)));
      const used = process.cpuUsage(cpu);
      warmCpu.push((used.user + used.system) / 1000);
    }
  }

  // Every file a query may fetch, one by one; and what the offline switch downloads: the term
  // shards and the build's packs of fragments (@vithelper/search-index/build, PACK_SIZE).
  let offline = 0;
  let packed = 0;
  for (const path of files.keys()) {
    if (path.includes('/pack/')) packed += sizeOf(path);
    else offline += sizeOf(path);
    if (path.includes('/t/') || path === 'manifest.json') packed += sizeOf(path);
  }

  // The other approach: MiniSearch over every page, one file, fetched whole on the first query.
  const miniStarted = performance.now();
  const mini = new MiniSearch<{ id: string; text: string }>({
    fields: ['text'],
    processTerm: (term) => {
      const words = engine.words(term);
      return words.length ? engine.stem(words[0]!) : null;
    },
  });
  for (const doc of docs) {
    doc.pages.forEach((text, page) => mini.add({ id: `${doc.id}:${page + 1}`, text }));
  }
  const miniJson = JSON.stringify(mini);
  const miniBuildMs = performance.now() - miniStarted;
  const miniTimes: number[] = [];
  for (let r = 0; r < 5; r += 1) {
    for (const query of queries) {
      const at = performance.now();
      mini.search(query, { prefix: true, combineWith: 'AND' });
      miniTimes.push(performance.now() - at);
    }
  }

  let pagefind: InsidePapersFigures['pagefind'];
  try {
    // Pagefind's build of 50 000 papers takes many minutes on this machine: measured where
    // BENCH_PAGEFIND_SIZES names the size (default 5000), so the routine run stays short.
    if (!PAGEFIND_SIZES.includes(count)) {
      throw new Error(`not measured at ${count} papers (BENCH_PAGEFIND_SIZES=${PAGEFIND_SIZES})`);
    }
    pagefind = await measurePagefind(docs, queries, offset);
  } catch (error) {
    // Our index's and MiniSearch's figures still stand.
    const why = (error as Error).message?.split('\n')[0] ?? String(error);
    console.error(`[bench:search] Pagefind at ${count} papers could not be measured: ${why}`);
    pagefind = { notMeasured: why };
  }

  return {
    papers: manifest.papers,
    pages: manifest.pages,
    distinctTerms: [...files.entries()]
      .filter(([p]) => p.includes('/t/'))
      .reduce((n, [, text]) => n + Object.keys(JSON.parse(text) as object).length, 0),
    shards: manifest.keys.length,
    buildMs: Math.round(buildMs),
    firstQueryKB: kb(firstBytes),
    nextTenKB: kb(nextBytes.reduce((a, b) => a + b, 0)),
    nextTenMaxKB: kb(Math.max(...nextBytes)),
    coldP95Ms: round(quantile(cold, 0.95)),
    warmP50Ms: round(quantile(warm, 0.5), 2),
    warmP95Ms: round(quantile(warm, 0.95), 2),
    warmCpuP95Ms: round(quantile(warmCpu, 0.95), 2),
    offlineMB: round(offline / 1024 / 1024, 1),
    offlinePackedMB: round(packed / 1024 / 1024, 1),
    miniSearch: {
      buildMs: Math.round(miniBuildMs),
      indexMB: round(gz(miniJson) / 1024 / 1024, 1),
      queryP95Ms: round(quantile(miniTimes, 0.95), 2),
    },
    pagefind,
  };
}

/** What bench/results/inside-papers.json holds: papers → figures. */
export type InsidePapersResults = { date: string; sizes: Record<string, InsidePapersFigures> };

/** The three approaches side by side, per size: what a query costs and what offline weighs. */
function approachesReport(r: InsidePapersResults): string {
  const rows = Object.values(r.sizes).flatMap((f) => {
    const p = f.pagefind;
    return [
      [
        f.papers,
        'ours (sharded, Node)',
        f.buildMs,
        f.firstQueryKB,
        `${f.nextTenKB} (${f.nextTenMaxKB})`,
        f.coldP95Ms,
        `${f.warmP50Ms} / ${f.warmP95Ms}`,
        `${f.offlineMB} / ${f.offlinePackedMB} packed`,
      ],
      [
        f.papers,
        'MiniSearch (whole, Node)',
        f.miniSearch.buildMs,
        `${f.miniSearch.indexMB} MB`,
        0,
        '—',
        `— / ${f.miniSearch.queryP95Ms}`,
        f.miniSearch.indexMB,
      ],
      'notMeasured' in p
        ? [f.papers, 'Pagefind', `not measured: ${p.notMeasured}`]
        : [
            f.papers,
            `Pagefind ${p.version} (Chromium)`,
            p.buildMs,
            `${p.firstQueryKB} (code ${p.firstQueryCodeKB})`,
            `${p.nextTenKB} (${p.nextTenMaxKB})`,
            p.coldP95Ms,
            `${p.warmP50Ms} / ${p.warmP95Ms}`,
            `${p.offlineMB} (${p.files} files)`,
          ],
    ];
  });
  return table(
    `Inside papers, three approaches on the same pages (Pagefind: the top 8 hits' data loaded after each query; KB as served)`,
    [
      'papers',
      'approach',
      'build ms',
      'first query KB',
      'next 10 KB (max)',
      'cold p95 ms',
      'warm p50 / p95 ms',
      'offline MB',
    ],
    rows,
  );
}

function insidePapersReport(r: InsidePapersResults): string {
  return `${table(
    `Inside papers: static sharded index vs one MiniSearch index (Node, the worker's own search code; KB/MB gzip as served; first query "${FIRST_QUERY}", then ${NEXT_QUERIES.length} others)`,
    [
      'papers',
      'pages',
      'terms',
      'shards',
      'build ms',
      'first query KB',
      'next 10 KB (max)',
      'cold p95 ms',
      'warm p50 / p95 ms (CPU p95)',
      'offline MB (files / packed)',
      'MiniSearch: build ms, download MB, query p95 ms',
    ],
    Object.values(r.sizes).map((f) => [
      f.papers,
      f.pages,
      f.distinctTerms,
      f.shards,
      f.buildMs,
      f.firstQueryKB,
      `${f.nextTenKB} (${f.nextTenMaxKB})`,
      f.coldP95Ms,
      `${f.warmP50Ms} / ${f.warmP95Ms} (${f.warmCpuP95Ms})`,
      `${f.offlineMB} / ${f.offlinePackedMB}`,
      `${f.miniSearch.buildMs}, ${f.miniSearch.indexMB}, ${f.miniSearch.queryP95Ms}`,
    ]),
  )}\n${approachesReport(r)}`;
}

/** Measures every size, one after the other, and writes bench/results/inside-papers.json. */
export async function runInsidePapers(
  sizes: readonly number[],
  write: (file: string, results: object, report: string, tag: string) => void,
  /** The bench's port offset: Pagefind's bundle is served at its spare port. */
  offset: number,
): Promise<InsidePapersResults> {
  const results: InsidePapersResults = { date: new Date().toISOString(), sizes: {} };
  for (const size of sizes) {
    console.log(`[bench:search] inside papers, ${size} papers: generating, indexing, querying…`);
    results.sizes[size] = await measureInsidePapers(size, offset);
  }
  write('inside-papers.json', results, insidePapersReport(results), 'bench:search');
  return results;
}
