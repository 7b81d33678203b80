import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Search inside the papers' text: a topic typed in a paper list finds the pages that hold it
 * (with a marked snippet), and a hit opens the viewer at that page with the words highlighted.
 * The words come from the sample papers' own text (scripts/content/data/questions.ts).
 */

const main = (page: Page) => page.locator('main#main');
const inside = (page: Page) => page.getByRole('region', { name: 'Inside papers' });
const shotDir = path.join(__dirname, '..', 'screenshots');

async function search(page: Page, text: string) {
  await page.goto('/cat1papers');
  await page.getByLabel('Search for Cat-1 Paper:').fill(text);
}

test('a topic from inside the papers finds pages with a marked snippet, and a hit opens the viewer there, highlighted', async ({
  page,
}) => {
  await search(page, 'dijkstra');
  const hits = inside(page).getByRole('listitem');
  await expect(hits.first()).toBeVisible({ timeout: 20_000 });
  await expect(inside(page).getByText(/papers? ha(s|ve) "dijkstra" inside/)).toBeVisible();
  // A hit's card (a hit in a known question also has that question's link after it).
  const first = hits.first().getByRole('link').first();
  await expect(first.locator('mark').first()).toHaveText(/^Dijkstra's$/);
  await expect(first).toContainText(/Page \d/);
  await expect(first).toContainText('CAT-1');
  const href = (await first.getAttribute('href')) ?? '';
  const pageNumber = Number(/[?&]page=(\d+)/.exec(href)?.[1]);
  expect(href).toMatch(/^\/cat1papers\/[^/?]+\?page=\d+&hl=dijkstra$/);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${pageNumber}&hl=dijkstra$`));
  const bar = main(page).getByRole('group', { name: 'Search matches' });
  await expect(bar).toContainText(/Match 1 of (\d+) for “dijkstra”/, { timeout: 30_000 });
  // The viewer is on the hit's page, and that page's text layer has the word marked as current.
  await expect(main(page).getByText(new RegExp(`^Page ${pageNumber} of \\d+$`))).toBeVisible();
  const sheet = main(page).getByRole('region', { name: `Page ${pageNumber}` });
  const marks = sheet.locator('mark[data-hl]');
  await expect(marks.first()).toHaveText(/^Dijkstra's$/);
  await expect(marks.first()).toHaveAttribute('aria-current', 'true');
  await expect(marks.first()).toBeInViewport();

  const total = Number(/of (\d+)/.exec((await bar.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  await bar.getByRole('button', { name: 'Next match' }).click();
  await expect(bar).toContainText(`Match 2 of ${total}`);
  await expect(sheet.locator('mark[data-hl]').nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(marks.first()).not.toHaveAttribute('aria-current');
  await bar.getByRole('button', { name: 'Previous match' }).click();
  await expect(bar).toContainText(`Match 1 of ${total}`);
  await expect(marks.first()).toHaveAttribute('aria-current', 'true');

  // The address is the shareable link: opened afresh it shows the same.
  await page.reload();
  await expect(bar).toContainText(`Match 1 of ${total} for “dijkstra”`, { timeout: 30_000 });
});

test('several words: every hit holds all of them, and typing a word part-way already finds it', async ({
  page,
}) => {
  await search(page, "banker's algorithm");
  const first = inside(page).getByRole('link').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(first.locator('mark')).toContainText(["banker's", 'algorithm']);
  await page.getByLabel('Search for Cat-1 Paper:').fill('laplace transf');
  await expect(inside(page).getByRole('link').first().locator('mark').first()).toHaveText(
    /^Laplace$/i,
  );
});

test('a word no paper holds says so, markup is shown as text, and the course search still works', async ({
  page,
}) => {
  await search(page, '<img src=x onerror=alert(1)> zzqqx');
  await expect(inside(page).getByText(/No paper has ".*zzqqx" inside\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(main(page).locator('img[src="x"]')).toHaveCount(0);
  await page.getByLabel('Search for Cat-1 Paper:').fill('the of');
  await expect(inside(page)).toHaveCount(0);
});

test('a shared link with a page past the end and markup in hl is clamped and shown as text', async ({
  page,
}) => {
  await search(page, 'dijkstra');
  const href =
    (await inside(page).getByRole('link').first().getAttribute('href', { timeout: 20_000 })) ?? '';
  const paperPath = href.split('?')[0] ?? '';
  await page.goto(`${paperPath}?page=99999&hl=${encodeURIComponent('<b>dijkstra</b> (.*')}`);
  const bar = main(page).getByRole('group', { name: 'Search matches' });
  await expect(bar).toContainText(/Match 1 of \d+ for “dijkstra”/, { timeout: 30_000 });
  await expect(main(page).getByText(/^Page (\d+) of \1$/)).toBeVisible();
  await expect(main(page).locator('b')).toHaveCount(0);
});

test("the search runs off the page, in the worker the exams remote's build ships", async ({
  page,
}) => {
  const started = page.waitForEvent('worker', {
    predicate: async (worker) => (await worker.evaluate(() => self.name)) === 'inside-papers',
  });
  await search(page, 'dijkstra');
  await expect(inside(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const worker = await started;
  // What the worker itself loaded: the remote's built file (from the remote's origin, through
  // the page's loader), then the index files the search read.
  const loaded = (
    await worker.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name))
  ).map((address) => new URL(address));
  expect(loaded.map((url) => url.pathname)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/inside-papers\.[0-9a-f]{8}\.js$/),
      '/search/cat1/manifest.json',
    ]),
  );
  // Nothing of it from the page's own origin: the remote's files, on the remote's.
  const shell = new URL(page.url()).origin;
  expect(loaded.filter((url) => url.origin === shell)).toEqual([]);
});

test('a damaged index file: the list says inside-papers search is unavailable and its course search still works', async ({
  page,
  context,
}) => {
  // Every text fragment of the index answers with broken JSON.
  await context.route(/\/search\/cat1\/[^/]+\/p\/\d+\.json/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":' }),
  );
  await search(page, 'dijkstra');
  await expect(
    inside(page).getByText(
      'Searching inside papers is not available right now; the course search above still works.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(inside(page).getByRole('link')).toHaveCount(0);
  // The course search above is untouched: a course name still lists its papers.
  await page.getByLabel('Search for Cat-1 Paper:').fill('Operating Systems');
  await expect(
    main(page)
      .getByRole('button', { name: /^Operating Systems CSE2005 Slot/ })
      .first(),
  ).toBeVisible();
});

test('make search work offline: size first, progress, then with the servers stopped the same search works, a cached paper opens and an uncached one says so', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await search(page, 'dijkstra');
  const hits = inside(page).getByRole('listitem');
  await expect(hits.first()).toBeVisible({ timeout: 20_000 });
  const count = await hits.count();
  expect(count).toBeGreaterThan(1);
  const hrefs = () =>
    hits.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const online = await hrefs();

  const toggle = inside(page).getByRole('switch', { name: 'Make search work offline' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(
    inside(page).getByText(
      /^Saves the search index of every paper on this device: \d+(\.\d)? (KB|MB)\.$/,
    ),
  ).toBeVisible();
  // The packs of fragments come slowly, so the progress can be seen.
  await context.route(/\/search\/\w+\/[^/]+\/pack\/\d+\.json/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await toggle.click();
  await expect(
    inside(page).getByRole('progressbar', { name: 'Saving the search index' }),
  ).toBeVisible();
  await expect(inside(page).getByText(/^Saving \d+ KB: \d+ of \d+ files…$/)).toBeVisible();
  await expect(
    inside(page).getByText(/Search inside papers works offline\. .* kept on this device\./),
  ).toBeVisible({ timeout: 60_000 });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // One hit opened while online: its PDF is kept on the device.
  const firstHref = (await hits.first().getByRole('link').first().getAttribute('href')) ?? '';
  await hits.first().getByRole('link').first().click();
  await expect(main(page).getByRole('group', { name: 'Search matches' })).toContainText(
    'Match 1 of',
    { timeout: 30_000 },
  );
  await page.goBack();
  await expect(hits.first()).toBeVisible({ timeout: 20_000 });

  // The servers are gone: no request of this page (or its search worker) reaches anything.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  const box = page.getByLabel('Search for Cat-1 Paper:');
  await box.fill('');
  await expect(inside(page)).toHaveCount(0);
  await box.fill('dijkstra');
  await expect(hits).toHaveCount(count, { timeout: 20_000 });
  expect(await hrefs()).toEqual(online);
  // The opened paper is on the device; the others say they need a connection.
  const opened = inside(page).locator(`a[href="${firstHref}"]`);
  await expect(opened).not.toContainText('Not on this device');
  const away = hits.filter({ hasText: 'Not on this device: needs a connection' });
  await expect(away).toHaveCount(count - 1);
  fs.mkdirSync(shotDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await inside(page)
      .getByRole('heading', { name: 'Inside papers' })
      .evaluate((heading) =>
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 90),
      );
    await page.screenshot({ path: path.join(shotDir, `inside-papers-offline-hits-${width}.png`) });
  }
  await opened.click();
  await expect(main(page).getByRole('group', { name: 'Search matches' })).toContainText(
    'Match 1 of',
    { timeout: 30_000 },
  );
  await page.goBack();
  await away.first().getByRole('link').first().click();
  await expect(
    main(page).getByText(/You are offline, and this PDF has not been kept on this device\./),
  ).toBeVisible({ timeout: 20_000 });
});

test('screenshots: results and the highlighted viewer at 390 px and 1280 px', async ({ page }) => {
  fs.mkdirSync(shotDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await search(page, 'dijkstra');
    const first = inside(page).getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    // The section's heading just under the site's sticky header.
    await inside(page)
      .getByRole('heading', { name: 'Inside papers' })
      .evaluate((heading) =>
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 90),
      );
    await expect(inside(page).getByText(/^Saves the search index of every paper/)).toBeVisible();
    await page.screenshot({ path: path.join(shotDir, `inside-papers-results-${width}.png`) });
    // The offline switch on, then removed again (the next width starts from "off").
    await inside(page).getByRole('switch', { name: 'Make search work offline' }).click();
    await expect(inside(page).getByText(/works offline/)).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: path.join(shotDir, `inside-papers-offline-on-${width}.png`) });
    await inside(page).getByRole('button', { name: 'Remove from this device' }).click();
    await expect(
      inside(page).getByRole('switch', { name: 'Make search work offline' }),
    ).toHaveAttribute('aria-checked', 'false');
    await first.click();
    const bar = main(page).getByRole('group', { name: 'Search matches' });
    await expect(bar).toContainText('Match 1 of', { timeout: 30_000 });
    await expect(main(page).locator('mark[data-hl]').first()).toBeInViewport();
    await page.screenshot({ path: path.join(shotDir, `inside-papers-viewer-${width}.png`) });
  }
});
