/**
 * npm run bench:cold-profile: where a first visit's JavaScript time goes. Cold visits of
 * BENCH_PROFILE_PAGE (default /cat1papers) at 4× CPU in a fresh browser context each, sampled by
 * V8's profiler from navigation to the page's content mark, BENCH_PROFILE_RUNS times (default 5).
 * Prints per visit: self time by script, and the heaviest functions of the shell's main.js, alone
 * (self) and counted with what they call (inclusive), so the federation runtime's start can be read apart
 * from the rest. Figures only, no budget: docs/performance.md, "What main.js's evaluation spends".
 */
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, runBench, startSite } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch, openPage, throttle, waitMark } from './lib/browser';
import { forEachSample, type CallFrame, type CpuProfile } from './lib/cpu-profile';
import { FIRST_VISIT_SECTIONS } from './lib/sections';

const OFFSET = benchPortOffset(4000);
const PAGE = process.env.BENCH_PROFILE_PAGE ?? '/cat1papers';
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
/** The mark of the page's content (bench/lib/browser.ts's MARKERS). */
const MARK =
  PAGE === '/' ? 'about' : FIRST_VISIT_SECTIONS.find((section) => section.href === PAGE)?.mark;

const scriptOf = (frame: CallFrame): string =>
  frame.url.replace(/^.*\//, '') || `(${frame.functionName || 'program'})`;
const frameKey = (frame: CallFrame): string =>
  `${scriptOf(frame)} ${frame.functionName || '(anonymous)'} @${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

const add = (totals: Map<string, number>, key: string, us: number): void => {
  totals.set(key, (totals.get(key) ?? 0) + us);
};

const table = (rows: Map<string, number>, keep: (key: string) => boolean, n: number): string =>
  [...rows]
    .filter(([key]) => keep(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `  ${(us / 1000 / RUNS).toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');

async function main(): Promise<void> {
  if (!MARK) {
    const pages = ['/', ...FIRST_VISIT_SECTIONS.map((section) => section.href)].join(', ');
    throw new Error(`No content mark for ${PAGE}: BENCH_PROFILE_PAGE is one of ${pages}.`);
  }
  const site = await startSite({
    offset: OFFSET,
    seedFile: scaledSeed(1),
    runtime: prepareSite(`runtime-${OFFSET}`),
  });
  const browser = await launch(OFFSET);
  const selfByScript = new Map<string, number>();
  const selfByFrame = new Map<string, number>();
  const inclusive = new Map<string, number>();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await openPage(browser);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await throttle(cdp, 4);
      await cdp.send('Profiler.start');
      await page.goto(site.url + PAGE, { waitUntil: 'commit' });
      await waitMark(page, MARK, 120_000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      forEachSample(profile, (stack, us) => {
        add(selfByScript, scriptOf(stack[0]), us);
        add(selfByFrame, frameKey(stack[0]), us);
        // A frame on the stack more than once (recursion) counts once per sample.
        for (const key of new Set(stack.map(frameKey))) add(inclusive, key, us);
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`Cold visits of ${PAGE} at 4× CPU, ${RUNS} runs, ms per visit (sampled):`);
  console.log(`self time by script:\n${table(selfByScript, () => true, 15)}`);
  console.log(`main.js, self:\n${table(selfByFrame, (key) => key.startsWith('main.'), 15)}`);
  console.log(`main.js, inclusive:\n${table(inclusive, (key) => key.startsWith('main.'), 25)}`);
}

runBench(main);
