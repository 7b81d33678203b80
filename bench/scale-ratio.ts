/**
 * npm run bench:scale-ratio: only /cat1papers at 4× CPU with the sample content and with 100× it
 * (the content-scale step of `npm run bench`, without its other pages and settings),
 * BENCH_RUNS visits at each (default 5): its first screen and its whole list, and each at 100×
 * over the same at 1×. Writes bench/results/scale-ratio.json, which `npm run bench:check` reads
 * when it is newer than the scale figures of bench/results/latest.json.
 */
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, runBench, startSite, writeResults } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch } from './lib/browser';
import { startup, type Startup } from './lib/measure';
import { machineFigures, machineLine } from './lib/machine';
import { medianOf, repeat, round, table } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OFFSET = benchPortOffset(4000);
const FACTORS = [1, 100] as const;

async function main() {
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const machine = machineFigures();
  console.log(`[bench:scale-ratio] machine: ${machineLine(machine)}`);
  const browser = await launch(OFFSET);
  const scales = {} as Record<(typeof FACTORS)[number], { 'cat1@4x': Startup }>;
  const runs = {} as Record<(typeof FACTORS)[number], Startup[]>;
  try {
    for (const factor of FACTORS) {
      console.log(`[bench:scale-ratio] content ×${factor}: ${RUNS} visits of /cat1papers at 4×…`);
      const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(factor), runtime });
      try {
        runs[factor] = await repeat(RUNS, () =>
          startup(browser, site.url, {
            path: '/cat1papers',
            mark: 'cat1',
            cpu: 4,
            wholeMark: 'cat1Whole',
          }),
        );
        scales[factor] = { 'cat1@4x': medianOf(runs[factor]) };
      } finally {
        await site.stop();
      }
    }
  } finally {
    await browser.close();
  }
  const at = (factor: 1 | 100) => scales[factor]['cat1@4x'];
  const ratio = (figure: 'content' | 'whole') =>
    round((at(100)[figure] ?? 0) / (at(1)[figure] ?? 1), 2);
  const report = table(
    '/cat1papers at 4× CPU (ms from navigation start, median; each run in brackets)',
    ['figure', '1×', '100×', '100× / 1×'],
    (
      [
        ['data arrived', 'dataArrived'],
        ['first screen', 'content'],
        ['whole list', 'whole'],
      ] as const
    ).map(([label, figure]) => [
      label,
      `${round(at(1)[figure])} (${runs[1].map((run) => Math.round(run[figure] ?? 0)).join(' ')})`,
      `${round(at(100)[figure])} (${runs[100].map((run) => Math.round(run[figure] ?? 0)).join(' ')})`,
      figure === 'dataArrived' ? '' : ratio(figure),
    ]),
  );
  const results = { date: new Date().toISOString(), runs: RUNS, machine, scales };
  writeResults('scale-ratio.json', results, report, 'bench:scale-ratio');
}

runBench(main);
