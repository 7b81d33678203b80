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

const OFFSET = benchPortOffset(4000);
const PAGE = process.env.BENCH_PROFILE_PAGE ?? '/cat1papers';
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
const MARK = PAGE === '/' ? 'about' : 'cat1';

type CallFrame = { url: string; functionName: string; lineNumber: number; columnNumber: number };
type CpuProfile = {
  nodes: { id: number; children?: number[]; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};

const scriptOf = (frame: CallFrame): string =>
  frame.url.replace(/^.*\//, '') || `(${frame.functionName || 'program'})`;
const frameKey = (frame: CallFrame): string =>
  `${scriptOf(frame)} ${frame.functionName || '(anonymous)'} @${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

/** Adds one profile's sampled time (µs) to self time by script and inclusive time by frame. */
function addProfile(
  profile: CpuProfile,
  selfByScript: Map<string, number>,
  selfByFrame: Map<string, number>,
  inclusive: Map<string, number>,
): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const frame = byId.get(id)!.callFrame;
    selfByScript.set(scriptOf(frame), (selfByScript.get(scriptOf(frame)) ?? 0) + us);
    selfByFrame.set(frameKey(frame), (selfByFrame.get(frameKey(frame)) ?? 0) + us);
    // A recursive frame counts once per sample.
    const counted = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const key = frameKey(byId.get(node)!.callFrame);
      if (counted.has(key)) continue;
      counted.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  });
}

const table = (rows: Map<string, number>, keep: (key: string) => boolean, n: number): string =>
  [...rows]
    .filter(([key]) => keep(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `  ${(us / 1000 / RUNS).toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');

async function main(): Promise<void> {
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
      addProfile(profile, selfByScript, selfByFrame, inclusive);
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
