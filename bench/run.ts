/**
 * npm run bench: builds the production apps and the single-bundle baseline,
 * serves them with the emulator, measures in Chromium (Playwright + CDP) and
 * Lighthouse, prints tables and writes bench/results/latest.json.
 * BENCH_RUNS (default 5) and BENCH_SLOW_RUNS (default 3) set the repetitions.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { appPort, benchPortOffset, ports, remoteNames } from '../scripts/ports';
import { prepareSite, root, runBench, startSite, writeResults } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch, type Bytes } from './lib/browser';
import { firstVisit, paintsWithoutScript, startup, type Startup } from './lib/measure';
import { lighthouse, type LighthouseRun } from './lib/lighthouse';
import { firstViewBytes, offlinePass, storageUsedMB, warmVisits } from './lib/offline';
import {
  paperLinkFigures,
  paperLinkReport,
  paperLinkSetup,
  type PaperLinkResults,
} from './lib/paper-link';
import { buildBaseline, serveBaseline } from './lib/baseline';
import { kb, medianOf, repeat, round, table } from './lib/stats';
import { FIRST_VISIT_SECTIONS } from './lib/sections';
import { machineFigures, machineLine, type MachineFigures } from './lib/machine';

/** Start-up figures of one content scale, by `${page}@${cpu}x`. */
export type StartupFigures = Record<`${'about' | 'cat1'}@${1 | 4}x`, Startup>;
type Section = { clickToContent: number | null; added: Bytes; addedStorageChunks: number };
/** What bench/results/latest.json holds (read by bench/check.ts); content ×1 fills in all but `scales`. */
export type BenchResults = {
  date: string;
  runs: number;
  slowRuns: number;
  scales: Record<string, StartupFigures>;
  noScript: { fcpWithoutScript: boolean; loaderInHtml: boolean };
  sections: Record<string, Section> & { exams: Section };
  home: Bytes;
  homeRemoteRequests: number;
  homeStorageChunks: number;
  firstView?: Awaited<ReturnType<typeof firstViewBytes>>;
  /** At 100× content: the first views of / and /cat1papers, Lighthouse on /cat1papers, the offline copy. */
  scale100x?: {
    firstView: Record<'/' | '/cat1papers', Awaited<ReturnType<typeof firstViewBytes>>>;
    lighthouseCat1?: LighthouseFigures;
    offline?: Record<string, boolean>;
    offlineStorageMB?: number | null;
  };
  warm?: Record<string, number>;
  /** "Open a paper's link": first PDF page beside the list, by setting. */
  paperLink?: PaperLinkResults;
  offline?: Record<string, boolean>;
  baseline: {
    home: Bytes;
    clickToCat1: number | null;
    'cat1@1x': Startup;
    'cat1@4x': Startup;
  };
  lighthouse: Record<string, LighthouseFigures>;
  lighthouseStartupDelayMs: number;
  /** The machine the round ran on (bench/lib/machine.ts), measured before the site starts. */
  machine?: MachineFigures;
  /** Steps that could not run, with why (their figures are absent). */
  failedSteps?: string[];
};
type Registry = { remotes: { name: string; routes: string[] }[] };
/** One page's Lighthouse runs: medians, the lowest performance score and every run's score. */
export type LighthouseFigures = LighthouseRun & {
  performanceMin?: number;
  performanceRuns?: number[];
};

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 3);
const OFFSET = benchPortOffset(4000);
const BASELINE_PORT = ports(OFFSET).spare;
// Every remote's port (the contribute remote's too): none may serve the first view of /.
const REMOTE_PORTS = remoteNames.map((name) => appPort(name, OFFSET));
const LIGHTHOUSE_PAGES = ['/', '/cat1papers', '/placements', '/blogs'];
/** BENCH_SCALES (default 1,10,100): the content scales measured; 1 is always needed for the rest. */
const SCALES = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number);
const registry: Registry = JSON.parse(
  fs.readFileSync(path.join(root, 'config/remotes.local.json'), 'utf8'),
);
const seed = JSON.parse(fs.readFileSync(path.join(root, 'content/seed.json'), 'utf8'));
/** Every route: the shell's own pages and each path the registry gives a remote. */
const ROUTES = [
  '/',
  '/about-us',
  '/work-in-progress',
  '/status',
  ...registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => route.replace(':id', Object.keys(seed.placements)[0] ?? '')),
  ),
];
const WARM_SETTINGS = [
  { cpu: 1 },
  { cpu: 4 },
  { cpu: 1, slowNetwork: true },
  { cpu: 4, slowNetwork: true },
];

