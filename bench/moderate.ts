/**
 * npm run bench:moderate: the time from a moderator's "Approve" to the paper being listed in
 * another visitor's open /cat1papers tab, with no reload (the list's live listener,
 * shell/src/startup/lists/published-papers.ts watchPublishedPapers). BENCH_MODERATE_RUNS runs (default 5):
 * each approves the sample student's oldest paper (scripts/content/data/sample-submissions.ts)
 * under a fresh name, waits for the other tab, then undoes it so the next run starts alike.
 * The click's time is taken in the moderator's page (a capturing listener), the paper's in the
 * visitor's page (a MutationObserver), both on this machine's clock. Writes
 * bench/results/moderate.json, which `npm run bench:check` compares with
 * moderateApproveToListedMs in bench/budgets.json (the slowest run).
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, root, runBench, startSite, writeResults } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch } from './lib/browser';
import { median } from './lib/stats';

const RUNS = Number(process.env.BENCH_MODERATE_RUNS ?? 5);
const OFFSET = benchPortOffset(4000);
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };

type Window_ = Window & { __approvedAt?: number; __listedAt?: number; __watch?: string };

async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), startupDelayMs: 0 } });
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('vithelper.appModal.dismissed', '1'));
  await page.goto(url);
  // The SDK (and with it the live listener) is connected once the header shows coins.
  await page
    .getByRole('banner')
    .getByLabel(/^\d+ coins$/)
    .waitFor();
  return page;
}

async function signInModerator(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('I already have an account').check();
  await dialog.getByLabel('Email', { exact: true }).fill(MODERATOR.email);
  await dialog.getByLabel('Password').fill(MODERATOR.password);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
}

async function oneRun(moderator: Page, visitor: Page, run: number): Promise<number> {
  const name = `Operating Systems bench run ${run}`;
  await visitor.evaluate((text) => {
    const w = window as Window_;
    w.__listedAt = undefined;
    w.__watch = text;
    const seen = () =>
      [...document.querySelectorAll('main button')].some((b) => b.textContent?.includes(text));
    const observer = new MutationObserver(() => {
      if (w.__watch === text && seen()) {
        w.__listedAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, name);

  const queue = moderator.getByRole('region', { name: /Waiting for review/ });
  await queue.getByRole('listitem').first().getByRole('button').click();
  const item = moderator.getByRole('article');
  await item.getByLabel('Course name').fill(name);
  await moderator.evaluate(() => {
    const w = window as Window_;
    w.__approvedAt = undefined;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent?.startsWith('Approve')) {
          w.__approvedAt = Date.now();
        }
      },
      { capture: true, once: true },
    );
  });
  await item.getByRole('button', { name: 'Approve with these details' }).click();
  await visitor.waitForFunction(() => (window as Window_).__listedAt !== undefined, null, {
    timeout: 30_000,
  });
  const approvedAt = await moderator.evaluate(() => (window as Window_).__approvedAt!);
  const listedAt = await visitor.evaluate(() => (window as Window_).__listedAt!);

  // Undo, so the next run approves the same paper from the same state.
  await moderator
    .getByRole('button', { name: new RegExp(`^Undo the approval of .*${name}`) })
    .click();
  await moderator.getByText(/^Unpublished /).waitFor();
  await visitor.waitForFunction(
    (text) =>
      ![...document.querySelectorAll('main button')].some((b) => b.textContent?.includes(text)),
    name,
  );
  return listedAt - approvedAt;
}

async function main() {
  // The sample moderator and student (a seed of the bench's own brings no accounts by itself).
  process.env.VH_EMULATOR_SEED_USERS = path.join(root, 'content', 'auth-users.json');
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
  const browser = await launch(OFFSET);
  try {
    const visitor = await openPage(browser, `${site.url}/cat1papers?q=bench`);
    const moderator = await openPage(browser, `${site.url}/moderate`);
    await signInModerator(moderator);
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const ms = await oneRun(moderator, visitor, run);
      times.push(ms);
      console.log(`[bench:moderate] run ${run}: Approve → listed in the other tab ${ms} ms`);
    }
    const moderate = { runs: times, medianMs: median(times), worstMs: Math.max(...times) };
    writeResults(
      'moderate.json',
      { date: new Date().toISOString(), moderate },
      `Approve → listed in another open tab: median ${moderate.medianMs} ms, slowest ${moderate.worstMs} ms (${RUNS} runs: ${times.join(', ')} ms)`,
      'bench:moderate',
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

runBench(main);
