/**
 * Narrow screens, down to 320 px: no page scrolls sideways and no name is broken between letters.
 * /status's nine columns scroll inside their own box; the viewer's controls wrap; Contribute's
 * tabs keep their names whole; the catalogue's cards, one line of name or two, never overlap.
 * Against the built apps and the emulator seeded from content/seed.json.
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

    // The caption starts where the table does, on screen: centred over nine columns it was not.
    const captionLeft = await table.locator('caption').evaluate((caption) => {
      const range = document.createRange();
      range.selectNodeContents(caption);
      return range.getBoundingClientRect().left - caption.getBoundingClientRect().left;
    });
    expect(captionLeft).toBeLessThan(20);

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
  // Side by side, as on wider screens: not one pill stacked over the other.
  const send = tabs.getByText('Send a paper', { exact: true });
  const [sendBox, mineBox] = await Promise.all([send.boundingBox(), mine.boundingBox()]);
  expect(Math.round(sendBox?.y ?? 0)).toBe(Math.round(mineBox?.y ?? -1));
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
});

/** The words in `root` that are broken between letters: their letters sit on more than one line. */
async function brokenWords(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A word may end a line after its hyphen ("Dream-" / "Core"): each part is a word here.
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

for (const [route, ready] of [
  ['/placements/rules', 'Super Dream placement'],
  ['/placements/topics', 'Keys'],
  ['/courses/CSE2005/practice', 'Learning'],
  ['/status', 'Remotes registered in remotes.json'],
] as const) {
  test(`${route} at 320 px breaks no word between letters`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route);
    await expect(page.locator('main').getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await brokenWords(page, 'main')).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  });
}

test("Most wanted at 390 px gives a paper's name the row's width, its votes under it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contribute');
  const rows = page.getByRole('region', { name: 'Most wanted' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  // Each row's first part (code, name, exam) is as wide as the row; the votes come below it.
  const rowsSeen = await rows.evaluateAll((items) =>
    items.map((item) => {
      const what = item.firstElementChild!.getBoundingClientRect();
      const votes = item.querySelector('strong')!.getBoundingClientRect();
      return {
        share: Math.round((what.width / item.getBoundingClientRect().width) * 100) / 100,
        below: votes.top >= what.bottom,
      };
    }),
  );
  expect(rowsSeen.length).toBeGreaterThan(0);
  for (const row of rowsSeen)
    expect(row, JSON.stringify(rowsSeen)).toEqual({ share: 1, below: true });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

for (const width of [320, 390]) {
  test(`/cat1papers at ${width} px scrolled down lays each card below the one before`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/cat1papers');
    const list = page.getByRole('list', { name: 'CAT-1 Papers' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // On a phone a course's name takes one line or two, so cards differ in height; scrolling
    // attaches cards of both kinds, and every one must end before the next begins.
    for (let screen = 0; screen < 6; screen += 1) {
      await page.mouse.wheel(0, 700);
      await expect
        .poll(() =>
          list.evaluate((element) => {
            const cards = [...element.querySelectorAll('[role="listitem"]')]
              .map((card) => card.getBoundingClientRect())
              .sort((a, b) => a.top - b.top);
            return cards.flatMap((card, i) => {
              const next = cards[i + 1];
              return next && card.bottom > next.top + 0.5
                ? [`${Math.round(card.bottom - next.top)} px over the next at ${scrollY} px`]
                : [];
            });
          }),
        )
        .toEqual([]);
    }
  });
}
