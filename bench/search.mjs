/**
 * npm run bench:search (issue 4 item 8): keystroke-to-paint on /cat1papers with
 * 5 000 and 50 000 generated CAT-1 papers, beside the naive baseline page
 * (/bench/naive-papers, registered through a bench remotes.json). Prints a table
 * and writes bench/results/search.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApps, benchData, root, startSite, stopOnExit, writeBenchRuntime } from './lib/site.mjs';
import { cat1Seed } from './lib/seeds.mjs';
import { launch, openPage, waitMark } from './lib/browser.mjs';
import { typeQueries } from './lib/keystrokes.mjs';
import { quantile, round, table } from './lib/stats.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 3000);
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '5000,50000').split(',').map(Number);
const QUERIES = ['computer', 'CSE2', 'mat3003', 'zzq', 'operating systems'];
const LABEL = 'Search for Cat-1 Paper:';
const PAGES = {
  virtualized: { path: '/cat1papers', marker: 'cat1' },
  naive: { path: '/bench/naive-papers', marker: 'naive' },
};
const MARKERS = {
  cat1: `() => [...document.querySelectorAll('p')].some((p) => /^\\d+ papers$/.test(p.textContent.trim()))
      && !!document.querySelector('[aria-label="CAT-1 Papers"] :is(li, [role="listitem"])')`,
  naive: `() => [...document.querySelectorAll('p')].some((p) => /^\\d+ of \\d+ papers$/.test(p.textContent.trim()))
      && !!document.querySelector('ul[aria-label="Naive papers"] li')`,
};

const stops = [];
stopOnExit(stops);

async function measure(browser, url, { path: route, marker }) {
  const { context, page } = await openPage(browser, { markers: MARKERS });
  try {
    await page.goto(url + route, { waitUntil: 'commit' });
    await waitMark(page, marker, 180_000);
    const samples = await typeQueries(page, LABEL, QUERIES);
    const stat = (key) => ({ p50: round(quantile(samples.map((s) => s[key]), 0.5)), p95: round(quantile(samples.map((s) => s[key]), 0.95)) });
    return { keystrokes: samples.length, nextPaint: stat('nextPaint'), settled: stat('settled') };
  } finally {
    await context.close();
  }
}

async function main() {
  buildApps();
  const runtime = writeBenchRuntime(benchData(`runtime-search-${OFFSET}`), { extraExamRoutes: ['/bench/naive-papers'] });
  const results = { date: new Date().toISOString(), queries: QUERIES, sizes: {} };
  const browser = await launch();
  try {
    for (const size of SIZES) {
      console.log(`[bench:search] ${size} papers: starting the site…`);
      const site = await startSite({ offset: OFFSET, seedFile: cat1Seed(size), runtime, label: `bench-search-${OFFSET}` });
      stops.push(site.stop);
      try {
        results.sizes[size] = {};
        for (const [name, page] of Object.entries(PAGES)) {
          console.log(`[bench:search] ${size} papers, ${name}…`);
          results.sizes[size][name] = await measure(browser, site.url, page);
        }
      } finally {
        await site.stop();
      }
    }
  } finally {
    await browser.close();
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/search.json'), JSON.stringify(results, null, 2));
  console.log(report(results));
  console.log('[bench:search] wrote bench/results/search.json');
}

export function report(r) {
  const rows = Object.entries(r.sizes).flatMap(([size, pages]) =>
    ['nextPaint', 'settled'].map((key) => {
      const v = pages.virtualized[key];
      const n = pages.naive[key];
      return [size, key === 'nextPaint' ? 'next paint' : 'list settled', v.p50, v.p95, n.p50, n.p95, round(n.p95 / v.p95, 1)];
    }),
  );
  return table(
    `Keystroke → paint on /cat1papers (ms; ${Object.values(r.sizes)[0]?.virtualized.keystrokes ?? 0} keystrokes per page, unthrottled)`,
    ['papers', 'measure', 'ours p50', 'ours p95', 'naive p50', 'naive p95', 'naive/ours p95'],
    rows,
  );
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    process.exit(1);
  },
);
