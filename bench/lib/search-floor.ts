/**
 * The floor of a search keystroke on /cat1papers (bench/floor/search-floor-page.tsx): React alone
 * showing, for each query, the count line and the same paper rows as the page, from matches worked
 * out at load, before the first key. Typed into exactly as the page is (bench/lib/keystrokes.ts),
 * it says what showing the rows costs on this machine, whatever the search, the virtualizer and the
 * rest of the page do.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import type { Paper } from '@vithelper/contracts/papers';
import { bundleFloorPageWithStyles, floorServer } from '../floor/bundle-page';
import type { FloorInput } from '../floor/search-floor-page';
import { openPage, throttle } from './browser';
import { typeQueries, type Keystroke } from './keystrokes';

/**
 * Types `queries` into the floor page in `browser`; `rows` is how many rows the page has in its
 * window, `cpu` the CPU slowdown the page was typed into at (after load, as the page's).
 */
export async function measureSearchFloor(
  browser: Browser,
  papers: readonly Paper[],
  {
    queries,
    label,
    rows,
    cpu = 1,
  }: { queries: readonly string[]; label: string; rows: number; cpu?: number },
  tracePath?: string,
): Promise<Keystroke[]> {
  const { js, css } = await bundleFloorPageWithStyles('search-floor-page.tsx');
  const input: FloorInput = { label, papers: [...papers], queries: [...queries], rows };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<link rel="stylesheet" href="/floor.css"><script>window.__vhFloorInput=${JSON.stringify(input).replace(/</g, '\\u003c')}</script>
<script src="/floor.js" defer></script></head><body><div id="root"></div></body></html>`;
  const server = floorServer(
    { '/floor.js': ['text/javascript', js], '/floor.css': ['text/css', css ?? ''] },
    html,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { context, page, cdp } = await openPage(browser, { markers: {} });
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.getByLabel(label).waitFor({ timeout: 120_000 });
    if (cpu > 1) await throttle(cdp, cpu);
    return await typeQueries(browser, page, label, [...queries], { tracePath });
  } finally {
    await context.close();
    server.close();
  }
}
