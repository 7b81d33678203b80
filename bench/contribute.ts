/**
 * npm run bench:contribute: the contribute section (remotes/contribute) at 4× CPU.
 * - its first visit from the home page (header link → "Sign in to contribute"), as
 *   compressed JS added: what a student downloads before any file is chosen (no OCR). The click
 *   comes once the home page has the shell's Firebase SDK, which the shell loads on every page
 *   at an idle moment after its content (shared/src/data/firebase.ts) and the section's first
 *   view does not start (docs/contributions.md): the figure is the section's own code;
 * - details prefilled from a PDF with text: choosing the file → the four fields filled;
 * - details prefilled from a one-page phone photo (OCR): choosing it → the four fields filled,
 *   the OCR files downloaded then (cold), as a student's first photo.
 * BENCH_RUNS runs each (default 3), the median. Writes bench/results/contribute.json, which
 * `npm run bench:check` reads.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { appPort, benchPortOffset, remoteNames } from '../scripts/ports';
import { firstVisit } from './lib/measure';
import { launch, MARKERS, openPage, throttle } from './lib/browser';
import { prepareSite, root, runBench, startSite, writeResults } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { median, round } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OFFSET = benchPortOffset(4000);
const CPU = 4;
const REMOTE_PORTS = remoteNames.map((name) => appPort(name, OFFSET));
const SAMPLE = path.join(root, 'content/storage/images/ECE2006_CAT1_A1TA1_2017.pdf');
const log = (text: string) => console.log(`[bench:contribute] ${text}`);

export type ContributeResults = {
  date: string;
  runs: number;
  cpu: number;
  /** Compressed JS the first visit of /contribute adds to the home page's, in bytes. */
  firstVisitJs: number | null;
  firstVisitJsRuns: number[];
  /** Choosing a PDF with text → all four details filled, ms. */
  prefillTextPdfMs: number | null;
  prefillTextPdfRuns: number[];
  /** Choosing a one-page phone photo → all four details filled (OCR, cold), ms. */
  prefillPhotoMs: number | null;
  prefillPhotoRuns: number[];
};

const markers = {
  ...MARKERS,
  contribute: `() => [...document.querySelectorAll('main h2')].some((h) => /^(Sign in to contribute|1\\. The paper)$/.test(h.textContent.trim()))`,
};

/** Signs a new email account in from the page's own button (the Auth emulator). */
async function signIn(page: Page, url: string, run: number) {
  await page.goto(`${url}/contribute`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  // The dialog opens on "I already have an account"; a new address creates one.
  await dialog.getByLabel('New here: create my account').check();
  await dialog.getByLabel('Email', { exact: true }).fill(`bench-${Date.now()}-${run}@example.com`);
  await dialog.getByLabel('Password').fill('secret-123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: '1. The paper' }).waitFor({ timeout: 60_000 });
}

/** ms from choosing the file(s) to the four details filled. */
async function prefill(
  browser: Awaited<ReturnType<typeof launch>>,
  url: string,
  run: number,
  input: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  const { context, page, cdp } = await openPage(browser);
  try {
    await signIn(page, url, run);
    await throttle(cdp, CPU);
    const start = await page.evaluate(() => performance.now());
    await page.getByRole('main').getByLabel(input).setInputFiles(file);
    const filled = await page.waitForFunction(
      () => {
        const value = (id: string) =>
          (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
        const all = ['field-exam', 'field-courseCode', 'field-courseName', 'field-slot'].every(
          (id) => value(id) !== '',
        );
        return all ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    return Math.round(((await filled.jsonValue()) as number) - start);
  } finally {
    await context.close();
  }
}

/** Page 1 of the sample as a phone photo would be: about 2400 × 3400 px. */
function phonePhoto(): Buffer {
  const png = path.join(root, '.emulator-data', `bench-photo-${OFFSET}.png`);
  fs.mkdirSync(path.dirname(png), { recursive: true });
  execFileSync(
    process.execPath,
    [path.join(root, 'remotes/contribute/src/testing/read-pdf-node.mjs'), SAMPLE, png, '4'],
    { cwd: root },
  );
  return fs.readFileSync(png);
}

async function main() {
  if (!fs.existsSync(SAMPLE)) execFileSync('npm', ['run', 'content:pdfs'], { cwd: root });
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
  const browser = await launch(OFFSET);
  try {
    log('first visit of /contribute from the home page…');
    const visits: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const visit = await firstVisit(browser, site.url, {
        section: 'contribute',
        href: '/contribute',
        remotePorts: REMOTE_PORTS,
        cpu: CPU,
        markers,
        homeSettled: 'shellSettled',
      });
      visits.push(visit.added.js);
    }
    log('details from a PDF with text…');
    const pdf = { name: 'paper.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(SAMPLE) };
    const textRuns: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      textRuns.push(await prefill(browser, site.url, run, 'Choose a PDF', pdf));
    }
    log('details from a phone photo (OCR)…');
    const photo = { name: 'photo.png', mimeType: 'image/png', buffer: phonePhoto() };
    const photoRuns: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      photoRuns.push(await prefill(browser, site.url, run + 100, 'Take or choose photos', photo));
    }
    const results: ContributeResults = {
      date: new Date().toISOString(),
      runs: RUNS,
      cpu: CPU,
      firstVisitJs: median(visits),
      firstVisitJsRuns: visits,
      prefillTextPdfMs: median(textRuns),
      prefillTextPdfRuns: textRuns,
      prefillPhotoMs: median(photoRuns),
      prefillPhotoRuns: photoRuns,
    };
    writeResults(
      'contribute.json',
      results,
      [
        `Contribute at ${CPU}× CPU (median of ${RUNS})`,
        `  first visit of /contribute adds: ${round((results.firstVisitJs ?? 0) / 1024)} KB compressed JS (runs ${visits.map((b) => round(b / 1024)).join(', ')} KB)`,
        `  details from a PDF with text: ${results.prefillTextPdfMs} ms (runs ${textRuns.join(', ')})`,
        `  details from a phone photo (OCR, cold): ${results.prefillPhotoMs} ms (runs ${photoRuns.join(', ')})`,
      ].join('\n'),
      'bench:contribute',
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

runBench(main);
