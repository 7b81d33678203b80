/**
 * npm run bench:search: keystroke-to-paint on /cat1papers with
 * 5 000 and 50 000 generated CAT-1 papers, beside the naive baseline page
 * (/bench/naive-papers of bench/naive-papers/, a build of the exams remote only the
 * bench registers). Prints a table
 * and writes bench/results/search.json. First, search inside the papers' text
 * (bench/lib/inside-papers.ts) into bench/results/inside-papers.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, root, runBench, startSite, writeResults } from './lib/site';
import { cat1Seed } from './lib/seeds';
import { launch, openPage, throttle, waitMark } from './lib/browser';
import { typeQueries, type Keystroke } from './lib/keystrokes';
import { compareFuzzy, readSeedPapers, type FuzzyFigures } from './lib/fuzzy-compare';
import { runInsidePapers } from './lib/inside-papers';
import { measureSearchFloor } from './lib/search-floor';
import { quantile, round, table } from './lib/stats';

/** `typingMs`: a page slower than that to take every key is measured on the keys it took. */
type SearchPage = { path: string; marker: string; typingMs?: number };
type Stat = { p50: number | null; p95: number | null };
/** One page's keystrokes: on screen and the main thread's work (ms). */
type Summary = ReturnType<typeof summarize>;
/** What bench/results/search.json holds. */
export type SearchResults = {
  date: string;
  queries: string[];
  /** The CPU slowdown the keys were typed at (BENCH_SEARCH_CPU), when not 1×: not a budget's run. */
  cpu?: number;
  bareInput?: Summary;
  /** Papers → library → figures. */
  fuzzy?: Record<string, Record<string, FuzzyFigures>>;
  /**
   * Papers → React alone showing the same rows for the same keys (bench/lib/search-floor.ts): the
   * floor of the page's figures, with the rows it showed.
   */
  floor?: Record<string, Summary & { rows: number }>;
  /** Papers → page (virtualized, naive) → figures. */
  sizes: Record<string, Record<string, Summary>>;
  /** Steps that could not run ("50000 papers, naive"), with why; the others' figures stand. */
  notMeasured?: Record<string, string>;
};

const OFFSET = benchPortOffset(3000);
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '5000,50000').split(',').map(Number);
// 'calculas' is a typo: its results are close matches only (the fuzzy part at work on every key).
const QUERIES = ['computer', 'CSE2', 'mat3003', 'zzq', 'operating systems', 'calculas'];
const LABEL = 'Search for Cat-1 Paper:';
const KEYSTROKES = QUERIES.join('').length * 2;
// The naive page takes seconds per key at 50 000 papers: typing every key would take the bench
// tens of minutes, so it types for this long and is measured on those keys (the report says so).
const NAIVE_TYPING_MS = Number(process.env.BENCH_SEARCH_NAIVE_MS ?? 120_000);
const ALL_PAGES: Record<string, SearchPage> = {
  virtualized: { path: '/cat1papers', marker: 'cat1' },
  naive: { path: '/bench/naive-papers', marker: 'naive', typingMs: NAIVE_TYPING_MS },
};
// BENCH_SEARCH_PAGES=virtualized measures our page alone (a quick loop while tuning; the report needs both).
const PAGES = Object.fromEntries(
  (process.env.BENCH_SEARCH_PAGES ?? 'virtualized,naive').split(',').map((name) => {
    const page = ALL_PAGES[name];
    if (!page) throw new Error(`BENCH_SEARCH_PAGES: no page "${name}" (virtualized, naive)`);
    return [name, page];
  }),
);
const MARKERS = {
  cat1: `() => [...document.querySelectorAll('p')].some((p) => /^\\d+ papers$/.test(p.textContent.trim()))
      && !!document.querySelector('[aria-label="CAT-1 Papers"] :is(li, [role="listitem"])')`,
  naive: `() => [...document.querySelectorAll('p')].some((p) => /^\\d+ of \\d+ papers$/.test(p.textContent.trim()))
      && !!document.querySelector('ul[aria-label="Naive papers"] li')`,
};

