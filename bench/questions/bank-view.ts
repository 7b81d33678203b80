/**
 * npm run bench:questions-bank-view: a big course's bank in the browser, at 4× CPU. One course of
 * 200 generated papers (./scale-papers.ts, about 2 000 questions, as `npm run
 * bench:questions-scale` makes them) is cut, grouped and written with the build's own code into a
 * folder the local server serves as the courses remote's questions/ (VH_QUESTIONS_DIR,
 * scripts/serve.ts), with a course of 6 papers beside it: what the section itself costs. The built site opens the bank's link, /courses/<code>, once cold and then
 * BENCH_RUNS times warm (HTTP cache and the offline worker filled), and records when its first
 * questions are listed, in ms from navigation start. Writes bench/results/questions-bank-view.json;
 * `npm run bench:check` checks the warm figure against bench/budgets.json's
 * questions.bankView. docs/performance.md, "The question bank at scale".
 */
import { rmSync } from 'node:fs';
import { cutPaper } from '@vithelper/questions';
import { benchPortOffset } from '../../scripts/ports';
import type { CutPaper } from '../../scripts/questions/course-banks';
import { buildBanks } from '../../scripts/questions/course-banks';
import { writeBanks } from '../../scripts/questions/build-banks';
import { launch, openPage, throttle, waitMark } from '../lib/browser';
import { scaledSeed } from '../lib/seeds';
import { benchData, prepareSite, runBench, startSite, writeResults } from '../lib/site';
import { median } from '../lib/stats';
import { scaleCourses, scalePaper } from './scale-papers';

const PAPERS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU = 4;
const OFFSET = benchPortOffset(4300);

/** What bench/results/questions-bank-view.json holds: times in ms from navigation start. */
export type BankViewResults = {
  date: string;
  papers: number;
  questions: number;
  cpu: number;
  cold: number;
  warm: number[];
  warmMedian: number;
  warmMax: number;
  /** The same for a course of SMALL papers: what the section costs whatever the bank's size. */
  small: { papers: number; questions: number; cold: number; warmMedian: number; warmMax: number };
};

const SMALL = 6;

/**
 * The bank's first questions on screen: its list's first entry, with the question's text. The
 * generated papers have no PDF, so no region is drawn over the text; pdf.js drawing a strip
 * (after it) does not depend on the bank's size.
 */
const MARKS = {
  bank: `() => !!document.querySelector('main ol[aria-label^="Questions of"] > li')`,
};

async function main() {
  const [course, small] = scaleCourses(2);
  const papers: CutPaper[] = [];
  for (const [each, count] of [
    [course!, PAPERS],
    [small!, SMALL],
  ] as const) {
    for (let n = 0; n < count; n += 1) {
      const { items, ...paper } = scalePaper(each, n);
      papers.push({ ...paper, cut: cutPaper(paper.id, items) });
    }
  }
  const built = buildBanks(papers);
  const bank = built.banks.find((each) => each.code === course!.code)!;
  const smallBank = built.banks.find((each) => each.code === small!.code)!;
  const dir = benchData('questions-bank-view');
  rmSync(dir, { recursive: true, force: true });
  writeBanks(dir, built);
  process.env.VH_QUESTIONS_DIR = dir;
  console.log(
    `[bench:questions-bank-view] ${bank.code}: ${bank.papers.length} papers, ${bank.questions.length} questions, ${bank.groups.length} groups`,
  );

  const runtime = prepareSite(`runtime-${OFFSET}`);
  const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
  const browser = await launch(OFFSET);
  try {
    const { context, page, cdp } = await openPage(browser, {
      markers: MARKS,
      serviceWorkers: 'allow',
    });
    await throttle(cdp, CPU);
    const times = async (code: string) => {
      const url = `${site.url}/courses/${code}`;
      await page.goto(url);
      const cold = await waitMark(page, 'bank', 120_000);
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(url);
        warm.push(await waitMark(page, 'bank', 60_000));
      }
      return { cold, warm };
    };
    // The small bank first: the big one's cold visit then finds the section's code cached, as
    // a student's would who has opened any course before.
    const few = await times(smallBank.code);
    const { cold, warm } = await times(bank.code);
    await context.close();
    const results: BankViewResults = {
      date: new Date().toISOString(),
      papers: bank.papers.length,
      questions: bank.questions.length,
      cpu: CPU,
      cold: Math.round(cold),
      warm: warm.map(Math.round),
      warmMedian: Math.round(median(warm) ?? 0),
      warmMax: Math.round(Math.max(...warm)),
      small: {
        papers: smallBank.papers.length,
        questions: smallBank.questions.length,
        cold: Math.round(few.cold),
        warmMedian: Math.round(median(few.warm) ?? 0),
        warmMax: Math.round(Math.max(...few.warm)),
      },
    };
    writeResults(
      'questions-bank-view.json',
      results,
      `a ${results.papers}-paper bank (${results.questions} questions) at ${CPU}× CPU: first questions ` +
        `${results.cold} ms cold, warm median ${results.warmMedian} ms, slowest ${results.warmMax} ms of ${RUNS}; ` +
        `a ${results.small.papers}-paper bank (${results.small.questions} questions): ${results.small.cold} ms cold, ` +
        `warm median ${results.small.warmMedian} ms, slowest ${results.small.warmMax} ms`,
      'bench:questions-bank-view',
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

runBench(main);
