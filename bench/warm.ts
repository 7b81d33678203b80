/**
 * npm run bench:warm: only the repeat visits with a warm worker (bench/lib/offline.ts),
 * BENCH_RUNS times (default 3), each figure's runs and median printed. For iterating on
 * the warm-worker budget without the whole `npm run bench`.
 */
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, startSite } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch } from './lib/browser';
import { warmVisits } from './lib/offline';
import { medianOf, repeat } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OFFSET = benchPortOffset(4000);
const SETTINGS = [
  { cpu: 1 },
  { cpu: 4 },
  { cpu: 1, slowNetwork: true },
  { cpu: 4, slowNetwork: true },
];

async function main() {
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
  const browser = await launch(OFFSET);
  try {
    const runs = await repeat(RUNS, () =>
      warmVisits(browser, site.url, {
        path: '/cat1papers',
        mark: 'cat1',
        appMark: 'cat1App',
        remotes: 3,
        settings: SETTINGS,
      }),
    );
    for (const key of Object.keys(runs[0] ?? {}))
      console.log(`[bench:warm] ${key}: ${runs.map((r) => Math.round(r[key] ?? NaN)).join(' / ')}`);
    console.log('[bench:warm] median', JSON.stringify(medianOf(runs)));
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