// BENCH_SEARCH_PER_KEY=1 prints each key with its list-settled work (wall / thread ms): which keys
// make the p95 (the first query's, a major GC, the key that brings close matches).
const PER_KEY = process.env.BENCH_SEARCH_PER_KEY === '1';
// BENCH_SEARCH_CPU=4 types into the page and its floor on a phone's CPU (Chromium's CPU throttling), after load.
const CPU = Number(process.env.BENCH_SEARCH_CPU ?? 1);
function printPerKey(name: string, samples: Keystroke[]): void {
  const keys = QUERIES.flatMap((query) => [...query, ...[...query].map(() => '⌫')]);
  const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));
  const line = samples.map(
    (sample, i) =>
      `${keys[i] === ' ' ? '␣' : keys[i]} ${ms(sample.work.settled)}/${ms(sample.thread.settled)}`,
  );
  console.log(
    `[bench:search] ${name}, list settled per key (work / thread ms):\n${line.join('  ')}`,
  );
}

// BENCH_SEARCH_TRACES=1 keeps each page's trace in bench/results/traces/.
const TRACE_DIR = process.env.BENCH_SEARCH_TRACES ? path.join(root, 'bench/results/traces') : null;
const tracePath = (name: string) => {
  if (!TRACE_DIR) return undefined;
  fs.mkdirSync(TRACE_DIR, { recursive: true });
  return path.join(TRACE_DIR, `${name}.json`);
};

const stat = (values: (number | null)[]): Stat => ({
  p50: round(quantile(values, 0.5)),
  p95: round(quantile(values, 0.95)),
});

function summarize(samples: Keystroke[]) {
  return {
    keystrokes: samples.length,
    nextPaint: stat(samples.map((s) => s.nextPaint)),
    settled: stat(samples.map((s) => s.settled)),
    work: {
      nextPaint: stat(samples.map((s) => s.work.nextPaint)),
      settled: stat(samples.map((s) => s.work.settled)),
      // A keystroke the trace could not attribute counts as missing, and says so.
      unread: samples.filter((s) => s.work.nextPaint === null || s.work.settled === null).length,
    },
    // The same spans in the thread's CPU time: what other processes on the machine barely move.
    thread: {
      nextPaint: stat(samples.map((s) => s.thread.nextPaint)),
      settled: stat(samples.map((s) => s.thread.settled)),
    },
  };
}

/**
 * Each page is typed into in a browser of its own: the one measured before it (the naive page's
 * 5 000 rows, its seconds of work per key) leaves the browser's and the GPU's processes busy and
 * large: typed in the same browser after it, our page at 50 000 papers measured 19.0 ms at p95
 * (list settled, work) against 15.1 and 15.9 in browsers of their own.
 */
async function inOwnBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launch(OFFSET);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

async function measure(
  browser: Browser,
  url: string,
  { path: route, marker, typingMs }: SearchPage,
  traceName: string,
) {
  const { context, page, cdp } = await openPage(browser, { markers: MARKERS });
  try {
    await page.goto(url + route, { waitUntil: 'commit' });
    await waitMark(page, marker, 180_000);
    if (CPU > 1) await throttle(cdp, CPU);
    // The rows the list has in the window (and just beyond it) before the first key: the floor's.
    const rowsInWindow =
      route === ALL_PAGES.virtualized!.path
        ? await page.locator('[aria-label="CAT-1 Papers"] :is(li, [role="listitem"])').count()
        : undefined;
    const samples = await typeQueries(browser, page, LABEL, QUERIES, {
      tracePath: tracePath(traceName),
      typingMs,
    });
    if (PER_KEY) printPerKey(traceName, samples);
    return { summary: summarize(samples), rowsInWindow };
  } finally {
    await context.close();
  }
}

