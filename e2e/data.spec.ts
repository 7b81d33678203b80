import fs from 'node:fs';
import path from 'node:path';
import { test, expect, headerCoins, runPorts } from './fixtures';
import { MALFORMED_PAPER_ID } from './e2e-seed';

type Seed = { cat1: Record<string, { name: string[]; file_name: string }> };
const seed = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../content/seed.json'), 'utf8'),
) as Seed;
const cat1 = Object.values(seed.cat1);

test('the site shows content from the emulator, and a malformed record is skipped', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/cat1papers');
  const first = cat1[0]!;
  await page.getByLabel('Search for Cat-1 Paper:').fill(first.name[1]!);
  await expect(page.getByText(first.name[0]!).first()).toBeVisible();
  expect(warnings.some((text) => text.includes(`cat1/${MALFORMED_PAPER_ID}`))).toBe(true);
  await page.getByLabel('Search for Cat-1 Paper:').fill('');
  await expect(page.getByText(`${cat1.length} papers`)).toBeVisible();
});

test('opening a paper loads its PDF', async ({ page }) => {
  await page.goto('/cat1papers');
  const paper = cat1.find((candidate) => candidate.name[2]) ?? cat1[0]!;
  await page.getByLabel('Search for Cat-1 Paper:').fill(paper.name[1]!);
  const [response] = await Promise.all([
    // The PDF itself (its page-1 preview, a .webp, is asked for first).
    page.waitForResponse((res) => res.url().includes('.pdf?alt=media')),
    page
      .getByRole('button', { name: new RegExp(`^${paper.name[0]} ${paper.name[1]} .*Open PDF$`) })
      .first()
      .click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('watching the ad for 10 s adds 30 coins and the badge updates', async ({ page }) => {
  await page.goto('/');
  const badge = headerCoins(page);
  await expect(badge).toHaveText(/\d+/, { timeout: 15_000 });
  const before = Number((await badge.textContent())?.replace(/\D/g, '') ?? '0');
  await page.getByRole('button', { name: 'Watch an ad: +30 coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sponsored' });
  await expect(dialog.getByText(/\+30 coins in \d+ s/)).toBeVisible();
  await expect(dialog.getByText('+30 coins added. Thank you!')).toBeVisible({ timeout: 15_000 });
  await expect(badge).toHaveText(String(before + 30));
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('closing the ad early gives nothing', async ({ page }) => {
  await page.goto('/');
  const badge = headerCoins(page);
  await expect(badge).toHaveText(/\d+/, { timeout: 15_000 });
  const before = await badge.textContent();
  await page.getByRole('button', { name: 'Watch an ad: +30 coins' }).click();
  await page.getByRole('button', { name: 'Close (no coins)' }).click();
  await page.waitForTimeout(11_000);
  await expect(badge).toHaveText(before ?? '');
});

test('a collection stored as a string says the list could not be read, and Try again reads it once repaired', async ({
  page,
}) => {
  // The emulator's owner credential writes past the rules, as the console or the Admin SDK would.
  const url = `http://127.0.0.1:${runPorts.database}/cat2.json?ns=demo-vithelper`;
  const owner = { Authorization: 'Bearer owner' };
  const original = await (await fetch(url, { headers: owner })).text();
  const put = async (body: string) =>
    expect((await fetch(url, { method: 'PUT', headers: owner, body })).status).toBe(200);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await put(JSON.stringify('not a list'));
  try {
    await page.goto('/cat2papers');
    const alert = page.getByRole('alert').filter({ hasText: 'This list could not be read.' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('No papers have been added yet.')).toHaveCount(0);
    expect(warnings).toContain(
      'Could not read the list at cat2: expected an object of children keyed by id, found a string',
    );
    await page.screenshot({ path: test.info().outputPath('list-unreadable.png') });

    await put(original);
    await alert.getByRole('button', { name: 'Try again' }).click();
    const count = Object.keys(JSON.parse(original) as object).length;
    await expect(page.getByText(`${count} papers`)).toBeVisible();
    await expect(alert).toHaveCount(0);
  } finally {
    await put(original);
  }
});
