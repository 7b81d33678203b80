/**
 * npm run bench:practice: the practice figures bench:check holds to `practice` in
 * bench/budgets.json (docs/practice.md, docs/performance.md), in Chromium at 4× CPU:
 * - the next card after a rating, p95 of 60 ratings, with 2 000 cards and a year of reviews (the
 *   page's own steps: the review kept in IndexedDB, the log, the states, the next card, the counts:
 *   bench/practice-workload.ts);
 * - a sync of 5 000 reviews from two devices: merging the server's with this device's (ms), and the
 *   bytes the server sends for them (practice/<uid>, as JSON, raw and gzip);
 * - the bytes the practice view adds beyond the course's bank: /courses/CSE2005 opened and quiet,
 *   "Practise these questions" clicked, the JS and CSS fetched until the card shows (compressed,
 *   as served by the built site on the emulator).
 * Writes bench/results/practice.json. BENCH_PORT_OFFSET picks the ports (default 4000).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import type { Review } from '@vithelper/practice/review-log';
import type { PracticeCard } from '@vithelper/practice/schedule';
import { benchPortOffset } from '../scripts/ports';
import { launch, networkQuiet, openPage, throttle, trackBytes, waitMark } from './lib/browser';
import { prepareSite, runBench, startSite, writeResults } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { median, round } from './lib/stats';
import type { Workload } from './practice-workload';

const OFFSET = benchPortOffset(4000);
const CPU = 4;
const CARDS = 2000;
const RATINGS = 60;
const SYNC_REVIEWS = 5000;
const MERGE_RUNS = 7;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const GRADES = ['again', 'hard', 'good', 'easy'] as const;
const log = (text: string) => console.log(`[bench:practice] ${text}`);

export type PracticeResults = {
  date: string;
  cpu: number;
  cards: number;
  /** Reviews on the device when the ratings start. */
  reviews: number;
  /** Rating → next card and counts, ms: p95 and median of `ratings`. */
  nextCardP95Ms: number;
  nextCardMedianMs: number;
  ratings: number;
  sync: {
    reviews: number;
    /** The server's reviews merged with the device's, median of the runs, ms. */
    mergeMs: number;
    /** practice/<uid> with those reviews, as the database sends it (JSON), raw and gzip. */
    bytes: number;
    gzipBytes: number;
  };
  /** JS and CSS the practice view adds to the course's page (its bank), compressed bytes. */
  practiceViewBytes: { js: number; css: number; data: number } | null;
};

const cardId = (n: number) => `g_${n.toString(36).padStart(13, '0')}`;
const cards: PracticeCard[] = Array.from({ length: CARDS }, (_, n) => ({
  id: cardId(n),
  asked: 1 + (n % 6),
  order: n,
  questions: [],
}));

/** `count` reviews of the cards over the year before NOW, from `device`. */
function reviewsOf(device: string, count: number, from = 0): Review[] {
  return Array.from({ length: count }, (_, k) => {
    const n = from + k;
    return {
      id: `${device.slice(0, 4)}${String(n).padStart(16, '0')}`,
      card: cardId((n * 7) % ((CARDS * 3) / 4)),
      rating: GRADES[n % 4]!,
      reviewedAt: NOW - 365 * DAY + Math.floor((n / count) * 360 * DAY),
      device,
    };
  });
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function workloadScript(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'practice-workload.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    minify: true,
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]!.text;
}

type BenchWindow = Window & { practiceBench: Workload };

