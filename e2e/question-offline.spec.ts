import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { manifestAssetUrls, type RemoteManifest } from '@vithelper/shell/manifest-assets';
import { test, expect, appPort } from './fixtures';

/**
 * "Make search work offline" keeps the course banks too (@vithelper/device/question-banks): with
 * the network off, a question-level hit still opens its question's page, whose text shows with
 * a short note where its paper's page cannot be drawn (its PDF was never kept on the device).
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const main = (page: Page) => page.locator('main#main');

/** Every file the registered remotes' manifests list: what the worker keeps after a visit. */
async function remoteFiles(): Promise<string[]> {
  const registry = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../config/remotes.local.json'), 'utf8'),
  ) as { remotes: Array<{ name: string }> };
  const lists = await Promise.all(
    registry.remotes.map(async (remote) => {
      const url = `http://localhost:${appPort(remote.name)}/mf-manifest.json`;
      return manifestAssetUrls(url, (await (await fetch(url)).json()) as RemoteManifest);
    }),
  );
  return lists.flat();
}

test("after Make search work offline, a hit's question opens with the network off", async ({
  page,
  context,
}) => {
  await page.goto('/cat1papers');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker warms every section's files when the page is idle: the courses section among them.
  const expected = await remoteFiles();
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const assets = await caches.open('vithelper-assets');
          const missing = [];
          for (const file of files) if (!(await assets.match(file))) missing.push(file);
          return missing;
        }, expected),
      { timeout: 60_000 },
    )
    .toEqual([]);
  await page.getByLabel('Search for Cat-1 Paper:').fill('deadlock');
  const inside = page.getByRole('region', { name: 'Inside papers' });
  const toggle = inside.getByRole('switch', { name: 'Make search work offline' });
  await expect(toggle).toBeEnabled({ timeout: 30_000 });
  await toggle.click();
  await expect(inside.getByText(/Search inside papers works offline\./)).toBeVisible({
    timeout: 90_000,
  });
  const hit = inside.getByRole('link', { name: /: open the question/ }).first();
  const href = (await hit.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/q\/q_[0-9a-z]{13}$/);
  // Every course's bank is on the device, where the courses section reads it.
  expect(
    await page.evaluate(async () => {
      const kept = await (await caches.open('vithelper-section-data')).keys();
      return kept.filter(({ url }) => /\/questions\/courses\/[A-Z0-9]+\.json$/.test(url)).length;
    }),
  ).toBeGreaterThan(1);

  await context.setOffline(true);
  await page.goto(href);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Question /, {
    timeout: 30_000,
  });
  const card = main(page).getByRole('article', { name: 'The question' });
  await expect(card).toContainText(/deadlock/i);
  await expect(
    card.getByText('The paper’s page could not be opened here, so this is its text.'),
  ).toBeVisible({ timeout: 30_000 });
});