const log = (text: string) => console.log(`[bench] ${text}`);

async function startupFigures(browser: Browser, url: string, runs: number, heap = false) {
  const out = {} as StartupFigures;
  for (const cpu of [1, 4] as const) {
    for (const [page, path, mark] of [
      ['about', '/', 'about'],
      ['cat1', '/cat1papers', 'cat1'],
    ] as const) {
      const results = await repeat(runs, () =>
        startup(browser, url, {
          path,
          mark,
          cpu,
          heap: heap && page === 'cat1',
          // The list's first screen shows its first part: the heap is read once it is whole.
          ...(page === 'cat1' ? { wholeMark: 'cat1Whole' } : {}),
        }),
      );
      out[`${page}@${cpu}x`] = medianOf(results);
    }
  }
  return out;
}

/** SLOW_RUNS Lighthouse runs of one page: medians, and the lowest performance score of them. */
async function lighthouseRuns(url: string): Promise<LighthouseFigures> {
  const runs = await repeat(SLOW_RUNS, () => lighthouse(url, OFFSET));
  const scores = runs.map((run) => run.performance);
  return {
    ...medianOf(runs),
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    performanceMin: Math.min(...scores),
    performanceRuns: scores,
  };
}

/**
 * Runs one step of the bench; a step that fails says why and the others still write their
 * figures (its figures stay absent, and bench:check names them as missing).
 */
async function step<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const why = (error as Error).message.split('\n')[0];
    console.error(`[bench] ${name} could not run: ${why}`);
    failedSteps.push(`${name}: ${why}`);
    return undefined;
  }
}
const failedSteps: string[] = [];

