/**
 * node -r esbuild-register bench/floor.ts: the floor of the warm-worker budget. A page
 * with only React and React DOM (production, minified) rendering the element the cat1
 * marker waits for, served by a worker from its cache, measured exactly as warmVisits
 * in bench/lib/offline.ts measures /cat1papers: one visit, then repeat visits at each
 * setting, ms from navigation start to the marker. BENCH_RUNS (default 3) runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { benchPortOffset, ports } from '../scripts/ports';
import { bundleFloorPage, floorServer } from './floor/bundle-page';
import { launch, openPage, throttle, waitMark } from './lib/browser';
import { medianOf, repeat } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OFFSET = benchPortOffset(4000);
const SETTINGS = [{ cpu: 1 }, { cpu: 4 }];
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<script>navigator.serviceWorker.register('/sw.js');</script>
<script src="/floor.js" defer></script></head><body><div id="root"></div></body></html>`;

async function main() {
  const script = await bundleFloorPage('floor-page.tsx');
  const worker = fs.readFileSync(path.join(__dirname, 'floor/floor-worker.js'));
  const server = floorServer(
    { '/floor.js': ['text/javascript', script], '/sw.js': ['text/javascript', worker] },
    HTML,
  );
  await new Promise<void>((resolve) => server.listen(ports(OFFSET).floor, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  console.log(`[bench:floor] floor.js ${(script.length / 1024).toFixed(1)} KB minified`);
  const browser = await launch(OFFSET);
  try {
    const runs = await repeat(RUNS, async () => {
      const { context, page, cdp } = await openPage(browser, { serviceWorkers: 'allow' });
      try {
        await page.goto(url + '/cat1papers', { waitUntil: 'commit' });
        await waitMark(page, 'cat1');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        // A second visit from the worker, as the site's warm-up visit: the code cache is written.
        await page.goto(url + '/cat1papers', { waitUntil: 'commit' });
        await waitMark(page, 'cat1');
        const out: Record<string, number> = {};
        for (const { cpu } of SETTINGS) {
          await throttle(cdp, cpu);
          await page.goto(url + '/cat1papers', { waitUntil: 'commit' });
          out[`${cpu}x`] = await waitMark(page, 'cat1');
          await throttle(cdp, 1);
        }
        return out;
      } finally {
        await context.close();
      }
    });
    for (const key of Object.keys(runs[0] ?? {}))
      console.log(
        `[bench:floor] ${key}: ${runs.map((r) => Math.round(r[key] ?? NaN)).join(' / ')}`,
      );
    console.log('[bench:floor] median', JSON.stringify(medianOf(runs)));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
