import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { PREVIEW_WIDTH } from '@vithelper/contracts/papers/preview';
import { test, expect } from './fixtures';

/** A shared paper's link opened as the first address of a visit (remotes/exams/src/routes.ts). */

const seed = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'content/seed.json'), 'utf8'),
) as { cat1: Record<string, { name: string[] }>; materials: Record<string, { name: string }> };
const [paperId, paper] = Object.entries(seed.cat1)[0]!;
const code = paper.name[1]!;
const main = (page: Page) => page.locator('main#main');

/**
 * What the first page needs beyond the list: the viewer's code (remotes/exams/webpack.config.ts
 * names its chunk), page 1's preview, pdf.js, its worker, the file's record and bytes.
 */
const VIEWER_CODE = /\/viewer\.[0-9a-f]+\.(js|css)$/;
const PDF_FILES = {
  "the viewer's code": (url: string) => VIEWER_CODE.test(url),
  "page 1's preview": (url: string) => /\/o\/previews%2F[^?]+\.webp\?alt=media$/.test(url),
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

test("a paper's link preloads the viewer's code from index.html and downloads each file once", async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto(`/cat1papers/${paperId}`);
  await expectFirstPage(page);
  // Started by the page's boot script, beside the section's routes module.
  const preloads = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads.filter((url) => VIEWER_CODE.test(url))).not.toEqual([]);
  // Each preload is the request the federation runtime then makes: no file comes twice.
  const files = urls.filter((url) => /\.(js|mjs|css)$/.test(new URL(url).pathname));
  expect(files.filter((url, index) => files.indexOf(url) !== index)).toEqual([]);
  for (const url of preloads) expect(files).toContain(url);
});

const PREVIEW_ROUTE = /\/o\/previews%2F[^?]+\.webp\?alt=media$/;
const PDFJS_ROUTE = /\/pdfjs\.[0-9a-f]+\.js$/;
const picture = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Page 1' })
    .getByRole('img', { name: /^Page 1, as a picture/ });

test("a paper's link shows page 1's picture before pdf.js, where and as large as pdf.js then draws it", async ({
  page,
}) => {
  // pdf.js held back until the picture has been looked at: what a student sees on a slow line.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PDFJS_ROUTE, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/cat1papers/${paperId}`);
  await expect(picture(page)).toBeVisible({ timeout: 30_000 });
  expect(await picture(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    PREVIEW_WIDTH,
  );
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Download' })).toBeDisabled();
  const pageOne = main(page).getByRole('region', { name: 'Page 1' });
  const before = await pageOne.boundingBox();

  release();
  await expectFirstPage(page);
  await expect(picture(page)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Download' })).toBeEnabled();
  const after = await pageOne.boundingBox();
  // Nothing moved: the drawn page took the picture's place at the picture's size.
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(after![side] - before![side])).toBeLessThan(0.5);
});

test("a paper's link opens as before when its preview is missing or damaged", async ({ page }) => {
  for (const answer of [
    { status: 404, json: { error: { code: 404, message: 'Not Found. Could not get object' } } },
    { status: 200, contentType: 'image/webp', body: 'not a picture at all' },
  ]) {
    const urls = recordRequests(page);
    await page.route(PREVIEW_ROUTE, (route) => route.fulfill(answer));
    await page.goto(`/cat1papers/${paperId}`);
    await expectFirstPage(page);
    expect(urls.filter(PDF_FILES["page 1's preview"])).toHaveLength(1);
    await expect(picture(page)).toHaveCount(0);
    await page.unroute(PREVIEW_ROUTE);
  }
});

test('a repeat visit shows the kept picture without asking Storage again', async ({ page }) => {
  await page.goto(`/cat1papers/${paperId}`);
  await expectFirstPage(page);
  const urls = recordRequests(page);
  await page.route(PDFJS_ROUTE, () => undefined);
  await page.reload();
  await expect(picture(page)).toBeVisible({ timeout: 30_000 });
  expect(urls.filter(PDF_FILES["page 1's preview"])).toEqual([]);
});

test.describe('during a start-up delay that has not ended', () => {
  test.use({ configOverrides: { startupDelayMs: 600_000 } });

  test("a paper's link fetches its preview, pdf.js, its worker, the file's address and bytes while the loader shows", async ({
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
  expect(urls.filter((url) => /\/o\/(images|previews)%2F/.test(url))).toEqual([]);
});

for (const address of ['/', '/cat1papers', '/materials']) {
  test(`${address} as the first address fetches no viewer code, no preview, no pdf.js and no PDF`, async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto(address);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter(isPdfFile)).toEqual([]);
  });
}

test.describe('with the shipped start-up wait (config/local.json)', () => {
  test.use({ configOverrides: { startupDelayMs: 2300 } });

  test("a link to a paper past its list's first part opens it, never saying it is not in VITHelper", async ({
    page,
  }) => {
    // The start-up reads each paper list's first 60 papers by course name; this one is far past them.
    const [farId, far] = Object.entries(seed.cat1).sort(([, a], [, b]) =>
      a.name[0]! < b.name[0]! ? -1 : a.name[0]! > b.name[0]! ? 1 : 0,
    )[100]!;
    await page.goto(`/cat1papers/${farId}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(
      `${far.name[0]} (${far.name[1]})`,
      { timeout: 30_000 },
    );
    await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'This paper is not in VITHelper' })).toHaveCount(
      0,
    );
  });
});