async function main() {
  log('building the apps (stale ones) and the single-bundle baseline…');
  const runtime = prepareSite(`runtime-${OFFSET}`);
  buildBaseline();
  const lighthouseRuntime = runtime; // the same files: start-up delay 0 for Lighthouse too (VH_CONFIG_FILE)
  const machine = machineFigures();
  log(`machine: ${machineLine(machine)}`);
  // The pass at content ×1 fills in every other figure.
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    slowRuns: SLOW_RUNS,
    scales: {},
    machine,
  } as BenchResults;
  const browser = await launch(OFFSET);
  try {
    for (const factor of SCALES) {
      log(`content ×${factor}: starting the site…`);
      const site = await startSite({
        offset: OFFSET,
        seedFile: scaledSeed(factor),
        runtime,
        // The baseline below is served from its own port and reads this site's emulator.
        extraOrigins: [`http://localhost:${BASELINE_PORT}`],
      });
      try {
        const runs = factor === 100 ? SLOW_RUNS : RUNS;
        results.scales[factor] = await startupFigures(browser, site.url, runs, true);
        if (factor === 100) {
          log('content ×100: first views, Lighthouse on /cat1papers, the offline copy…');
          const firstView = async (path: '/' | '/cat1papers', mark: string) =>
            medianOf(
              await repeat(SLOW_RUNS, () => firstViewBytes(browser, site.url, { path, mark })),
            );
          let storageMB: number | null = null;
          results.scale100x = {
            firstView: {
              '/': await firstView('/', 'about'),
              '/cat1papers': await firstView('/cat1papers', 'cat1'),
            },
            lighthouseCat1: await step('Lighthouse /cat1papers at 100×', () =>
              lighthouseRuns(site.url + '/cat1papers'),
            ),
            offline: await step('offline pass at 100×', () =>
              offlinePass(browser, site.url, {
                routes: ROUTES,
                remotes: registry.remotes.length,
                onWarm: async (page) => {
                  storageMB = round(await storageUsedMB(page));
                },
              }),
            ),
          };
          results.scale100x.offlineStorageMB = storageMB;
        }
        if (factor !== 1) continue;
        results.noScript = await paintsWithoutScript(browser, site.url);
        results.sections = {} as BenchResults['sections'];
        for (const section of FIRST_VISIT_SECTIONS) {
          log(`first visit of ${section.name}…`);
          const visits = await repeat(RUNS, () =>
            firstVisit(browser, site.url, {
              section: section.mark,
              href: section.href,
              remotePorts: REMOTE_PORTS,
              homeSettled: 'shellSettled',
            }),
          );
          results.sections[section.name] = {
            clickToContent: round(medianOf(visits.map((v) => ({ t: v.clickToContent }))).t),
            added: medianOf(visits.map((v) => v.added)),
            addedStorageChunks: Math.max(...visits.map((v) => v.addedStorageChunks)),
          };
          results.home = medianOf(visits.map((v) => v.home));
          results.homeRemoteRequests = Math.max(
            results.homeRemoteRequests ?? 0,
            ...visits.map((v) => v.homeRemoteRequests),
          );
          results.homeStorageChunks = Math.max(
            results.homeStorageChunks ?? 0,
            ...visits.map((v) => v.homeStorageChunks),
          );
        }
        log('content-first start-up: JS before content, JS in 10 s, data bytes…');
        results.firstView = medianOf(await repeat(RUNS, () => firstViewBytes(browser, site.url)));
        log('repeat visits with a warm worker…');
        results.warm = await step('repeat visits with a warm worker', async () =>
          medianOf(
            await repeat(SLOW_RUNS, () =>
              warmVisits(browser, site.url, {
                path: '/cat1papers',
                mark: 'cat1',
                appMark: 'cat1App',
                remotes: registry.remotes.length,
                settings: WARM_SETTINGS,
              }),
            ),
          ),
        );
        results.paperLink = await step("open a paper's link", () =>
          paperLinkFigures(browser, {
            url: site.url,
            configFile: runtime.configFile,
            runs: SLOW_RUNS,
            ...paperLinkSetup(),
            log,
          }),
        );
        log('offline pass over every route…');
        results.offline = await step('offline pass', () =>
          offlinePass(browser, site.url, {
            routes: ROUTES,
            remotes: registry.remotes.length,
          }),
        );
        log('single-bundle baseline…');
        const baseline = await serveBaseline({ port: BASELINE_PORT, offset: OFFSET, runtime });
        try {
          const visits = await repeat(RUNS, () =>
            firstVisit(browser, baseline.url, {
              section: 'cat1',
              href: '/cat1papers',
              remotePorts: [],
            }),
          );
          results.baseline = {
            home: medianOf(visits.map((v) => v.home)),
            clickToCat1: round(medianOf(visits.map((v) => ({ t: v.clickToContent }))).t),
            'cat1@1x': medianOf(
              await repeat(RUNS, () =>
                startup(browser, baseline.url, { path: '/cat1papers', mark: 'cat1', cpu: 1 }),
              ),
            ),
            'cat1@4x': medianOf(
              await repeat(RUNS, () =>
                startup(browser, baseline.url, { path: '/cat1papers', mark: 'cat1', cpu: 4 }),
              ),
            ),
          };
        } finally {
          await baseline.stop();
        }
        log('Lighthouse (mobile preset)…');
        results.lighthouse = {};
        for (const page of LIGHTHOUSE_PAGES) {
          const figures = await step(`Lighthouse ${page}`, () => lighthouseRuns(site.url + page));
          if (figures) results.lighthouse[page] = figures;
        }
        results.lighthouseStartupDelayMs = JSON.parse(
          fs.readFileSync(lighthouseRuntime.configFile, 'utf8'),
        ).startupDelayMs;
      } finally {
        await site.stop();
      }
    }
  } finally {
    await browser.close();
  }
  writeResults('latest.json', { ...results, failedSteps }, report(results), 'bench');
  for (const failed of failedSteps) console.error(`[bench] not measured — ${failed}`);
}

