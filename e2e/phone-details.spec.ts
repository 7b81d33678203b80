import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, authEmulatorReady, signInOnPage } from './fixtures';

/**
 * Smaller things a student meets on a phone: the sign-in dialog, an article's byline, how many
 * papers a list shows, and Most wanted's vote counts. (The moderators' Reports rows name their
 * slot: e2e/reports.spec.ts.)
 */
const STUDENT = { email: 'student@vithelper.test', password: 'student-demo' };
const PHONE = { width: 390, height: 844 };
const shots = path.join(__dirname, '../screenshots');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
});

const main = (page: Page) => page.locator('main#main');
type Rect = { left: number; top: number; right: number; bottom: number };
const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the sign-in dialog starts at "I already have an account", the page behind stays still, and the student stays where they were', async ({
    page,
  }) => {
    await page.goto('/contribute');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await main(page).getByRole('button', { name: 'Sign in' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('I already have an account')).toBeChecked();
    await page.screenshot({ path: path.join(shots, 'sign-in-dialog-phone.png') });
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(PHONE.width / 2, PHONE.height - 40);
    await page.mouse.wheel(0, 3000);
    await dialog.getByLabel('Email', { exact: true }).fill(STUDENT.email);
    await dialog.getByLabel('Password').fill(STUDENT.password);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(heading).toBeInViewport();
  });

  test("an article's byline never starts a line with a separator", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/hostel-vacating-procedure');
    const author = page.getByText(/^By Arjun Nair$/);
    await expect(author).toBeVisible({ timeout: 15_000 });
    // Each line's first item: a separator drawn at its start is an orphan.
    const orphans = await author.evaluate((first) => {
      const byline = first.parentElement!;
      const clip = byline.parentElement!.getBoundingClientRect();
      const found: string[] = [];
      const parts = [...byline.children] as HTMLElement[];
      const lineStarts = parts.filter((part) => {
        const rect = part.getBoundingClientRect();
        return !parts.some((other) => {
          const o = other.getBoundingClientRect();
          return other !== part && Math.abs(o.top - rect.top) < 4 && o.right <= rect.left + 1;
        });
      });
      for (const part of lineStarts) {
        const before = getComputedStyle(part, '::before').content;
        if (/·/.test(before)) found.push(`"${part.textContent}" begins with ${before}`);
        for (const mark of part.querySelectorAll('[aria-hidden="true"]')) {
          if (mark.getBoundingClientRect().right > clip.left + 0.5) {
            found.push(`"${part.textContent}" begins with a separator`);
          }
        }
      }
      return {
        found,
        lines: new Set(parts.map((part) => Math.round(part.getBoundingClientRect().top))).size,
      };
    });
    await page.screenshot({ path: path.join(shots, 'article-byline-320.png') });
    // At 320 px the byline takes more than one line: the case that matters.
    expect(orphans.lines).toBeGreaterThan(1);
    expect(orphans.found).toEqual([]);
  });

  for (const list of ['/cat1papers', '/fatpapers']) {
    test(`${list}: at least four papers on the first screen, each with its Save inside its card`, async ({
      page,
    }) => {
      await page.goto(list);
      const open = main(page).getByRole('button', { name: /Open PDF$/ });
      await expect(open.first()).toBeVisible({ timeout: 15_000 });
      await expect(open.nth(1)).toBeVisible();
      const save = main(page).getByRole('button', { name: 'Save paper' });
      // How many papers a screen holds: the window under the sticky header, over one paper's
      // pitch (its height and the gap to the next).
      const fits = await open.evaluateAll((buttons) => {
        const [first, second] = buttons.map((button) => button.getBoundingClientRect());
        // The header shown at this width (the desktop one is not displayed).
        const header = [...document.querySelectorAll('header')]
          .find((shown) => shown.getClientRects().length > 0)!
          .getBoundingClientRect();
        return Math.floor((window.innerHeight - header.bottom) / (second!.top - first!.top));
      });
      await page.screenshot({ path: path.join(shots, `list-phone${list.replace('/', '-')}.png`) });
      expect(fits).toBeGreaterThanOrEqual(4);
      for (const index of [0, 1, 2]) {
        // Rows are drawn as the list arrives: each is measured once it is on screen.
        await expect(open.nth(index)).toBeVisible();
        await expect(save.nth(index)).toBeVisible();
        const card = await rectOf(open.nth(index));
        const toggle = await rectOf(save.nth(index));
        expect(toggle.left).toBeGreaterThanOrEqual(card.left);
        expect(toggle.right).toBeLessThanOrEqual(card.right);
        expect(toggle.top).toBeGreaterThanOrEqual(card.top);
        expect(toggle.bottom).toBeLessThanOrEqual(card.bottom);
      }
    });
  }
});

test("Most wanted's vote counts line up, one under another, beside a row with the student's own vote", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contribute');
  // The sample student has voted for one request: its row says "Withdraw my vote".
  await signInOnPage(page, { from: main(page), account: STUDENT });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const wanted = page.getByRole('region', { name: 'Most wanted' });
  await expect(wanted.getByRole('button', { name: 'Withdraw my vote' })).toBeVisible({
    timeout: 15_000,
  });
  const counts = wanted.getByRole('listitem').locator('strong');
  await expect(counts.nth(3)).toBeVisible();
  const rects = await counts.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      const words = element.parentElement!.getBoundingClientRect();
      return { right: Math.round(rect.right), wordsLeft: Math.round(words.left) };
    }),
  );
  await wanted.screenshot({ path: path.join(shots, 'most-wanted-desktop.png') });
  expect(new Set(rects.map((rect) => rect.right)).size, JSON.stringify(rects)).toBe(1);
  expect(new Set(rects.map((rect) => rect.wordsLeft)).size, JSON.stringify(rects)).toBe(1);
});
