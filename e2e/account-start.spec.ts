import type { Page, Route } from '@playwright/test';
import { test, expect, authEmulatorReady, headerCoins, signInOnPage, siteHeader } from './fixtures';

/**
 * The account's first seconds: the Firebase SDK loads at a quiet moment after the content
 * (several seconds on a phone). Until then the header shows the account this browser
 * remembers, or a Sign in that works at once; what a student does in that time waits for the
 * SDK and is done as them, never as a guest.
 */
const STUDENT = { email: 'student@vithelper.test', password: 'student-demo' };
// The Firebase SDK's files, named by webpack.config.base.ts.
const SDK_CHUNK = /\/firebase-(core|auth-sdk|database-sdk)\.[0-9a-f]+\.js$/;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
});

/** Holds the SDK's files until `release` is called: the window before the SDK has started. */
async function holdTheSdk(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(SDK_CHUNK, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    /** Whether the page has asked for the SDK yet. */
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const header = siteHeader;

test('a returning student sees their name and coins at once, before the SDK has loaded', async ({
  page,
}) => {
  await page.goto('/');
  await signInOnPage(page, { account: STUDENT });
  const coins = headerCoins(page);
  await expect(coins).toHaveText(/\d+/, { timeout: 15_000 });
  const balance = (await coins.textContent())?.trim();

  const sdk = await holdTheSdk(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
  await expect(header(page).getByText('Signed in as Sample Student')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(coins).toHaveText(balance ?? '');
  expect(sdk.asked()).toBe(false);
  await sdk.release();
});

test('a new visitor gets a Sign in that works at once: pressing it loads the SDK', async ({
  page,
}) => {
  const sdk = await holdTheSdk(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
  const signIn = header(page).getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  expect(sdk.asked()).toBe(false);
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect.poll(sdk.asked).toBe(true);
  await sdk.release();
  await dialog.getByLabel('I already have an account').check();
  await dialog.getByLabel('Email', { exact: true }).fill(STUDENT.email);
  await dialog.getByLabel('Password').fill(STUDENT.password);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText('Signed in as Sample Student')).toBeVisible();
});

test('the ad watched before the SDK has loaded pays the student, not a guest', async ({ page }) => {
  await page.goto('/');
  // A student of its own: the sample student's coins are other tests' starting point.
  const student = await signInOnPage(page);
  const coins = headerCoins(page);
  await expect(coins).toHaveText(/\d+/, { timeout: 15_000 });
  const before = Number((await coins.textContent())?.trim());

  const sdk = await holdTheSdk(page);
  await page.reload();
  await expect(header(page).getByText(`Signed in as ${student.email}`)).toBeVisible();
  await header(page).getByRole('button', { name: 'Watch an ad: +30 coins' }).click();
  const ad = page.getByRole('dialog', { name: 'Sponsored' });
  await expect(ad).toBeVisible();
  await sdk.release();
  await expect(ad.getByText('+30 coins added. Thank you!')).toBeVisible({ timeout: 20_000 });
  await ad.getByRole('button', { name: 'Close' }).click();
  await expect(coins).toHaveText(String(before + 30));
  await expect(header(page).getByText(`Signed in as ${student.email}`)).toBeVisible();
});
