import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { generatePapers } from '../bench/lib/generated-content';
import { test, expect, expectNoSeriousA11yViolations, portOffset } from './fixtures';

/**
 * A paper list at a large catalogue (shared/src/data/first-part.ts): the first screen from the
 * list's first part, the whole list after it, read off the main thread; the status says which.
 * The database holds a generated catalogue of 5 000 CAT-1 papers (bench/lib/generated-content.ts)
 * in a namespace of its own, and the whole read is held back until the test lets it through.
 */

const CATALOGUE = generatePapers('cat1', 5000);
const NAMESPACE = 'e2e-large-catalogue';
const database = `http://127.0.0.1:${9000 + portOffset}`;
const main = (page: Page) => page.locator('main#main');
const list = (page: Page) => main(page).getByRole('list', { name: 'CAT-1 Papers' });

// The catalogue lives in a namespace of its own, so the other tests' content stays as it was.
test.use({
  configOverrides: {
    firebase: { ...sampleFirebase(), databaseURL: `${database}?ns=${NAMESPACE}` },
  },
});

function sampleFirebase(): Record<string, unknown> {
  const config = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../config/local.json'), 'utf8'),
  ) as { firebase: Record<string, unknown> };
  return config.firebase;
}

test.beforeAll(async () => {
  const seed = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../content/seed.json'), 'utf8'),
  ) as Record<string, unknown>;
  const { cat2, fat, materials, faqs, placements } = seed;
  // The emulator's owner credential writes past the rules, as the Admin SDK would.
  const response = await fetch(`${database}/.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ cat1: CATALOGUE, cat2, fat, materials, faqs, placements }),
  });
  expect(response.status).toBe(200);
});

/** Holds back the whole CAT-1 read (not its first part) until the test lets it through. */
async function holdWholeRead(context: BrowserContext) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/cat1.json?*', async (route: Route) => {
    if (!route.request().url().includes('limitToFirst')) await released;
    await route.fallback();
  });
  return release;
}

test('a large catalogue shows its first screen from the first part, then the whole count', async ({
  page,
  context,
}) => {
  const release = await holdWholeRead(context);
  await page.goto('/cat1papers');
  await expect(
    main(page).getByText('Showing the first 60 papers. The rest of the papers are still arriving…'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(main(page).getByText(/^\d+ papers$/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  release();
  await expect(main(page).getByText('5000 papers', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/still arriving/)).toHaveCount(0);
});

test('search while the rest arrives says it searched only the first part, then finds the rest', async ({
  page,
  context,
}) => {
  const release = await holdWholeRead(context);
  // A course whose papers sort after the first part.
  const last = Object.values(CATALOGUE).sort((a, b) => (a.name[0] < b.name[0] ? 1 : -1))[0]!;
  const code = last.name[1];
  const matching = Object.values(CATALOGUE).filter((paper) => paper.name[1] === code).length;
  await page.goto('/cat1papers');
  await expect(main(page).getByText(/^Showing the first 60 papers\./)).toBeVisible();
  await main(page).getByLabel('Search for Cat-1 Paper:').fill(code);
  await expect(
    main(page).getByText(
      /^No match in the first 60 papers\. The rest of the papers are still arriving…$/,
    ),
  ).toBeVisible();
  // Not the final answer: no "No papers match" while the rest is arriving.
  await expect(main(page).getByText(/^No papers match/)).toHaveCount(0);

  release();
  await expect(main(page).getByText(`${matching} of 5000 papers`, { exact: true })).toBeVisible();
  await expect(list(page).getByRole('listitem').first()).toContainText(code);
  await expect(main(page).getByLabel('Search for Cat-1 Paper:')).toHaveValue(code);
});

test('a list whose rest cannot be read says it is not complete, and Try again completes it', async ({
  page,
  context,
}) => {
  let refuse = true;
  await context.route('**/cat1.json?*', (route) =>
    refuse && !route.request().url().includes('limitToFirst')
      ? route.fulfill({ status: 503, body: 'down' })
      : route.fallback(),
  );
  await page.goto('/cat1papers');
  await expect(
    // The first part of the e2e seed holds its malformed record too (it sorts first), skipped.
    main(page).getByText(
      /^Showing the first \d+ papers\. The rest of the papers could not be loaded, so this list is not complete\.$/,
    ),
  ).toBeVisible();
  refuse = false;
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByText(/^\d+ papers$/)).toBeVisible();
});
