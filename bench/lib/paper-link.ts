/**
 * "Open a paper's link": on a throttled network, the time from navigation to the first page
 * visible on a paper's own address beside the time to the CAT-1 list shown on /cat1papers,
 * measured in the same pass (cold: a fresh context each; warm: a repeat visit with the service
 * worker), with the configured start-up wait. The ratio paper / list is the figure the budget
 * holds; both times share whatever else the machine was doing at that moment.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { MARKERS, openPage, throttle, waitMark } from './browser';
import { SLOW_NETWORK, workerWarm } from './offline';
import { median, round, table } from './stats';
import { root } from './site';

/** pdf.js has drawn the first page: its canvas drawn and its text layer laid over it (after the drawing). */
const PDF_MARK = `() => !!document.querySelector('[data-page="1"] canvas + div span')`;
/**
 * The first page is visible to the student: page 1's preview picture in its sheet (the viewer
 * inserts it only once the picture is decoded, features/viewer/data/first-page-preview.ts) or
 * pdf.js's drawn page, whichever comes first. Like every mark, the time is that of the frame
 * after the DOM change.
 */
const FIRST_PAGE_MARK = `() => !!document.querySelector('[data-page="1"] img[data-page-preview]')
      || (${PDF_MARK})()`;
const MARKS = { ...MARKERS, pdf: PDF_MARK, firstPage: FIRST_PAGE_MARK };

/**
 * One visit pair: the list's time, the paper's first page visible and pdf.js's first page
 * drawn (ms from navigation start).
 */
type PaperLinkRun = { list: number; paper: number; pdf: number };
/**
 * Medians of a setting's runs, and the median of each run's paper / list (the budget's
 * figure); pdfRatio is the same for pdf.js's drawn page, the figure before previews.
 */
type PaperLinkFigure = {
  list: number | null;
  paper: number | null;
  ratio: number | null;
  pdf: number | null;
  pdfRatio: number | null;
};
/** By `${profile}, ${cold|warm}, wait ${ms} ms`. */
export type PaperLinkResults = Record<string, PaperLinkFigure & { runs: PaperLinkRun[] }>;

/** The phone profile (4× CPU, 1.6 Mbit/s, 150 ms) and the same network at 1× CPU. */
const PROFILES = [
  { name: 'phone 4×', cpu: 4 },
  { name: '1×', cpu: 1 },
] as const;

/** The settings measured, as keyed in the results: each wait, each profile, cold and warm. */
export const paperLinkSettings = (shippedDelayMs: number): string[] =>
  [shippedDelayMs, 0].flatMap((delay) =>
    PROFILES.flatMap((profile) =>
      (['cold', 'warm'] as const).map((kind) => `${profile.name}, ${kind}, wait ${delay} ms`),
    ),
  );

