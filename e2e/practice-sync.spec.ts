import type { Locator, Page } from '@playwright/test';
import { get, ref } from 'firebase/database';
import {
  test,
  expect,
  authEmulatorReady,
  newEmailAccount,
  newSitePage,
  signedInClient,
  signInOnPage,
  type EmailAccount,
} from './fixtures';

/**
 * Practice sync (docs/practice.md, "Sync"): a signed-in student practises with every server out
 * of reach and the ratings reach their account once the connection returns; two devices of one
 * account practise and each shows the progress of both.
 */

test.use({ configOverrides: { dataTimeoutMs: 60_000 } });
test.describe.configure({ timeout: 180_000 });
test.beforeAll(authEmulatorReady);

const CODE = 'CSE2005';
const main = (page: Page) => page.locator('main#main');
const progress = (page: Page) => main(page).getByRole('region', { name: 'Progress' });
const count = async (page: Page, name: string) =>
  Number(
    await progress(page)
      .locator('div', { has: page.getByText(name, { exact: true }) })
      .locator('dd')
      .textContent(),
  );
/** Cards rated at least once: learning and known. */
const rated = async (page: Page) => (await count(page, 'Learning')) + (await count(page, 'Known'));
const card = (page: Page): Locator =>
  main(page).getByRole('article', { name: 'Question to practise' });

/** The course's practice, signed in as `account` from the page's header. */
async function practiseAs(page: Page, account: EmailAccount) {
  await page.goto(`/courses/${CODE}/practice`);
  await expect(card(page)).toBeVisible({ timeout: 60_000 });
  await signInOnPage(page, { from: page, account });
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

/** Waits until the account's stored practice holds `count` reviews. */
async function serverHas(account: EmailAccount, count: number) {
  const server = await signedInClient(`practice-reader-${Date.now()}`, account);
  try {
    await expect
      .poll(
        async () =>
          Object.keys((await get(ref(server.db, `practice/${server.uid}/reviews`))).val() ?? {})
            .length,
        { timeout: 60_000 },
      )
      .toBe(count);
  } finally {
    await server.close();
  }
}

async function rate(page: Page, keys: string[]) {
  for (const key of keys) {
    const before = await rated(page);
    await card(page).getByRole('button', { name: 'Show answer' }).click();
    await page.keyboard.press(key);
    // A sync may bring the other device's ratings at the same moment: at least this one counts.
    await expect.poll(() => rated(page)).toBeGreaterThan(before);
  }
}

test('with the servers out of reach a session goes on, and its ratings sync once they are back', async ({
  page,
  context,
  browser,
}) => {
  const account = await newEmailAccount('practice-offline');
  await practiseAs(page, account);
  await context.setOffline(true);
  await rate(page, ['1', '3', '4']);
  expect(await count(page, 'Known')).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Back online: the page sends what it kept when the connection returns.
  await context.setOffline(false);
  await serverHas(account, 3);

  // Another device of the account, opened afterwards, finds the three ratings.
  const other = await newSitePage(browser);
  await practiseAs(other.page, account);
  await expect.poll(() => rated(other.page), { timeout: 30_000 }).toBe(3);
  expect(await count(other.page, 'Known')).toBe(1);
  await other.context.close();
});

test('two devices of one account practise, and each shows the progress of both', async ({
  page,
  browser,
}) => {
  const account = await newEmailAccount('practice-two');
  const phone = await newSitePage(browser, { width: 390, height: 844 });
  await practiseAs(page, account);
  await practiseAs(phone.page, account);

  await rate(page, ['3', '4']);
  // The laptop's ratings reach the phone when it syncs (on opening the page); the phone goes on
  // from there, and its rating reaches the laptop the same way.
  await serverHas(account, 2);
  await phone.page.reload();
  await expect.poll(() => rated(phone.page), { timeout: 30_000 }).toBe(2);
  await rate(phone.page, ['1']);
  await serverHas(account, 3);
  await page.reload();
  await expect.poll(() => rated(page), { timeout: 30_000 }).toBe(3);
  for (const device of [page, phone.page]) {
    expect(await count(device, 'Known')).toBe(1);
    expect(await count(device, 'Learning')).toBe(2);
  }
  await phone.context.close();
});
