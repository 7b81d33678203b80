/**
 * npm run bench:paper-link: only the "open a paper's link" step of `npm run bench`
 * (bench/lib/paper-link.ts), BENCH_SLOW_RUNS pairs per setting (default 3). Writes
 * bench/results/paper-link.json, which `npm run bench:check` reads when it is newer than
 * the paper-link figures of bench/results/latest.json.
 */
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, runBench, startSite, writeResults } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch } from './lib/browser';
import { paperLinkFigures, paperLinkReport, paperLinkSetup } from './lib/paper-link';

const RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 3);
const OFFSET = benchPortOffset(4000);

async function main() {
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
  const browser = await launch(OFFSET);
  try {
    const paperLink = await paperLinkFigures(browser, {
      url: site.url,
      configFile: runtime.configFile,
      runs: RUNS,
      ...paperLinkSetup(),
      log: (text) => console.log(`[bench:paper-link] ${text}`),
    });
    const results = { date: new Date().toISOString(), runs: RUNS, paperLink };
    writeResults('paper-link.json', results, paperLinkReport(paperLink), 'bench:paper-link');
  } finally {
    await browser.close();
    await site.stop();
  }
}

runBench(main);