async function slowNetwork(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

/** The times of each mark, in order, with the CPU throttled until the last. */
async function visit(page: Page, cdp: CDPSession, url: string, marks: string[], cpu: number) {
  await throttle(cdp, cpu);
  await page.goto(url, { waitUntil: 'commit' });
  const times: number[] = [];
  for (const mark of marks) times.push(await waitMark(page, mark, 120_000));
  await throttle(cdp, 1);
  return times;
}

/** A first visit: the list, then the paper, each in a fresh context (cold cache, no worker). */
async function coldPair(
  browser: Browser,
  url: string,
  paperPath: string,
  cpu: number,
): Promise<PaperLinkRun> {
  const times: number[] = [];
  for (const [path, marks] of [
    ['/cat1papers', ['cat1']],
    [paperPath, ['firstPage', 'pdf']],
  ] as const) {
    const { context, page, cdp } = await openPage(browser, { markers: MARKS });
    try {
      await slowNetwork(cdp);
      times.push(...(await visit(page, cdp, url + path, [...marks], cpu)));
    } finally {
      await context.close();
    }
  }
  return { list: times[0]!, paper: times[1]!, pdf: times[2]! };
}

/**
 * A repeat visit with the worker: the paper opened once (so it is kept on the device) and the
 * worker warmed, then the list and the paper again on the throttled network.
 */
async function warmPair(
  browser: Browser,
  url: string,
  paperPath: string,
  cpu: number,
  remotes: number,
): Promise<PaperLinkRun> {
  const { context, page, cdp } = await openPage(browser, {
    markers: MARKS,
    serviceWorkers: 'allow',
  });
  try {
    await page.goto(url + paperPath, { waitUntil: 'commit' });
    await waitMark(page, 'pdf', 120_000);
    await workerWarm(page, remotes);
    await slowNetwork(cdp);
    const [list] = await visit(page, cdp, url + '/cat1papers', ['cat1'], cpu);
    const [paper, pdf] = await visit(page, cdp, url + paperPath, ['firstPage', 'pdf'], cpu);
    return { list: list!, paper: paper!, pdf: pdf! };
  } finally {
    await context.close();
  }
}

function summarise(runs: PaperLinkRun[]): PaperLinkFigure & { runs: PaperLinkRun[] } {
  return {
    list: round(median(runs.map((r) => r.list))),
    paper: round(median(runs.map((r) => r.paper))),
    ratio: round(median(runs.map((r) => r.paper / r.list)), 2),
    pdf: round(median(runs.map((r) => r.pdf))),
    pdfRatio: round(median(runs.map((r) => r.pdf / r.list)), 2),
    runs: runs.map((r) => ({
      list: Math.round(r.list),
      paper: Math.round(r.paper),
      pdf: Math.round(r.pdf),
    })),
  };
}

/**
 * Every setting: the shipped start-up wait (config/local.json) and 0, each profile, cold and
 * warm, `runs` pairs each. The wait is written to the served config.json (read on every request).
 */
export async function paperLinkFigures(
  browser: Browser,
  {
    url,
    configFile,
    shippedDelayMs,
    paperPath,
    remotes,
    runs,
    log = () => undefined,
  }: {
    url: string;
    configFile: string;
    shippedDelayMs: number;
    paperPath: string;
    remotes: number;
    runs: number;
    log?: (text: string) => void;
  },
): Promise<PaperLinkResults> {
  const original = fs.readFileSync(configFile, 'utf8');
  const out: PaperLinkResults = {};
  try {
    for (const delay of [shippedDelayMs, 0]) {
      fs.writeFileSync(
        configFile,
        JSON.stringify({ ...JSON.parse(original), startupDelayMs: delay }),
      );
      for (const profile of PROFILES) {
        for (const kind of ['cold', 'warm'] as const) {
          const key = `${profile.name}, ${kind}, wait ${delay} ms`;
          log(`open a paper's link: ${key}…`);
          const pairs: PaperLinkRun[] = [];
          for (let i = 0; i < runs; i += 1)
            pairs.push(
              kind === 'cold'
                ? await coldPair(browser, url, paperPath, profile.cpu)
                : await warmPair(browser, url, paperPath, profile.cpu, remotes),
            );
          out[key] = summarise(pairs);
          log(`  ${JSON.stringify(out[key])}`);
        }
      }
    }
  } finally {
    fs.writeFileSync(configFile, original);
  }
  return out;
}

/** The paper opened (the first CAT-1 paper of the sample content), the shipped wait, the remotes. */
export function paperLinkSetup() {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const id = Object.keys(read('content/seed.json').cat1)[0];
  if (!id) throw new Error('content/seed.json has no CAT-1 paper to open');
  return {
    paperPath: `/cat1papers/${id}`,
    shippedDelayMs: Number(read('config/local.json').startupDelayMs),
    remotes: (read('config/remotes.local.json').remotes as unknown[]).length,
  };
}

export function paperLinkReport(results: PaperLinkResults): string {
  return table(
    "Open a paper's link: first page visible (preview or pdf.js's page) vs /cat1papers list shown, 1.6 Mbit/s, 150 ms (ms from navigation start, median; ratio = median of paper / list per pair; pdf.js = its canvas and text layer, the figure before previews)",
    ['setting', 'list shown', 'first page visible', 'ratio', 'pdf.js page', 'pdf.js ratio'],
    Object.entries(results).map(([setting, v]) => [
      setting,
      v.list,
      v.paper,
      v.ratio,
      v.pdf,
      v.pdfRatio,
    ]),
  );
}
