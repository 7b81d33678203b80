import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, writeAsOwner, takeOffline } from './fixtures';

/**
 * Practice with spaced repetition (docs/practice.md): a guest rates cards of a sample course,
 * the counts follow, and the progress is the device's (IndexedDB), still there after a reload.
 */

// The first page of the run reads the content from a cold emulator on a busy machine: it may take
// longer than the site's 20 s before it says the content did not arrive (e2e/app-modal.spec.ts).
test.use({ configOverrides: { dataTimeoutMs: 60_000 } });

const CODE = 'CSE2005';
const SEED = JSON.parse(fs.readFileSync(path.join(__dirname, '../content/seed.json'), 'utf8')) as {
  examTimetable?: unknown;
};
const main = (page: Page) => page.locator('main#main');
const progress = (page: Page) => main(page).getByRole('region', { name: 'Progress' });
/** The number under a count's name in the progress box. */
const count = async (page: Page, name: string) =>
  Number(
    await progress(page)
      .locator('div', { has: page.getByText(name, { exact: true }) })
      .locator('dd')
      .textContent(),
  );
const card = (page: Page): Locator =>
  main(page).getByRole('article', { name: 'Question to practise' });

test("Show answer shows the question's verified answer, drawn with its math, as soon as it is verified", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/courses/${CODE}/practice`);
  await card(page).getByRole('button', { name: 'Show answer' }).click({ timeout: 60_000 });
  const write = card(page).getByRole('link', { name: 'Write one' });
  await expect(card(page).getByText(/^No answer yet —/)).toBeVisible({ timeout: 30_000 });
  const id = /^\/q\/(q_[0-9a-z]{13})\?course=CSE2005$/.exec(
    (await write.getAttribute('href'))!,
  )![1]!;

  // An answer to it arrives and an expert verifies it (written with the emulator's owner
  // credential): the open card shows it at once, drawn as on the question's page.
  const answer = '-Npractice0000000001';
  await writeAsOwner(`answers/${id}/${answer}`, {
    author: 'sample-voter-9',
    course: CODE,
    body: 'Keep the system in a **safe state**: check $\\sum_i a_i \\le n$ before granting.',
    createdAt: Date.now(),
  });
  try {
    await writeAsOwner(`verifiedAnswers/${id}`, answer);
    const verified = card(page).getByRole('article', { name: 'Verified answer' });
    await expect(verified).toContainText('✓ Verified', { timeout: 20_000 });
    await expect(verified.locator('strong')).toHaveText('safe state');
    await expect(verified.locator('math')).toHaveCount(1, { timeout: 20_000 });
    await expect(card(page).getByRole('link', { name: 'All answers (1)' })).toHaveAttribute(
      'href',
      `/q/${id}?course=${CODE}`,
    );
    await expect(card(page).getByText(/^No answer yet/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await writeAsOwner(`verifiedAnswers/${id}`, null);
    await writeAsOwner(`answers/${id}/${answer}`, null);
  }
});

test('a practice session rates three cards, the counts change and a reload keeps them', async ({
  page,
}) => {
  // The first page of the run loads the shell and the remote cold, on a busy machine.
  test.setTimeout(120_000);
  await page.goto(`/courses/${CODE}`);
  await main(page)
    .getByRole('link', { name: 'Practise these questions' })
    .click({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/courses/${CODE}/practice$`));
  await expect(card(page)).toContainText(/Asked (\d+×|once)/, { timeout: 30_000 });
  const fresh = await count(page, 'New');
  expect(fresh).toBeGreaterThan(3);
  expect(await count(page, 'Due today')).toBe(0);

  // One with the mouse, two with the keyboard.
  const first = await card(page).locator('p').nth(1).textContent();
  await card(page).getByRole('button', { name: 'Show answer' }).click();
  await expect(card(page).getByRole('link', { name: 'open the paper' })).toHaveAttribute(
    'href',
    /\?page=\d+$/,
  );
  await expect(card(page).getByRole('link', { name: 'Write one' })).toHaveAttribute(
    'href',
    /^\/q\/q_/,
  );
  await card(page)
    .getByRole('button', { name: /^Again/ })
    .click();
  await expect(card(page).locator('p').nth(1)).not.toHaveText(first!);
  await page.keyboard.press('Enter');
  await page.keyboard.press('3');
  await expect.poll(() => count(page, 'New')).toBe(fresh - 2);
  await page.keyboard.press('Enter');
  await page.keyboard.press('4');

  await expect.poll(() => count(page, 'New')).toBe(fresh - 3);
  expect(await count(page, 'Learning')).toBe(2);
  expect(await count(page, 'Known')).toBe(1);
  expect(await count(page, 'Due today')).toBe(2);
  await expect(progress(page)).toContainText('Practised on 1 day');

  await page.reload();
  await expect(card(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => count(page, 'New')).toBe(fresh - 3);
  expect(await count(page, 'Known')).toBe(1);
  expect(await count(page, 'Due today')).toBe(2);

  await expectNoSeriousA11yViolations(page);
});

