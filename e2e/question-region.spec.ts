import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, builtBank } from './fixtures';

/**
 * Each question as its paper prints it (the courses remote's question region): its address
 * opens the region of its page drawn by pdf.js, sharp at the screen's pixels, its words in the
 * text layer; a hit of "search inside papers" names its question and opens it. The banks are the
 * ones `npm start` builds from the sample papers (scripts/questions/build-banks.ts).
 */

const CODE = 'CSE2005';
const bank = builtBank(CODE);
const main = (page: Page) => page.locator('main#main');
/** A word of the question's text that a text layer holds whole (letters only, not short). */
const longWord = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, ''))
    .sort((a, b) => b.length - a.length)[0]!;

test("a question's address opens its region of the paper, drawn sharp, with its words as text", async ({
  page,
}) => {
  const question = bank.questions.find((each) => longWord(each.text).length >= 7)!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/q/${question.id}`);
  const region = main(page).locator('[data-question-region="drawn"]');
  await expect(region).toBeVisible({ timeout: 60_000 });
  const canvas = region.locator('canvas');
  await expect(canvas).toHaveCount(question.regions?.length ?? 1);
  // Drawn at the screen's pixels and clipped to the question: a strip, not the page.
  const drawn = await canvas.first().evaluate((element: HTMLCanvasElement) => {
    const box = element.getBoundingClientRect();
    const context = element.getContext('2d')!;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) ink += 1;
    return {
      pixels: element.width,
      css: box.width,
      height: box.height,
      ratio: window.devicePixelRatio,
      ink,
    };
  });
  expect(Math.abs(drawn.pixels - drawn.css * drawn.ratio)).toBeLessThan(1);
  expect(drawn.height).toBeLessThan(drawn.css / 2);
  expect(drawn.ink).toBeGreaterThan(0);
  await expect(region.locator('[data-text-layer]')).toContainText(
    new RegExp(longWord(question.text), 'i'),
  );

  // A phone's width draws it again, as sharp, and no smaller than readable: its words at least
  // 12 px tall (a paper's 10 pt at 1.2 px per point), the strip scrolling sideways when wider.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      canvas.first().evaluate((element: HTMLCanvasElement) => {
        const css = element.getBoundingClientRect().width;
        const strip = element.closest('[data-page]')!;
        const fits = css <= strip.clientWidth + 1 || strip.scrollWidth > strip.clientWidth;
        return fits && Math.abs(element.width - css * window.devicePixelRatio) < 1;
      }),
    )
    .toBe(true);
  // The text layer is laid out again after the canvas (measured mid-way it is 0 px tall): the
  // word's height is polled until it settles.
  const word = region
    .locator('[data-text-layer] span')
    .filter({ hasText: new RegExp(longWord(question.text), 'i') })
    .first();
  await expect
    .poll(() => word.evaluate((element) => element.getBoundingClientRect().height))
    .toBeGreaterThanOrEqual(12);
  await expectNoSeriousA11yViolations(page);
});

test('a hit of "search inside papers" names its question and opens its page', async ({ page }) => {
  await page.goto('/cat1papers');
  await page.getByLabel('Search for Cat-1 Paper:').fill('deadlock');
  const inside = page.getByRole('region', { name: 'Inside papers' });
  // Each hit's card opens the paper at its page; a hit in a known question also names it.
  const hit = inside
    .getByRole('link', { name: /^Q\S+( · \d+ marks?)? ?: open the question/ })
    .first();
  await expect(hit).toBeVisible({ timeout: 30_000 });
  await expect(hit).toHaveText(/^Q[\w()-]+( · \d+ marks?)?: open the question →$/);
  const href = (await hit.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/q\/q_[0-9a-z]{13}$/);
  await expectNoSeriousA11yViolations(page);

  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Question /, {
    timeout: 30_000,
  });
  await expect(main(page).getByRole('article', { name: 'The question' })).toContainText(
    /deadlock/i,
  );
});