async function main() {
  const browser = await launch(OFFSET);
  try {
    // Scheduling and merging: the page's code alone, on an origin of its own (for IndexedDB).
    const { context, page, cdp } = await openPage(browser);
    await page.route('http://practice.bench/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto('http://practice.bench/');
    await page.addScriptTag({ content: await workloadScript() });
    // Three quarters of the cards rated, five times each over the year: 7 500 reviews.
    const kept = reviewsOf('laptop0001', (CARDS * 3 * 5) / 4);
    await page.evaluate(
      ([given, reviews, now]) =>
        (window as unknown as BenchWindow).practiceBench.open(given, reviews, now),
      [cards, kept, NOW] as const,
    );
    await throttle(cdp, CPU);
    const times = await page.evaluate(
      ([count, now]) => (window as unknown as BenchWindow).practiceBench.rate(count, now),
      [RATINGS, NOW] as const,
    );
    log(`${times.length} ratings at ${CPU}× CPU: p95 ${round(p95(times))} ms`);

    // Two devices rated half each; the server has both halves; this device merges them in.
    const laptop = reviewsOf('laptop0001', SYNC_REVIEWS / 2);
    const phone = reviewsOf('phone00001', SYNC_REVIEWS / 2, SYNC_REVIEWS / 2);
    const server = Object.fromEntries(
      [...laptop, ...phone].map(({ id, card, rating, reviewedAt, device }) => [
        id,
        { card, rating, at: reviewedAt, device },
      ]),
    );
    const merges: number[] = [];
    for (let run = 0; run < MERGE_RUNS; run += 1) {
      const merged = await page.evaluate(
        ([records, local]) =>
          (window as unknown as BenchWindow).practiceBench.merge(records, local),
        [server, laptop] as const,
      );
      if (merged.reviews !== SYNC_REVIEWS) throw new Error(`Merged ${merged.reviews} reviews`);
      merges.push(merged.ms);
    }
    const json = JSON.stringify({ reviews: server });
    await context.close();

    // The practice view's bytes, from the built site.
    const runtime = prepareSite(`practice-${OFFSET}`);
    const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
    let practiceViewBytes: PracticeResults['practiceViewBytes'] = null;
    try {
      const visit = await openPage(browser);
      const bytes = await trackBytes(visit.cdp);
      await visit.page.goto(`${site.url}/courses/CSE2005`);
      const start = visit.page.getByRole('link', { name: 'Practise these questions' });
      await start.waitFor({ timeout: 120_000 });
      // The shell's own deferred loads (the Firebase SDK) are not the practice view's.
      await waitMark(visit.page, 'shellSettled', 120_000);
      await networkQuiet(bytes);
      const mark = bytes.log.length;
      await start.click();
      await visit.page
        .getByRole('article', { name: 'Question to practise' })
        .waitFor({ timeout: 60_000 });
      await networkQuiet(bytes);
      const added = bytes.totals(mark);
      practiceViewBytes = { js: added.js, css: added.css, data: added.data };
      await visit.context.close();
    } finally {
      await site.stop();
    }

    const results: PracticeResults = {
      date: new Date().toISOString(),
      cpu: CPU,
      cards: CARDS,
      reviews: kept.length,
      nextCardP95Ms: round(p95(times)) ?? 0,
      nextCardMedianMs: round(median(times)) ?? 0,
      ratings: times.length,
      sync: {
        reviews: SYNC_REVIEWS,
        mergeMs: round(median(merges)) ?? 0,
        bytes: Buffer.byteLength(json),
        gzipBytes: zlib.gzipSync(json).length,
      },
      practiceViewBytes,
    };
    const kb = (n: number) => `${round(n / 1024)} KB`;
    const view = practiceViewBytes;
    writeResults(
      'practice.json',
      results,
      [
        `bench:practice at ${CPU}× CPU, ${CARDS} cards, ${kept.length} reviews on the device:`,
        `  next card after a rating: p95 ${results.nextCardP95Ms} ms, median ${results.nextCardMedianMs} ms (${times.length} ratings)`,
        `  sync of ${SYNC_REVIEWS} reviews from two devices: merge ${results.sync.mergeMs} ms, ` +
          `${kb(results.sync.bytes)} as JSON, ${kb(results.sync.gzipBytes)} gzip`,
        view
          ? `  practice view beyond the bank: ${kb(view.js + view.css)} compressed (JS ${kb(view.js)}, CSS ${kb(view.css)}; data ${kb(view.data)})`
          : '  practice view beyond the bank: not measured',
      ].join('\n'),
      'bench:practice',
    );
  } finally {
    await browser.close();
  }
}

runBench(main);
