import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  headerCoins,
  runPorts,
  siteHeader,
} from './fixtures';

const shots = path.join(__dirname, '../screenshots');
let counter = 0;
/** An email no other test (or earlier run against the same emulator data) has used. */
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@example.com`;

// A fresh emulator builds its Auth service on the first request (docs/decisions/007-auth-emulator.md):
// wait for that here rather than inside the first test's steps.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const config = `http://127.0.0.1:${runPorts.auth}/emulator/v1/projects/demo-vithelper/config`;
  await expect
    .poll(async () => (await fetch(config).catch(() => null))?.status, { timeout: 170_000 })
    .toBe(200);
});

/** axe sees the dialog as it stays, not half-way through its fade-in. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

const header = siteHeader;
const coins = headerCoins;

async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

async function createEmailAccount(page: Page, email: string, password = 'secret-123') {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('New here: create my account').check();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  return dialog;
}

async function watchAd(page: Page) {
  await page.getByRole('button', { name: 'Watch an ad: +30 coins' }).click();
  const ad = page.getByRole('dialog', { name: 'Sponsored' });
  await expect(ad.getByText('+30 coins added. Thank you!')).toBeVisible({ timeout: 15_000 });
  await ad.getByRole('button', { name: 'Close' }).click();
}

test('signing in with a new email keeps the guest account: same coins, shown in the header, kept after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(coins(page)).toHaveText(/\d+/, { timeout: 15_000 });
  await watchAd(page);
  await expect(coins(page)).toHaveText('30');
  const email = freshEmail('link');
  const dialog = await createEmailAccount(page, email);
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(coins(page)).toHaveText('30');
  await page.reload();
  await expect(header(page).getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 15_000 });
  await expect(coins(page)).toHaveText('30');
  await page.screenshot({ path: path.join(shots, 'account-signed-in-desktop.png') });

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(coins(page)).toHaveText('0');
});

test('Google (the emulator account) links the guest account; the same Google account from another guest offers to switch', async ({
  page,
}) => {
  await page.goto('/');
  const google = freshEmail('google');
  let dialog = await openSignIn(page);
  await dialog.getByLabel('Google email').fill(google);
  await dialog.getByLabel('Name').fill('Asha Rao');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(header(page).getByText('Signed in as Asha Rao')).toBeVisible();

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  dialog = await openSignIn(page);
  await dialog.getByLabel('Google email').fill(google);
  await dialog.getByLabel('Name').fill('Asha Rao');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'That Google account already belongs to another VITHelper account',
  );
  await dialog.getByRole('button', { name: 'Switch to that account' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText('Signed in as Asha Rao')).toBeVisible();
});

test('sign-in errors are explained: email already used, wrong password, no connection', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const email = freshEmail('taken');
  await expect(await createEmailAccount(page, email)).toBeHidden();
  await header(page).getByRole('button', { name: 'Sign out' }).click();

  const dialog = await createEmailAccount(page, email);
  await expect(dialog.getByRole('alert')).toHaveText(
    /This email already has a VITHelper account\. Choose "I already have an account"/,
  );
  await dialog.getByLabel('I already have an account').check();
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The email or password is wrong.');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'account-sign-in-error-desktop.png') });

  await context.setOffline(true);
  await dialog.getByLabel('Password').fill('secret-123');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/No connection to the sign-in service/);
  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText(`Signed in as ${email}`)).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bar under the header shows who is signed in, and the dialog fits', async ({ page }) => {
    await page.goto('/');
    // The bar under the phones' header (app/layout.tsx): the coins and the account.
    const bar = page.locator('header + div');
    await bar.getByRole('button', { name: 'Sign in' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: path.join(shots, 'account-sign-in-phone.png') });
    const email = freshEmail('phone');
    await dialog.getByLabel('New here: create my account').check();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password').fill('secret-123');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(bar.getByText(email)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'account-signed-in-phone.png') });
  });
});
