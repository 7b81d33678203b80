import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';

/** A shared paper's link opened as the first address of a visit (remotes/exams/src/routes.ts). */

const seed = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'content/seed.json'), 'utf8'),
) as { cat1: Record<string, { name: string[] }>; materials: Record<string, { name: string }> };
const [paperId, paper] = Object.entries(seed.cat1)[0]!;
const code = paper.name[1]!;
const main = (page: Page) => page.locator('main#main');

/** What the first page needs beyond the list: pdf.js, its worker, the file's record and bytes. */
const PDF_FILES = {
  'pdf.js': (url: string) => /\/pdfjs\.[0-9a-f]+\.js$/.test(url),
  'its worker': (url: string) => /\.mjs$/.test(url),
  "the file's address": (url: string) => /\/o\/images%2F[^?]+\.pdf$/.test(url),
  "the file's bytes": (url: string) => /\/o\/images%2F[^?]+\.pdf\?alt=media/.test(url),
};
const isPdfFile = (url: string) => Object.values(PDF_FILES).some((test) => test(url));

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

async function expectFirstPage(page: Page) {
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(main(page).getByRole('region', { name: 'Page 1' })).toContainText(code, {
    timeout: 30_000,
  });
}

test("a paper's link shows its first page, and Back to papers leads to the list", async ({
  page,
}) => {
  await page.goto(`/cat1papers/${paperId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code, { timeout: 30_000 });
  await expectFirstPage(page);
  await main(page).getByRole('link', { name: '← Back to papers' }).click();
  await expect(page).toHaveURL(/\/cat1papers$/);
  await expect(
    main(page)
      .getByRole('button', { name: /Open PDF$/ })
      .first(),
  ).toBeVisible();
});

test.describe('during a start-up delay that has not ended', () => {
  test.use({ configOverrides: { startupDelayMs: 600_000 } });

  test("a paper's link fetches pdf.js, its worker, the file's address and bytes while the loader shows", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto(`/cat1papers/${paperId}`);
    for (const [what, test] of Object.entries(PDF_FILES)) {
      await expect.poll(() => urls.some(test), { message: `${what} requested` }).toBe(true);
    }
    // Nothing of the viewer shows before the delay ends: the loader is all the student sees.
    await expect(page.getByText('Loading VITHelper…')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test("a material's instructions link fetches its file while the loader shows", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    const [materialId] = Object.keys(seed.materials);
    await page.goto(`/materials/${materialId}/instructions`);
    await expect
      .poll(() => urls.some(PDF_FILES["the file's bytes"]), { message: 'file requested' })
      .toBe(true);
    await expect(page.getByText('Loading VITHelper…')).toBeVisible();
  });
});

test('a link to a paper whose file is missing says so, and downloads nothing', async ({ page }) => {
  const urls = recordRequests(page);
  // The storage has no file for this paper: its record answers 404 as Storage does.
  await page.route(/\/o\/images%2F[^?]+\.pdf(\?|$)/, (route) =>
    route.fulfill({
      status: 404,
      json: { error: { code: 404, message: 'Not Found. Could not get object' } },
    }),
  );
  await page.goto(`/cat1papers/${paperId}`);
  await expect(page.getByRole('alert')).toContainText(
    'The PDF for this paper is missing from VITHelper or cannot be read.',
  );
  await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(urls.filter(PDF_FILES["the file's bytes"])).toEqual([]);
});

test('a link to a paper that does not exist says so, and fetches no file', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/cat1papers/no-such-paper');
  await expect(page.getByRole('heading', { name: 'This paper is not in VITHelper' })).toBeVisible();
  expect(urls.filter((url) => /\/o\/images%2F/.test(url))).toEqual([]);
});

for (const address of ['/', '/cat1papers', '/materials']) {
  test(`${address} as the first address fetches no pdf.js and no PDF`, async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto(address);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter(isPdfFile)).toEqual([]);
  });
}
