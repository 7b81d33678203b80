/**
 * npm run bench:answers: a question with 50 answers full of math (3 of them with a photo from the
 * site's own Storage) on the emulator, and three figures (docs/answers.md, "What answers cost"):
 * - the bytes of code and data the page fetches between the question on screen and its first
 *   answer shown, and up to that answer drawn with its math (as served, and each JS/CSS file
 *   gzipped); images (the photos) apart;
 * - the time from the first answer shown to all 50 drawn with their math, at 4× CPU slowdown;
 * - a vote's round trip: a student's "Vote up" in one tab to the new score in another open tab
 *   (BENCH_ANSWERS_RUNS runs, default 5; each run votes, then takes the vote back).
 * Writes bench/results/answers.json, which `npm run bench:check` compares with `answers` in
 * bench/budgets.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { CourseBank } from '@vithelper/contracts/questions';
import { benchPortOffset } from '../scripts/ports';
import { launch, openPage, throttle, trackBytes } from './lib/browser';
import { sampleSeed } from './lib/seeds';
import { benchData, prepareSite, root, runBench, startSite, writeResults } from './lib/site';
import { median } from './lib/stats';

const RUNS = Number(process.env.BENCH_ANSWERS_RUNS ?? 5);
const OFFSET = benchPortOffset(4300);
const ANSWERS = 50;
const STUDENT = { email: 'student@vithelper.test', password: 'student-demo' };
// The page's own: the question's region and pdf.js, the header's coins and reports, the sign-in
// and its SDKs, the bank's corrections; what they fetch after the question is on screen depends on
// the machine's load, not on the answers.
const NOT_ANSWERS =
  /question-region|pdfjs|coins-sdk|load-reports-sdk|firebase-core|firebase-auth-sdk|corrections-sdk|accounts:|identitytoolkit|\.pdf|\.json(\?|$)/;
const PHOTOS = ['CSE2004_CAT2_TA1_2019', 'MEE2002_CAT2_2018', 'EEE4001_CAT1_C1_2019'];

type Window_ = Window & {
  __firstAt?: number;
  __firstDrawnAt?: number;
  __longestTask?: number;
  __allAt?: number;
  __votedAt?: number;
  __seenAt?: number;
};

/** An answer a student might write: a derivation with inline and display math, a table, code. */
function body(n: number, photoUrl: string | null): string {
  return [
    `### Step ${n}: the recurrence`,
    `Let $T(n) = 2T(n/2) + cn$ with $T(1) = c$. Unrolling $k$ times gives $T(n) = 2^k T(n/2^k) + kcn$.`,
    '$$T(n) = cn\\log_2 n + cn = \\Theta(n \\log n)$$',
    `For the ${n}-th case, $\\sum_{i=0}^{\\log n} 2^i \\cdot \\frac{cn}{2^i} = cn(\\log n + 1)$ and $\\lim_{n \\to \\infty} \\frac{T(n)}{n \\log n} = c$.`,
    '| $n$ | $T(n)$ |\n| --- | --- |\n| $2$ | $4c$ |\n| $4$ | $12c$ |',
    '```\nmerge(a, b): while a and b: take the smaller head\n```',
    photoUrl ? `![My working on paper](${photoUrl})` : '',
    `So the answer is $\\mathcal{O}(n \\log n)$, and with $\\alpha = ${n}$, $\\begin{pmatrix} 1 & \\alpha \\\\ 0 & 1 \\end{pmatrix}^k = \\begin{pmatrix} 1 & k\\alpha \\\\ 0 & 1 \\end{pmatrix}$.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function question(): string {
  const bank = JSON.parse(
    fs.readFileSync(path.join(root, '.cache/questions/courses/CSE2005.json'), 'utf8'),
  ) as CourseBank;
  return bank.questions[0]!.id;
}

/** The sample seed with 50 answers on the question (and its course's storage for the photos). */
function seedWithAnswers(q: string, storagePrefix: string): string {
  const seed = JSON.parse(fs.readFileSync(sampleSeed(), 'utf8')) as Record<string, unknown>;
  const answers: Record<string, unknown> = {};
  for (let n = 0; n < ANSWERS; n += 1) {
    const photo = n < PHOTOS.length ? PHOTOS[n]! : null;
    answers[`bench${String(n).padStart(15, '0')}`] = {
      author: `bench-author-${n}`,
      course: 'CSE2005',
      body: body(
        n + 1,
        photo ? `${storagePrefix}${encodeURIComponent(`previews/${photo}.webp`)}?alt=media` : null,
      ),
      createdAt: Date.UTC(2026, 10, 1) + n * 60_000,
    };
  }
  seed.answers = { ...(seed.answers as object), [q]: answers };
  const file = path.join(benchData(`answers-${OFFSET}`), 'seed.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(seed));
  return file;
}

const gzipped = async (url: string): Promise<number> => {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return zlib.gzipSync(bytes, { level: 9 }).length;
};

/** Bytes and draw time on a cold visit at 4× CPU. */
async function coldVisit(browser: Browser, url: string) {
  const { context, page, cdp } = await openPage(browser);
  const tracker = await trackBytes(cdp);
  // The answers' code and data: what the rest of the page fetches meanwhile (the question's
  // region and its paper, the header's coins and reports, the sign-in, the lists) and the
  // answers' photos are left out.
  const answersOnly = (from: number, to = tracker.log.length) =>
    tracker.log
      .slice(from, to)
      .filter((entry) => entry.kind !== 'images' && !NOT_ANSWERS.test(entry.url));
  const sum = (entries: typeof tracker.log) =>
    entries.reduce((total, entry) => total + entry.bytes, 0);
  await throttle(cdp, 4);
  await page.addInitScript((count: number) => {
    const w = window as Window_;
    const observer = new MutationObserver(() => {
      const region = [...document.querySelectorAll('section[aria-labelledby]')].find((section) =>
        section.querySelector('h2')?.textContent?.startsWith('Answers'),
      );
      const articles = region ? region.querySelectorAll('ol > li article') : [];
      if (articles.length && w.__firstAt === undefined) w.__firstAt = performance.now();
      const drawn = [...articles].filter((article) => article.querySelector('math')).length;
      if (drawn > 0 && w.__firstDrawnAt === undefined) w.__firstDrawnAt = performance.now();
      if (drawn >= count && w.__allAt === undefined) {
        w.__allAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
    // The longest the page was held at once while the answers were drawn (after the first shown).
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        if (w.__firstAt === undefined || w.__allAt !== undefined) continue;
        if (task.startTime + task.duration < w.__firstAt) continue;
        w.__longestTask = Math.max(w.__longestTask ?? 0, task.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  }, ANSWERS);
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: /^Question / }).waitFor({ timeout: 60_000 });
  const fromQuestion = tracker.log.length;
  await page.waitForFunction(() => (window as Window_).__firstAt !== undefined, null, {
    timeout: 60_000,
  });
  const toFirst = tracker.log.length;
  const filesToFirst = answersOnly(fromQuestion, toFirst);
  await page.waitForFunction(() => (window as Window_).__allAt !== undefined, null, {
    timeout: 60_000,
  });
  const drawn = answersOnly(fromQuestion);
  const files = drawn.filter((entry) => entry.kind === 'js' || entry.kind === 'css');
  const photos = tracker.log.slice(fromQuestion).filter((entry) => entry.kind === 'images');
  const gz = await Promise.all(files.map((entry) => gzipped(entry.url)));
  const timing = await page.evaluate(() => {
    const w = window as Window_;
    return {
      first: w.__firstAt!,
      firstDrawn: w.__firstDrawnAt!,
      all: w.__allAt!,
      longestTask: w.__longestTask ?? 0,
    };
  });
  const result = {
    firstAnswerKB: +(sum(filesToFirst) / 1024).toFixed(1),
    firstAnswerFiles: filesToFirst
      .filter((entry) => entry.url !== 'websocket')
      .map((entry) => path.basename(new URL(entry.url).pathname)),
    firstAnswerWebSocketKB: +(
      sum(filesToFirst.filter((entry) => entry.url === 'websocket')) / 1024
    ).toFixed(1),
    drawnWithMathKB: +(sum(drawn) / 1024).toFixed(1),
    drawnWithMathFiles: files.map((entry, index) => ({
      file: path.basename(new URL(entry.url).pathname),
      servedKB: +(entry.bytes / 1024).toFixed(1),
      gzipKB: +(gz[index]! / 1024).toFixed(1),
    })),
    photosKB: +(sum(photos) / 1024).toFixed(1),
    firstToAllDrawnMs: Math.round(timing.all - timing.first),
    // Apart: the renderer's chunks arriving (first shown → first drawn), and the drawing itself.
    firstToFirstDrawnMs: Math.round(timing.firstDrawn - timing.first),
    firstDrawnToAllDrawnMs: Math.round(timing.all - timing.firstDrawn),
    longestTaskWhileDrawingMs: Math.round(timing.longestTask),
    navigationToAllDrawnMs: Math.round(timing.all),
  };
  await context.close();
  return result;
}

async function studentPage(browser: Browser, url: string): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(url);
  const region = page.getByRole('region', { name: /^Answers/ });
  await region.getByRole('button', { name: 'Sign in to answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('I already have an account').check();
  await dialog.getByLabel('Email', { exact: true }).fill(STUDENT.email);
  await dialog.getByLabel('Password').fill(STUDENT.password);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await region.getByLabel('Your answer').waitFor({ timeout: 30_000 });
  return page;
}

/** One vote and its taking back; returns the two round trips (ms). */
async function voteRun(voter: Page, watcher: Page): Promise<number[]> {
  const times: number[] = [];
  for (const score of ['Score 1', 'Score 0']) {
    await watcher.evaluate((label) => {
      const w = window as Window_;
      w.__seenAt = undefined;
      const first = document.querySelector('section ol > li article');
      const observer = new MutationObserver(() => {
        if (first?.querySelector(`[aria-label="${label}"]`)) {
          w.__seenAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    }, score);
    await voter.evaluate(() => {
      document.addEventListener('click', () => ((window as Window_).__votedAt = Date.now()), {
        capture: true,
        once: true,
      });
    });
    await voter
      .getByRole('region', { name: /^Answers/ })
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Vote up' })
      .click();
    await watcher.waitForFunction(() => (window as Window_).__seenAt !== undefined, null, {
      timeout: 30_000,
    });
    const votedAt = await voter.evaluate(() => (window as Window_).__votedAt!);
    const seenAt = await watcher.evaluate(() => (window as Window_).__seenAt!);
    times.push(seenAt - votedAt);
  }
  return times;
}

async function main() {
  process.env.VH_EMULATOR_SEED_USERS = path.join(root, 'content', 'auth-users.json');
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const config = JSON.parse(fs.readFileSync(runtime.configFile, 'utf8')) as {
    firebase: { storageBucket: string };
    emulators: { storage: string };
  };
  const prefix = `http://${config.emulators.storage}/v0/b/${encodeURIComponent(config.firebase.storageBucket)}/o/`;
  const q = question();
  const site = await startSite({
    offset: OFFSET,
    seedFile: seedWithAnswers(q, prefix),
    runtime,
    label: `answers-${OFFSET}`,
  });
  const browser = await launch(OFFSET);
  try {
    const url = `${site.url}/q/${q}`;
    const cold = await coldVisit(browser, url);
    console.log(
      `[bench:answers] first answer shown after ${cold.firstAnswerKB} KB past the question; drawn with math after ${cold.drawnWithMathKB} KB; 50 drawn ${cold.firstToAllDrawnMs} ms after the first (4× CPU; the first drawn after ${cold.firstToFirstDrawnMs} ms, the rest ${cold.firstDrawnToAllDrawnMs} ms after it; longest task ${cold.longestTaskWhileDrawingMs} ms)`,
    );
    const voter = await studentPage(browser, url);
    const { page: watcher } = await openPage(browser);
    await watcher.goto(url);
    await watcher.getByLabel('Score 0').first().waitFor({ timeout: 30_000 });
    const votes: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const times = await voteRun(voter, watcher);
      votes.push(...times);
      console.log(`[bench:answers] run ${run}: vote → other tab ${times.join(' ms, ')} ms`);
    }
    const answers = {
      ...cold,
      voteRoundTrip: { runs: votes, medianMs: median(votes), worstMs: Math.max(...votes) },
    };
    writeResults(
      'answers.json',
      { date: new Date().toISOString(), answers },
      `Answers (50 with math, 3 photos): ${cold.firstAnswerKB} KB to the first answer shown, ${cold.drawnWithMathKB} KB to it drawn with math; all 50 drawn ${cold.firstToAllDrawnMs} ms after the first at 4× CPU; vote → other tab median ${answers.voteRoundTrip.medianMs} ms, slowest ${answers.voteRoundTrip.worstMs} ms`,
      'bench:answers',
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

runBench(main);