/** The same keystrokes on a page that has one input and nothing else: the floor of the method on this machine. */
async function measureBareInput(browser: Browser) {
  const { context, page } = await openPage(browser, { markers: {} });
  try {
    await page.setContent(
      `<label>${LABEL} <input></label><p id="echo"></p>` +
        '<script>document.querySelector("input").addEventListener("input", (e) => { document.getElementById("echo").textContent = e.target.value; });</script>',
    );
    return summarize(
      await typeQueries(browser, page, LABEL, QUERIES, { tracePath: tracePath('bare-input') }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  // Search inside the papers' text (bench/lib/inside-papers.ts): its own results file.
  // BENCH_SEARCH_ONLY=inside measures only that part (no site; a browser only for Pagefind's part).
  // BENCH_SEARCH_ONLY=keys measures only the keystrokes (no inside-papers part).
  if (process.env.BENCH_SEARCH_ONLY !== 'keys') await runInsidePapers(SIZES, writeResults, OFFSET);
  if (process.env.BENCH_SEARCH_ONLY === 'inside') return;
  const runtime = prepareSite(`runtime-search-${OFFSET}`, {
    benchExams: true,
  });
  const results: SearchResults = {
    date: new Date().toISOString(),
    queries: QUERIES,
    ...(CPU > 1 ? { cpu: CPU } : {}),
    sizes: {},
    notMeasured: {},
  };
  // A step that cannot run says why; the others still write their figures.
  const attempt = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const why = (error as Error).message.split('\n')[0] ?? String(error);
      console.error(`[bench:search] ${name} could not run: ${why}`);
      results.notMeasured![name] = why;
    }
  };
  console.log('[bench:search] a bare input (the floor)…');
  results.bareInput = await inOwnBrowser(measureBareInput);
  const floor: NonNullable<SearchResults['floor']> = {};
  results.floor = floor;
  const fuzzy: NonNullable<SearchResults['fuzzy']> = {};
  results.fuzzy = fuzzy;
  for (const size of SIZES) {
    console.log(`[bench:search] ${size} papers: fuzzy libraries on the same papers…`);
    fuzzy[size] = compareFuzzy(readSeedPapers(cat1Seed(size)));
  }
  for (const size of SIZES) {
    await attempt(`${size} papers`, async () => {
      console.log(`[bench:search] ${size} papers: starting the site…`);
      const site = await startSite({
        offset: OFFSET,
        seedFile: cat1Seed(size),
        runtime,
        label: `bench-search-${OFFSET}`,
      });
      try {
        const pages: Record<string, Summary> = {};
        results.sizes[size] = pages;
        // Rows /cat1papers showed before its first key (its window and a few beyond): the floor's.
        let rows: number | undefined;
        for (const [name, page] of Object.entries(PAGES)) {
          await attempt(`${size} papers, ${name}`, async () => {
            console.log(`[bench:search] ${size} papers, ${name}…`);
            const measured = await inOwnBrowser((browser) =>
              measure(browser, site.url, page, `${name}-${size}`),
            );
            pages[name] = measured.summary;
            rows = measured.rowsInWindow ?? rows;
          });
        }
        await attempt(`${size} papers, floor`, async () => {
          console.log(`[bench:search] ${size} papers, React alone showing the same rows…`);
          const papers = readSeedPapers(cat1Seed(size));
          const shown = rows;
          if (!shown)
            throw new Error('/cat1papers was not measured: the floor shows the rows it had');
          const samples = await inOwnBrowser((browser) =>
            measureSearchFloor(
              browser,
              papers,
              { queries: QUERIES, label: LABEL, rows: shown, cpu: CPU },
              tracePath(`floor-${size}`),
            ),
          );
          if (PER_KEY) printPerKey(`floor-${size}`, samples);
          floor[size] = { rows: shown, ...summarize(samples) };
        });
      } finally {
        await site.stop();
      }
    });
  }
  writeResults('search.json', results, report(results), 'bench:search');
}

const MEASURES: [string, (m: Summary) => Stat][] = [
  ['next paint, on screen', (m) => m.nextPaint],
  ['list settled, on screen', (m) => m.settled],
  ['next paint, work', (m) => m.work.nextPaint],
  ['list settled, work', (m) => m.work.settled],
  ['next paint, work, thread time', (m) => m.thread.nextPaint],
  ['list settled, work, thread time', (m) => m.thread.settled],
];

export function report(r: SearchResults): string {
  const rows = Object.entries(r.sizes).flatMap(([size, pages]) =>
    MEASURES.map(([name, pick]) => {
      const v = pages.virtualized && pick(pages.virtualized);
      const n = pages.naive && pick(pages.naive);
      const ratio = v?.p95 && n?.p95 != null ? round(n.p95 / v.p95, 1) : '–';
      return [size, name, v?.p50 ?? '–', v?.p95 ?? '–', n?.p50 ?? '–', n?.p95 ?? '–', ratio];
    }),
  );
  const bare = r.bareInput;
  const keystrokes = bare?.keystrokes ?? 0;
  const unread = Object.values(r.sizes)
    .flatMap((pages) => Object.values(pages))
    .reduce((n, m) => n + m.work.unread, bare?.work.unread ?? 0);
  const cut = Object.entries(r.sizes).flatMap(([size, pages]) =>
    Object.entries(pages)
      .filter(([, m]) => m.keystrokes < KEYSTROKES)
      .map(
        ([name, m]) =>
          `${size} papers, ${name}: ${m.keystrokes} of ${KEYSTROKES} keystrokes, typing stopped after ${round(NAIVE_TYPING_MS / 1000)} s (BENCH_SEARCH_NAIVE_MS); its figures are of those keys.`,
      ),
  );
  return [
    table(
      `Keystroke → paint on /cat1papers (ms; ${keystrokes} keystrokes per page, ${r.cpu ? `${r.cpu}× CPU after load` : 'unthrottled'})`,
      ['papers', 'measure', 'ours p50', 'ours p95', 'naive p50', 'naive p95', 'naive/ours p95'],
      rows,
    ),
    table(
      'The same keystrokes on a bare input (nothing else on the page)',
      ['measure', 'p50', 'p95'],
      bare ? MEASURES.map(([name, pick]) => [name, pick(bare).p50, pick(bare).p95]) : [],
    ),
    table(
      'The same keystrokes on React alone showing the same rows, matches worked out beforehand (the floor)',
      ['papers', 'rows', ...MEASURES.map(([name]) => `${name} p50 / p95`)],
      Object.entries(r.floor ?? {}).map(([size, m]) => [
        size,
        m.rows,
        ...MEASURES.map(([, pick]) => `${pick(m).p50} / ${pick(m).p95}`),
      ]),
    ),
    table(
      'Fuzzy libraries on the same papers (Node; ms; distinct course keys vs every paper)',
      [
        'papers',
        'library',
        'distinct keys',
        'build',
        'query p50',
        'query p95',
        'build, every paper',
        'query p95, every paper',
        'typos found',
      ],
      Object.entries(r.fuzzy ?? {}).flatMap(([size, libs]) =>
        Object.entries(libs).map(([name, f]) => [
          size,
          name,
          f.distinctKeys,
          f.buildMs,
          f.queryP50Ms,
          f.queryP95Ms,
          f.buildAllMs,
          f.queryAllP95Ms,
          f.typosFound,
        ]),
      ),
    ),
    unread
      ? `${unread} keystrokes had no frame in the trace and are left out of the work figures.`
      : '',
    ...cut,
    ...Object.entries(r.notMeasured ?? {}).map(([name, why]) => `Not measured: ${name} — ${why}`),
  ].join('\n');
}

runBench(main);
