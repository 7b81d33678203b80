/**
 * Narrow screens, down to 320 px: no page scrolls sideways and no name is broken between letters.
 * /status's nine columns scroll inside their own box; the viewer's controls wrap; Contribute's
 * tabs keep their names whole. Against the built apps and the emulator seeded from content/seed.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const seed = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'content', 'seed.json'), 'utf8'),
) as { cat1: Record<string, unknown> };
const firstCat1 = Object.keys(seed.cat1)[0];

for (const width of [320, 390, 1280]) {
  test(`/status at ${width} px keeps every heading on one line and the page its width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/status');
    const table = page.getByRole('table', { name: 'Remotes registered in remotes.json' });
    await expect(table.getByRole('rowheader', { name: 'exams', exact: true })).toBeVisible();

    // The page scrolls only down: its width is the window's.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);

    // One line each: a heading broken between letters ("Remot / e") is taller than its line.
    for (const name of ['Remote', 'Candidate', 'Share', 'This device']) {
      const heading = table.getByRole('columnheader', { name, exact: true });
      const lines = await heading.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `"${name}" is on one line`).toBe(1);
    }

    // What does not fit is reached by scrolling the table's own box, by touch or by keyboard.
    const box = page.getByRole('region', { name: 'Remotes' });
    await expect(box).toHaveAttribute('tabindex', '0');
  });
}

/** How wide the page is against the window, once `ready` shows: it scrolls only down. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('a paper in the viewer at 320 px fits the screen, its controls wrapping', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/cat1papers/${firstCat1}`);
  const toolbar = page.getByRole('toolbar', { name: 'PDF controls' });
  const pageOf = toolbar.getByText(/^Page \d+ of \d+$/);
  await expect(pageOf).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  // The first page's preview hands its toolbar over to the reader's: the right edge is read from
  // whichever is on screen, again until it is there (a hand-over in between has no box).
  await expect
    .poll(async () => {
      const box = await pageOf.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(320);
});

test("Contribute's tabs at 320 px keep each name whole", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/contribute');
  const tabs = page.getByRole('navigation', { name: 'Contribute' });
  const mine = tabs.getByRole('link', { name: 'My contributions' });
  await expect(mine).toBeVisible();
  const lines = await mine.evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
});
