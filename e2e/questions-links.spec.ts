import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, builtBank } from './fixtures';

/**
 * Each paper of the exams lists links to its course's questions (the courses remote's bank), on
 * its row beside Save, clear of the row's own text at phone and desktop widths. The bank's name
 * is read from the banks `npm start` builds (scripts/questions/build-banks.ts).
 */

const shots = path.join(__dirname, '../screenshots');
const CODE = 'CSE2005';
const bank = builtBank(CODE);
const main = (page: Page) => page.locator('main#main');
const rows = (page: Page) =>
  main(page).getByRole('list', { name: 'CAT-1 Papers' }).getByRole('listitem');

type Rect = { left: number; top: number; right: number; bottom: number };
/** A row's boxes read at one moment (rows move while the list arrives): its card (the open
 * button), its name, "Open PDF", Save and the Questions link. */
const boxesOf = (row: Locator) =>
  row.evaluate((element) => {
    const rect = (node: Element | null | undefined) => {
      const { left, top, right, bottom } = node!.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const [card, save] = element.querySelectorAll('button');
    const action = [...card!.querySelectorAll('span')].find(
      (span) => span.textContent === 'Open PDF',
    );
    return {
      card: rect(card),
      name: rect(card!.firstElementChild),
      action: rect(action),
      save: rect(save),
      link: rect(element.querySelector('a')),
    };
  });
const apart = (a: Rect, b: Rect) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
const inside = (inner: Rect, outer: Rect) =>
  inner.left >= outer.left &&
  inner.right <= outer.right &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom;

test("a paper row's Questions link opens its course's bank", async ({ page }) => {
  await page.goto('/cat1papers');
  await main(page).getByLabel('Search for Cat-1 Paper:').fill(CODE);
  const link = rows(page)
    .first()
    .getByRole('link', { name: `All questions of ${CODE}` });
  // The first page of the run loads the shell and the remote cold, on a busy machine.
  await expect(link).toHaveText('Questions', { timeout: 60_000 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${CODE}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`${bank.name} questions`, {
    timeout: 30_000,
  });
});

for (const width of [320, 390, 1280]) {
  test(`at ${width} px each row's Questions link sits inside its card, clear of its text and Save`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/cat1papers');
    // The whole list, so its rows no longer move as the rest arrives.
    await expect(main(page).getByText(/^\d+ papers$/)).toBeVisible({ timeout: 60_000 });
    for (const index of [0, 1, 2]) {
      const row = rows(page).nth(index);
      await expect(row.getByRole('link', { name: /^All questions of / })).toBeVisible();
      const { card, name, action, save, link } = await boxesOf(row);
      const boxes = JSON.stringify({ link, card, save, action, name });
      expect(inside(link, card), boxes).toBe(true);
      expect(apart(link, save), boxes).toBe(true);
      expect(apart(link, action), boxes).toBe(true);
      expect(apart(link, name), boxes).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    if (width !== 320)
      await page.screenshot({ path: path.join(shots, `cat1papers-questions-${width}.png`) });
  });
}