test('exam dates switch cramming on, and a note stays with its question', async ({ page }) => {
  // The institute's timetable (docs/practice.md, "The exam timetable") for a term under way,
  // written with the emulator's owner credential: its dates come from today, so the test keeps.
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = (days: number) => {
    const date = new Date(Date.now() + days * 86_400_000);
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  await writeAsOwner('examTimetable', {
    term: 'Test term',
    cat1: { A1: day(-30), B1: day(-29) },
    fat: { A1: day(5), B1: day(6) },
  });
  try {
    await page.goto(`/courses/${CODE}/practice`);
    await expect(card(page)).toBeVisible({ timeout: 60_000 });
    await main(page)
      .getByLabel('Your slot in the Test term timetable')
      .selectOption('A1', { timeout: 30_000 });
    await main(page).getByRole('button', { name: 'Use its dates' }).click();
    await expect(main(page).getByLabel('FAT')).toHaveValue(day(5));
    await expect(main(page).getByLabel('CAT-1')).toHaveValue(day(-30));
    await main(page).getByRole('button', { name: 'Save dates' }).click();
    await expect(main(page).getByText(/^Cramming for FAT in 5 days/)).toBeVisible();
  } finally {
    await writeAsOwner('examTimetable', SEED.examTimetable ?? null);
  }

  await card(page).getByLabel('Your note (only you see it)').fill('Draw the graph first.');
  await card(page).getByRole('button', { name: 'Save note' }).click();
  await expect(card(page).getByText('Note saved.')).toBeVisible();
  await page.reload();
  await expect(card(page).getByLabel('Your note (only you see it)')).toHaveValue(
    'Draw the graph first.',
    { timeout: 30_000 },
  );
  await expect(main(page).getByText(/^Cramming for FAT in 5 days/)).toBeVisible();
  await expect(main(page).getByLabel('FAT')).not.toHaveValue('');
  await card(page).getByRole('button', { name: 'Show answer' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('with the connection gone, the session goes on: ratings are kept on the device', async ({
  page,
  context,
}) => {
  await page.goto(`/courses/${CODE}/practice`);
  await expect(card(page)).toBeVisible({ timeout: 60_000 });
  const fresh = await count(page, 'New');
  await takeOffline(context, page);
  for (const key of ['3', '4']) {
    await card(page).getByRole('button', { name: 'Show answer' }).click();
    // The answers need the connection: the card says so and keeps its links and ratings.
    await expect(
      card(page).getByText('The answers could not be read: you may be offline.'),
    ).toBeVisible();
    await expect(card(page).getByRole('link', { name: 'Open the question' })).toBeVisible();
    await page.keyboard.press(key);
  }
  await expect.poll(() => count(page, 'New')).toBe(fresh - 2);
  expect(await count(page, 'Known')).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
});