/** fed / single, to two places; null where a figure is missing. */
const ratio = (fed: number | null, single: number | null) =>
  fed == null || !single ? null : round(fed / single, 2);

export function report(r: BenchResults): string {
  const s1 = r.scales[1];
  if (!s1) throw new Error('No figures at content ×1: BENCH_SCALES must include 1.');
  const parts = [];
  if (r.firstView) {
    parts.push(
      table(
        'Content-first start-up, first view of / at 4× CPU (KB compressed, median)',
        ['figure', 'value'],
        [
          ['JS requested before content visible', kb(r.firstView.jsBeforeContent)],
          ['JS requested in the first 10 s', kb(r.firstView.jsFirst10s)],
          [
            `content data (six REST reads, ${r.firstView.contentDataEncoding ?? 'uncompressed'})`,
            kb(r.firstView.contentData),
          ],
        ],
      ),
    );
  }
  if (r.warm) {
    parts.push(
      table(
        'Repeat visit with a warm worker: /cat1papers content visible (ms from navigation start, median)',
        ['setting', 'content visible'],
        Object.entries(r.warm).map(([setting, ms]) => [setting, ms]),
      ),
    );
  }
  if (r.paperLink) parts.push(paperLinkReport(r.paperLink));
  if (r.offline) {
    parts.push(
      table(
        'Offline pass: after one online visit, network off — content visible?',
        ['route', 'offline'],
        Object.entries(r.offline).map(([route, ok]) => [route, ok ? 'yes' : 'NO']),
      ),
    );
  }
  parts.push(
    table(
      'Start-up, sample content (ms from navigation start, median)',
      ['page', 'CPU', 'first paint', 'FCP', 'main.js end', 'data arrived', 'content visible'],
      Object.entries(s1).map(([key, v]) => [
        key.split('@')[0],
        key.split('@')[1],
        v.firstPaint,
        v.fcp,
        round(v.mainScriptEnd),
        round(v.dataArrived),
        round(v.content),
      ]),
    ),
  );
  parts.push(
    `\nLoader without JavaScript: first contentful paint ${r.noScript.fcpWithoutScript ? 'yes' : 'NO'}, loader markup in index.html ${r.noScript.loaderInHtml ? 'yes' : 'NO'}`,
  );
  const bytesRow = (name: string, b: Bytes) => [
    name,
    kb(b.js),
    kb(b.css),
    kb(b.images),
    kb(b.data),
    kb(b.html + b.other + b.fonts),
    b.requests,
  ];
  parts.push(
    table(
      'Bytes as served (KB, compressed; data = JSON + WebSocket frame payloads)',
      ['view', 'JS', 'CSS', 'images', 'data', 'html/other', 'requests'],
      [
        bytesRow('first view of /', r.home),
        ...Object.entries(r.sections).map(([name, v]) =>
          bytesRow(`+ first visit of ${name}`, v.added),
        ),
        bytesRow('single bundle: first view of /', r.baseline.home),
      ],
    ),
  );
  parts.push(
    `\nFirst view of /: ${r.homeRemoteRequests} request(s) to the remote ports, ${r.homeStorageChunks} storage chunk(s).`,
  );
  parts.push(
    table(
      'Header link → section content, remote not loaded yet (4× CPU, ms, median)',
      ['section', 'click → content', 'Storage chunk loaded'],
      Object.entries(r.sections).map(([name, v]) => [
        name,
        v.clickToContent,
        v.addedStorageChunks ? 'yes' : 'no',
      ]),
    ),
  );
  const fed = s1;
  parts.push(
    table(
      'Federation vs single bundle (ratio = federated / single bundle)',
      ['figure', 'federated', 'single bundle', 'ratio'],
      [
        [
          'first view of / JS (KB)',
          kb(r.home.js),
          kb(r.baseline.home.js),
          ratio(r.home.js, r.baseline.home.js),
        ],
        [
          'first view of / requests',
          r.home.requests,
          r.baseline.home.requests,
          ratio(r.home.requests, r.baseline.home.requests),
        ],
        [
          '/cat1papers list visible, 1× (ms)',
          round(fed['cat1@1x'].content),
          round(r.baseline['cat1@1x'].content),
          ratio(fed['cat1@1x'].content, r.baseline['cat1@1x'].content),
        ],
        [
          '/cat1papers list visible, 4× (ms)',
          round(fed['cat1@4x'].content),
          round(r.baseline['cat1@4x'].content),
          ratio(fed['cat1@4x'].content, r.baseline['cat1@4x'].content),
        ],
        [
          'click → /cat1papers, 4× (ms)',
          r.sections.exams.clickToContent,
          r.baseline.clickToCat1,
          ratio(r.sections.exams.clickToContent, r.baseline.clickToCat1),
        ],
      ],
    ),
  );
  parts.push(
    table(
      'Content scale (ms from navigation start, median; /cat1papers: its first screen, then the whole list; heap once the whole list is on screen)',
      [
        'content',
        'CPU',
        'About visible',
        '/cat1papers data arrived',
        '/cat1papers visible',
        'visible − data',
        'whole list visible',
        'JS heap MB',
      ],
      Object.entries(r.scales).flatMap(([factor, s]) =>
        ([1, 4] as const).map((cpu) => {
          const cat1 = s[`cat1@${cpu}x`];
          return [
            `${factor}×`,
            `${cpu}×`,
            round(s[`about@${cpu}x`].content),
            round(cat1.dataArrived),
            round(cat1.content),
            cat1.dataArrived == null ? null : round(cat1.content - cat1.dataArrived),
            round(cat1.whole),
            round(cat1.heapMB),
          ];
        }),
      ),
    ),
  );
  if (r.scale100x) {
    const views = Object.entries(r.scale100x.firstView);
    parts.push(
      table(
        'Content ×100, first view at 4× CPU (KB compressed, median; content data = the six REST reads)',
        ['page', 'content visible ms', 'data before content visible', 'data in the first 10 s'],
        views.map(([page, v]) => [
          page,
          round(v.content),
          kb(v.contentDataBeforeContent),
          kb(v.contentData),
        ]),
      ),
    );
    const lh = r.scale100x.lighthouseCat1;
    parts.push(
      `\nContent ×100: Lighthouse /cat1papers performance ${lh ? `min ${lh.performanceMin} (runs ${lh.performanceRuns?.join(', ')}), LCP ${round(lh.lcp, 0)} ms, TBT ${round(lh.tbt, 0)} ms` : 'not measured'}; offline copy ${r.scale100x.offlineStorageMB ?? '—'} MB on the device; offline routes with content ${r.scale100x.offline ? `${Object.values(r.scale100x.offline).filter(Boolean).length} of ${Object.keys(r.scale100x.offline).length}` : 'not measured'}.`,
    );
  }
  parts.push(
    table(
      `Lighthouse, mobile preset (median of ${r.slowRuns}, and the lowest performance score; start-up delay ${r.lighthouseStartupDelayMs} ms)`,
      [
        'page',
        'performance min',
        'performance runs',
        'performance',
        'accessibility',
        'best practices',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'failed a11y audits',
      ],
      Object.entries(r.lighthouse).map(([page, v]) => [
        page,
        v.performanceMin,
        v.performanceRuns?.join(' '),
        v.performance,
        v.accessibility,
        v.bestPractices,
        round(v.fcp, 0),
        round(v.lcp, 0),
        round(v.tbt, 0),
        round(v.cls, 3),
        v.failedA11y.join(' ') || '—',
      ]),
    ),
  );
  return parts.join('\n');
}

if (require.main === module) {
  runBench(main);
}
