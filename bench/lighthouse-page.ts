/**
 * npm run bench:lighthouse: Lighthouse's performance category on one page, run after run, with
 * the long tasks of each run as Lighthouse's simulation placed them. A look inside the single
 * runs `npm run bench` takes three of per page; no budget of its own.
 *
 * BENCH_LH_PAGE (default /cat1papers), BENCH_LH_RUNS (default 6), BENCH_LH_CONTENT (the content's
 * factor, default 1: the sample content; 100 for the catalogue at 100×).
 */
import { benchPortOffset } from '../scripts/ports';
import { lighthouseReport, longTasks } from './lib/lighthouse';
import { prepareSite, runBench, startSite } from './lib/site';
import { sampleSeed, scaledSeed } from './lib/seeds';
import { round } from './lib/stats';

const PAGE = process.env.BENCH_LH_PAGE ?? '/cat1papers';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 6);
const FACTOR = Number(process.env.BENCH_LH_CONTENT ?? 1);
const OFFSET = benchPortOffset(3200);

async function main() {
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const seedFile = FACTOR === 1 ? sampleSeed() : scaledSeed(FACTOR);
  const site = await startSite({ offset: OFFSET, seedFile, runtime });
  const scores: number[] = [];
  const blocking: number[] = [];
  try {
    console.log(`Lighthouse (mobile preset, performance) on ${PAGE}, content ×${FACTOR}:`);
    for (let run = 1; run <= RUNS; run += 1) {
      const report = await lighthouseReport(site.url + PAGE, OFFSET, 180_000, 'performance');
      const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
      const score = Math.round((report.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      blocking.push(ms('total-blocking-time'));
      const tasks = longTasks(report).map(
        (task) =>
          `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.split('/').pop()}`,
      );
      console.log(
        `run ${run}: ${score}  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')} ms  | long tasks: ${tasks.join(', ')}`,
      );
    }
  } finally {
    await site.stop();
  }
  const mean = blocking.reduce((sum, value) => sum + value, 0) / blocking.length;
  console.log(
    `\n${PAGE} ×${FACTOR}: scores ${scores.join(' ')} (lowest ${Math.min(...scores)}), total blocking time mean ${round(mean, 0)} ms`,
  );
}

runBench(main);
