/**
 * node -r esbuild-register bench/floor-first-view.ts: the floor of the Lighthouse budget.
 * A first view with only React and React DOM (production, minified, brotli) that reads the
 * same six collections of the sample content (brotli, started from the HTML as the site does)
 * and shows /cat1papers's first screen (bench/floor/first-view-page.tsx), served locally and
 * measured with the same Lighthouse run as `npm run bench` (mobile preset). BENCH_SLOW_RUNS
 * (default 3) runs; prints each run and the median.
 */
import http from 'node:http';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { COLLECTION_PATHS } from '@vithelper/contracts/content';
import { benchPortOffset, ports } from '../scripts/ports';
import { bundleFloorPage } from './floor/bundle-page';
import { lighthouse } from './lib/lighthouse';
import { sampleSeed } from './lib/seeds';
import { medianOf, repeat } from './lib/stats';

const RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 3);
const OFFSET = benchPortOffset(4000);
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>floor</title>
<script>window.__reads = ${JSON.stringify(COLLECTION_PATHS)}.map((p) => fetch('/data/' + p + '.json'));</script>
<script src="/floor-first-view.js" defer></script></head>
<body><div id="root"><p>Loading VITHelper…</p></div></body></html>`;

async function main() {
  const script = await bundleFloorPage('first-view-page.tsx');
  const seed = JSON.parse(fs.readFileSync(sampleSeed(), 'utf8'));
  const content: Record<string, unknown> = seed.database ?? seed;
  const br = (body: string | Uint8Array) => zlib.brotliCompressSync(Buffer.from(body));
  const files = new Map<string, [string, Buffer]>([
    ['/floor-first-view.js', ['text/javascript', br(script)]],
    ...COLLECTION_PATHS.map(
      (name) =>
        [`/data/${name}.json`, ['application/json', br(JSON.stringify(content[name] ?? null))]] as [
          string,
          [string, Buffer],
        ],
    ),
  ]);
  const server = http.createServer((req, res) => {
    const [type, body] = files.get(req.url ?? '') ?? ['text/html', br(HTML)];
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'br',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) =>
    server.listen(ports(OFFSET).floorFirstView, '127.0.0.1', resolve),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kb = (file: string) => (files.get(file)![1].length / 1024).toFixed(1);
  const data = COLLECTION_PATHS.reduce(
    (n, name) => n + files.get(`/data/${name}.json`)![1].length,
    0,
  );
  console.log(
    `[bench:floor-first-view] script ${kb('/floor-first-view.js')} KB, data ${(data / 1024).toFixed(1)} KB (brotli)`,
  );
  try {
    const runs = await repeat(RUNS, () => lighthouse(url + '/cat1papers', OFFSET));
    for (const run of runs)
      console.log(
        `[bench:floor-first-view] performance ${run.performance}: FCP ${Math.round(run.fcp ?? NaN)} LCP ${Math.round(run.lcp ?? NaN)} TBT ${Math.round(run.tbt ?? NaN)}`,
      );
    const median = medianOf(
      runs.map(({ performance, fcp, lcp, tbt }) => ({ performance, fcp, lcp, tbt })),
    );
    console.log('[bench:floor-first-view] median', JSON.stringify(median));
  } finally {
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
