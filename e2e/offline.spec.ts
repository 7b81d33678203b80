import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import {
  manifestAssetUrls,
  type RemoteManifest,
} from '../shell/src/features/offline/worker/manifest-assets';
import { test, expect, appPort } from './fixtures';

/**
 * The offline worker in real Chromium: after one online visit every route renders
 * with its content with the network off; the registry still decides which remote
 * version runs; faults stay honest.
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

type Registry = { remotes: Array<{ name: string; manifest: string; routes: string[] }> };
const registry = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../config/remotes.local.json'), 'utf8'),
) as Registry;
const seed = JSON.parse(fs.readFileSync(path.join(__dirname, '../content/seed.json'), 'utf8')) as {
  placements: Record<string, unknown>;
};
const placementId = Object.keys(seed.placements)[0]!;

/** The shell's own pages and every path the registry gives a remote (a real id for the article). */
const ROUTES = [
  '/',
  '/about-us',
  '/work-in-progress',
  '/status',
  ...registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => route.replace(':id', placementId)),
  ),
];

/** Every file the registered remotes' manifests list: what the worker must have cached. */
async function remoteFiles(): Promise<string[]> {
  const lists = await Promise.all(
    registry.remotes.map(async (remote) => {
      const url = `http://localhost:${appPort(remote.name)}/mf-manifest.json`;
      return manifestAssetUrls(url, (await (await fetch(url)).json()) as RemoteManifest);
    }),
  );
  return lists.flat();
}

/** Visits the site once online and waits until the worker has cached what every route needs. */
async function visitOnce(page: Page) {
  const expected = await remoteFiles();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker warms its caches when the page is idle (shell/src/features/offline/data/service-worker.ts).
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const assets = await caches.open('vithelper-assets');
          const content = await (await caches.open('vithelper-content')).keys();
          const missing = [];
          for (const file of files) if (!(await assets.match(file))) missing.push(file);
          return { missing, content: content.length };
        }, expected),
      { timeout: 60_000 },
    )
    .toEqual({ missing: [], content: 6 });
}

async function expectRouteRenders(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main#main').getByRole('heading').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Loading VITHelper…')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByText('You are offline — saved content still works.')).toBeVisible();
}

test('after one online visit, every route renders with its content offline', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await goOffline(context, page);
  for (const route of ROUTES) {
    await test.step(route, () => expectRouteRenders(page, route));
  }
  await page.goto('/cat1papers');
  await expect(page.getByText(/\d+ papers/)).toBeVisible({ timeout: 20_000 });
  await page.goto('/placements/article');
  await expect(page.getByRole('heading', { name: /\d+ experiences/ })).toBeVisible();
});
