/**
 * Figures of the content-first start-up and the offline worker (docs/performance.md):
 * JS before the content is visible and in the first 10 s, content data bytes,
 * repeat visits with a warm worker, and an offline pass over every route.
 */
import type { Browser, Page } from '@playwright/test';
import { networkQuiet, openPage, throttle, trackBytes, waitMark, type Served } from './browser';

const CONTENT_READ = /\/(cat1|cat2|fat|materials|faqs|placements)\.json(\?|$)/;
const FIRST_WINDOW_MS = 10_000;

/**
 * First view of a page (/ by default) at 4× CPU: compressed JS requested before the content
 * showed, and within 10 s; the content data requested before the content showed, and within 10 s.
 */
export async function firstViewBytes(
  browser: Browser,
  url: string,
  { cpu = 4, path = '/', mark = 'about' } = {},
) {
  const { context, page, cdp } = await openPage(browser, { serviceWorkers: 'block' });
  try {
    const bytes = await trackBytes(cdp);
    await throttle(cdp, cpu);
    await page.goto(url + path, { waitUntil: 'commit' });
    const content = await waitMark(page, mark, 120_000);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const left = origin + FIRST_WINDOW_MS - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    await networkQuiet(bytes, 300, 2000);
    const sum = (test: (entry: Served) => boolean) =>
      bytes.log.filter(test).reduce((n, entry) => n + entry.bytes, 0);
    return {
      content,
      jsBeforeContent: sum((e) => e.kind === 'js' && (e.startedAt ?? Infinity) <= origin + content),
      jsFirst10s: sum(
        (e) => e.kind === 'js' && (e.startedAt ?? Infinity) <= origin + FIRST_WINDOW_MS,
      ),
      contentData: sum((e) => CONTENT_READ.test(e.url)),
      contentDataBeforeContent: sum(
        (e) => CONTENT_READ.test(e.url) && (e.startedAt ?? Infinity) <= origin + content,
      ),
      contentDataEncoding: bytes.log.find((e) => CONTENT_READ.test(e.url))?.encoding ?? null,
    };
  } finally {
    await context.close();
  }
}

/** Waits until the worker has cached every registered remote's entry and the content reads (six lists, three first parts). */
export async function workerWarm(page: Page, remotes: number) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const warm = await page.evaluate(async (count) => {
      const assets = await (await caches.open('vithelper-assets')).keys();
      const content = await (await caches.open('vithelper-content')).keys();
      return (
        assets.filter((r) => r.url.includes('/remoteEntry.')).length >= count && content.length >= 9
      );
    }, remotes);
    if (warm) break;
    if (Date.now() > deadline) throw new Error('The worker did not warm its caches within 90 s');
    await page.waitForTimeout(500);
  }
  // The warm-up caches each remote's files after its entry; let it finish.
  await page.waitForTimeout(3000);
}

/** Slow 4G as Lighthouse's mobile preset models it (150 ms, 1.6 Mbit/s down). */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One repeat visit's conditions: CPU slow-down, and slow 4G or an open network. */
export type WarmSetting = { cpu: number; slowNetwork?: boolean };

/**
 * Repeat visits with a warm worker: one visit, the worker warmed, then for each
 * setting a new navigation to `path`: ms from navigation start to content visible. With
 * `appMark`, also `<setting> app`: ms until the app itself has drawn it (a repeat visit shows
 * the page as it last opened first, shell/src/features/first-screen/data/first-screen.ts).
 */
export async function warmVisits(
  browser: Browser,
  url: string,
  {
    path,
    mark,
    appMark,
    remotes,
    settings,
  }: { path: string; mark: string; appMark?: string; remotes: number; settings: WarmSetting[] },
): Promise<Record<string, number>> {
  const { context, page, cdp } = await openPage(browser, { serviceWorkers: 'allow' });
  try {
    await page.goto(url + path, { waitUntil: 'commit' });
    await waitMark(page, mark, 120_000);
    await workerWarm(page, remotes);
    const out: Record<string, number> = {};
    for (const { cpu, slowNetwork } of settings) {
      await cdp.send('Network.enable');
      await cdp.send(
        'Network.emulateNetworkConditions',
        slowNetwork
          ? SLOW_NETWORK
          : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
      );
      await throttle(cdp, cpu);
      await page.goto(url + path, { waitUntil: 'commit' });
      const setting = `${cpu}x${slowNetwork ? ' slow 4G' : ''}`;
      out[setting] = await waitMark(page, mark, 120_000);
      if (appMark) out[`${setting} app`] = await waitMark(page, appMark, 120_000);
      await throttle(cdp, 1);
    }
    return out;
  } finally {
    await context.close();
  }
}

/** The site's storage on the device (the worker's caches, IndexedDB, …), in MB. */
export const storageUsedMB = (page: Page): Promise<number> =>
  page.evaluate(async () => ((await navigator.storage.estimate()).usage ?? 0) / (1024 * 1024));

/**
 * After one online visit and the worker's warm-up, every route with the network off: content
 * visible? `onWarm` reads the page once the caches are warm (the offline copy's size).
 */
export async function offlinePass(
  browser: Browser,
  url: string,
  {
    routes,
    remotes,
    onWarm,
  }: { routes: string[]; remotes: number; onWarm?: (page: Page) => Promise<void> },
): Promise<Record<string, boolean>> {
  const { context, page } = await openPage(browser, { serviceWorkers: 'allow' });
  try {
    await page.goto(url + '/', { waitUntil: 'commit' });
    await waitMark(page, 'about', 120_000);
    await workerWarm(page, remotes);
    await onWarm?.(page);
    await context.setOffline(true);
    const out: Record<string, boolean> = {};
    for (const route of routes) {
      try {
        await page.goto(url + route, { waitUntil: 'commit' });
        await page.locator('main#main').getByRole('heading').first().waitFor({ timeout: 20_000 });
        out[route] =
          (await page.getByRole('alert').count()) === 0 &&
          (await page.getByText('Loading VITHelper…').count()) === 0;
      } catch {
        out[route] = false;
      }
    }
    return out;
  } finally {
    await context.close();
  }
}
