/**
 * A new student on a phone (390 px) and on a desktop (1280 px): a search shows what it found
 * first, a hit opens the viewer readable at its match with a true page number, every paper names
 * its year, and a paper a moderator approved is still found inside after the index is rebuilt.
 * Against the built apps and the emulator seeded from content/seed.json (e2e/e2e-seed.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildSearchIndex } from '../scripts/search/build-index';
import { writeE2eSeed } from './e2e-seed';
import {
  test,
  expect,
  authEmulatorReady,
  moderatorPage,
  newSitePage,
  portOffset,
  runPorts,
} from './fixtures';

const shots = path.join(__dirname, '..', 'screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const inside = (page: Page) => page.getByRole('region', { name: 'Inside papers' });
const requestLine = (page: Page) =>
  page.getByRole('button', { name: 'Not what you need? Request this paper' });

/** The sample CAT-1 papers, from the seed the emulator was started with. */
type Record = { name: [string, string, string?]; file_name: string };
const seedCat1 = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'content', 'seed.json'), 'utf8')) as {
    cat1: { [id: string]: Record };
  }
).cat1;
const yearOf = (record: Record) => Number(/_(\d{4})$/.exec(record.file_name)![1]);

/** The sample paper whose page 2 asks for Dijkstra's algorithm (scripts/content/data/questions.ts). */
const OS_PAPER = { id: '-N1cat1-0002', ...seedCat1['-N1cat1-0002']! };

async function searchFor(page: Page, text: string) {
  await page.goto('/cat1papers');
  await page.getByLabel('Search for Cat-1 Paper:').fill(text);
}

/** Whether the element's top is inside the window as the page first shows it (no scrolling). */
async function topInWindow(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y < height;
}

