/**
 * npm run bench:navigation-process: which renderer process takes a page's first navigation from
 * a blank tab, and whether that process's trace holds the navigation's `navigationStart` mark
 * (Lighthouse stops with NO_NAVSTART when it does not; docs/performance.md, "Why a Lighthouse
 * run fails to record its trace (NO_NAVSTART)"). Two copies of the site are served: as deployed,
 * and with the Cross-Origin-Opener-Policy it sent until decision 019 (VH_EXTRA_HEADERS,
 * scripts/serve.ts), so that the two differ in that header only. Each run is a fresh Chromium, a
 * blank tab, a trace started on it, then the page, alternating between the two copies. Prints each
 * run and, per copy, how many navigations moved to a new process, how many lost the mark, and the
 * median first contentful paint. No budget of its own.
 *
 * BENCH_NAV_PAGE (default /cat1papers), BENCH_NAV_RUNS (runs per arm, default 10).
 */
import { benchPortOffset } from '../scripts/ports';
import { launch } from './lib/browser';
import { sampleSeed } from './lib/seeds';
import { prepareSite, runBench, startSite } from './lib/site';
import { median } from './lib/stats';

const PAGE = process.env.BENCH_NAV_PAGE ?? '/cat1papers';
const RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
const OFFSET = benchPortOffset(3400);
const COOP = 'Cross-Origin-Opener-Policy';

type TraceEvent = { name: string; pid: number; args?: { data?: Record<string, unknown> } };
type Run = { newProcess: boolean; markLost: boolean; fcp: number };

async function once(url: string, offset: number): Promise<Run> {
  const browser = await launch(offset);
  try {
    const page = await browser.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
        'navigation',
      ],
    });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const events = trace.traceEvents;
    const blank = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames as
      Array<{ processId: number }> | undefined;
    const committed = events.find(
      (e) => e.name === 'FrameCommittedInBrowser' && String(e.args?.data?.url).startsWith(url),
    )?.args?.data?.processId;
    const blankProcess = blank?.[0]?.processId;
    if (blankProcess === undefined || committed === undefined)
      throw new Error(
        'The trace names no process for the blank tab or for the page: Chromium changed its trace events.',
      );
    const markLost = !events.some(
      (e) =>
        e.name === 'navigationStart' &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(url),
    );
    return { newProcess: committed !== blankProcess, markLost, fcp: Math.round(fcp) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const seedFile = sampleSeed();
  const served = await startSite({
    offset: OFFSET,
    seedFile,
    runtime: prepareSite(`runtime-${OFFSET}`),
  });
  const withCoop = await startSite({
    offset: OFFSET + 100,
    seedFile,
    runtime: prepareSite(`runtime-${OFFSET + 100}`),
    env: { VH_EXTRA_HEADERS: JSON.stringify({ [COOP]: 'same-origin-allow-popups' }) },
  });
  const arms = { served: [] as Run[], 'with COOP': [] as Run[] };
  try {
    console.log(`${PAGE}: ${RUNS} runs each, a fresh Chromium and a blank tab per run`);
    for (let run = 0; run < 2 * RUNS; run += 1) {
      // ABBA order: neither copy always runs first on a machine that warms up or slows down.
      const arm = run % 4 === 0 || run % 4 === 3 ? 'served' : 'with COOP';
      const site = arm === 'served' ? served : withCoop;
      const result = await once(site.url + PAGE, site.offset);
      arms[arm].push(result);
      console.log(
        `${arm.padEnd(9)}  new process ${result.newProcess ? 'yes' : 'no '}  navigationStart ${result.markLost ? 'LOST' : 'kept'}  FCP ${result.fcp} ms`,
      );
    }
  } finally {
    await served.stop();
    await withCoop.stop();
  }
  for (const [arm, runs] of Object.entries(arms))
    console.log(
      `${arm}: new process in ${runs.filter((r) => r.newProcess).length} of ${runs.length}, navigationStart lost in ${runs.filter((r) => r.markLost).length}, FCP median ${median(runs.map((r) => r.fcp))} ms`,
    );
}

runBench(main);
