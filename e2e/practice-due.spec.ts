import type { Page } from '@playwright/test';
import {
  test,
  expect,
  authEmulatorReady,
  newEmailAccount,
  signInOnPage,
  siteHeader,
} from './fixtures';

/**
 * "Due today" across courses and the morning inbox item (docs/practice.md, "Due today"): counted
 * on the device from its practice store, shown on the About page (a guest too) and in the
 * header's account menu; a signed-in student's first visit of a day adds one item to the inbox,
 * and only one.
 */

test.use({ configOverrides: { dataTimeoutMs: 60_000 } });
test.describe.configure({ timeout: 180_000 });
test.beforeAll(authEmulatorReady);

const main = (page: Page) => page.locator('main#main');
const bell = (page: Page) => siteHeader(page).getByRole('button', { name: /^Inbox/ });

test('a guest’s due questions show on About, then in the account menu, with one morning item in the inbox', async ({
  page,
}) => {
  // Rated "Again" and "Hard": both come back today.
  await page.goto('/courses/CSE2005/practice');
  const card = main(page).getByRole('article', { name: 'Question to practise' });
  await expect(card).toBeVisible({ timeout: 60_000 });
  const course = (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace(
    /^Practise /,
    '',
  );
  for (const key of ['1', '2']) {
    const shown = await card.locator('p').nth(1).textContent();
    await card.getByRole('button', { name: 'Show answer' }).click();
    await page.keyboard.press(key);
    await expect(card.locator('p').nth(1)).not.toHaveText(shown!);
  }

  await page.goto('/');
  const due = main(page).getByRole('region', { name: 'Practice due today' });
  await expect(due).toContainText(`Due today: 2 questions in ${course}`, { timeout: 30_000 });
  await due.getByRole('link', { name: `Practise ${course} (2)` }).click();
  await expect(page).toHaveURL(/\/courses\/CSE2005\/practice$/);

  // Signed in, the guest's practice is the account's: the day's first visit adds the item.
  const account = await newEmailAccount('practice-due');
  await page.goto('/');
  await signInOnPage(page, { from: page, account });
  // The header's account menu (the name) says what is due, with a way to each course's practice.
  const menuButton = siteHeader(page).getByRole('button', { name: /^Signed in as/ });
  await menuButton.click();
  const menu = page.getByRole('region', { name: 'Your account' });
  await expect(menu.getByRole('region', { name: 'Practice due today' })).toContainText(
    `Due today: 2 questions in ${course}`,
  );
  await expect(menu.getByRole('link', { name: `Practise ${course} (2)` })).toHaveAttribute(
    'href',
    '/courses/CSE2005/practice',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 30_000 });
  await bell(page).click();
  const inbox = page.getByRole('region', { name: 'Inbox' });
  const item = inbox.getByRole('link', { name: `2 questions are due today in ${course}` });
  await expect(item).toHaveAttribute('href', '/courses/CSE2005/practice');

  // Later the same day, and in another tab: still one item.
  await page.reload();
  const tab = await page.context().newPage();
  await tab.goto('/');
  // As another device would, this tab forgets that the day was looked at: the day's item is there.
  await tab.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('vh-practice-morning:')) localStorage.removeItem(key);
  });
  await tab.reload();
  for (const each of [page, tab]) {
    await expect(bell(each)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 30_000 });
    await bell(each).click();
    await expect(
      each.getByRole('region', { name: 'Inbox' }).getByText(/questions? (is|are) due today/),
    ).toHaveCount(1);
  }
});

test('with nothing practised, About says nothing of practice', async ({ page }) => {
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(main(page).getByText(/Due today/)).toHaveCount(0);
});