for (const [label, viewport] of WIDTHS) {
  test(`${label}: a topic or a typo shows the hits and close matches first, the request form one line after them, and every hit on demand`, async ({
    browser,
  }) => {
    const { context, page } = await newSitePage(browser, viewport);
    await searchFor(page, 'dijkstra');
    // One item per hit (its card's link, and its question's when the paper was cut).
    const hits = inside(page).getByRole('listitem');
    await expect(hits.first()).toBeVisible({ timeout: 20_000 });
    expect(await topInWindow(page, hits.first())).toBe(true);
    // The request form is one line, after the hits; opened, it is the whole form.
    await expect(requestLine(page)).toBeVisible();
    await expect(page.getByLabel('Course code')).toHaveCount(0);
    const hitsBox = (await inside(page).boundingBox())!;
    const requestBox = (await requestLine(page).boundingBox())!;
    expect(requestBox.y).toBeGreaterThan(hitsBox.y + hitsBox.height - 1);
    await page.screenshot({ path: path.join(shots, `student-dijkstra-${label}.png`) });

    // All the hits, not only the best 8.
    const note = inside(page).getByRole('status');
    await expect(note).toContainText('the best 8');
    const total = Number(/(\d+) papers have/.exec((await note.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(8);
    await expect(hits).toHaveCount(8);
    await inside(page)
      .getByRole('button', { name: `Show all ${total}` })
      .click();
    await expect(hits).toHaveCount(total);
    await expect(inside(page).getByRole('button', { name: /^Show / })).toHaveCount(0);

    await requestLine(page).click();
    await expect(page.getByRole('region', { name: 'Request this paper' })).toBeVisible();
    await expect(page.getByLabel('Course code')).toBeVisible();

    // A typo: the close matches are on the first screen, the form one line under them.
    await searchFor(page, 'opertaing');
    const close = page.getByRole('region', { name: 'Close matches' });
    await expect(close.getByRole('button', { name: /Operating Systems/ }).first()).toBeVisible();
    expect(await topInWindow(page, close.getByRole('button').first())).toBe(true);
    await expect(requestLine(page)).toBeVisible();
    const closeBox = (await close.boundingBox())!;
    expect((await requestLine(page).boundingBox())!.y).toBeGreaterThan(closeBox.y);
    await page.screenshot({ path: path.join(shots, `student-typo-${label}.png`) });
    await context.close();
  });
}

test('phone: a hit opens with its words readable, the page number true while scrolling, and the controls compact', async ({
  browser,
}) => {
  const { context, page } = await newSitePage(browser, PHONE);
  await page.goto(`/cat1papers/${OS_PAPER.id}?page=2&hl=dijkstra`);
  const toolbar = page.getByRole('toolbar', { name: 'PDF controls' });
  await expect(toolbar).toBeVisible({ timeout: 20_000 });
  const current = page.locator('mark[aria-current]');
  await expect(current).toBeVisible({ timeout: 20_000 });
  // Zoomed to the match: its words at least 14 px tall, and the match on screen.
  await expect
    .poll(async () => (await current.boundingBox())?.height ?? 0, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(14);
  await expect
    .poll(async () => {
      const box = (await current.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
    })
    .toBe(true);
  await expect(toolbar.getByText(/^Page \d of \d$/)).toHaveText('Page 2 of 2');
  // The controls are one row on a phone, every one of them inside the screen.
  const bar = (await toolbar.boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(60);
  for (const control of await toolbar.getByRole('button').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: path.join(shots, 'student-viewer-hit-phone.png') });

  // Back at the top, page 1 is the page; the paper starts on the first screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toolbar.getByText(/^Page \d of \d$/)).toHaveText('Page 1 of 2');
  const firstPage = (await page.getByRole('region', { name: 'Page 1' }).boundingBox())!;
  expect(firstPage.y).toBeLessThan(PHONE.height / 2);
  await page.screenshot({ path: path.join(shots, 'student-viewer-top-phone.png') });
  // Further down, page 2 again.
  await page.getByRole('region', { name: 'Page 2' }).scrollIntoViewIfNeeded();
  await expect(toolbar.getByText(/^Page \d of \d$/)).toHaveText('Page 2 of 2');
  await context.close();
});

for (const [label, viewport] of WIDTHS) {
  test(`${label}: every paper names its year, in the list, newest first within a course, the viewer's title and the downloaded file`, async ({
    browser,
  }) => {
    const { context, page } = await newSitePage(browser, viewport);
    const year = yearOf(OS_PAPER);
    const [course, code] = OS_PAPER.name;
    await searchFor(page, code);
    const rows = page.getByRole('list', { name: 'CAT-1 Papers' }).getByRole('button', {
      name: /Open PDF/,
    });
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    const names = await rows.allTextContents();
    const years = names.map((name) => Number(/\b(20\d\d)\b/.exec(name)?.[1]));
    const expected = Object.values(seedCat1)
      .filter((record) => record.name[1] === code)
      .map(yearOf);
    expect(years.slice().sort()).toEqual(expected.slice().sort());
    // Within the course, the newest paper first.
    expect(years).toEqual(years.slice().sort((a, b) => b - a));
    await page.screenshot({ path: path.join(shots, `student-years-${label}.png`) });

    await page.goto(`/cat1papers/${OS_PAPER.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${course} (${code}) CAT-1 ${year} paper`,
    );
    await expect(page).toHaveTitle(new RegExp(`${code} CAT-1 ${year}`));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click({ timeout: 20_000 }),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${code} ${course} CAT-1 ${OS_PAPER.name[2]} ${year}.pdf`,
    );
    await context.close();
  });
}

test('approve, rebuild, search: a paper a moderator approved is still found inside after the index is rebuilt from the sample content', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await authEmulatorReady();
  const { context, page: moderator } = await moderatorPage(browser, {
    email: 'moderator@vithelper.test',
    password: 'moderator-demo',
  });
  const queue = moderator.getByRole('region', { name: /Waiting for review/ });
  const first = queue.getByRole('listitem').first();
  await expect(first).toContainText('CSE2005 · Operating Systems', { timeout: 20_000 });
  await first.getByRole('button').click();
  const item = moderator.getByRole('article', { name: 'CSE2005 Operating Systems' });
  await expect(item.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    moderator.getByText(/^Published CSE2005 Operating Systems .*in CAT-1 papers\./),
  ).toBeVisible();
  // Its text is stored by the moderator's browser (read here as anyone reads it).
  const paperId = '-N1sub00000000000001';
  const textUrl = `http://127.0.0.1:${runPorts.database}/paperTexts/cat1/${paperId}.json?ns=demo-vithelper`;
  await expect
    .poll(async () => JSON.stringify(await (await fetch(textUrl)).json()), { timeout: 30_000 })
    .toContain('semaphore');

  // The next `npm start` rebuilds the index from the sample content, after the approval.
  const rebuilt = await buildSearchIndex({ seedFile: writeE2eSeed(portOffset), force: true });
  expect(rebuilt.built).toBe(true);

  const { context: studentContext, page } = await newSitePage(browser, PHONE);
  await searchFor(page, 'semaphore');
  await expect(inside(page).locator(`a[href*="${paperId}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(inside(page).locator(`a[href*="${paperId}"] mark`).first()).toHaveText(
    /^semaphore$/i,
  );
  await studentContext.close();

  // Back as it was: the approval undone.
  await moderator
    .getByRole('button', { name: /^Undo the approval of CSE2005 Operating Systems/ })
    .click();
  await expect(moderator.getByText(/^Unpublished /)).toBeVisible();
  await context.close();
});
