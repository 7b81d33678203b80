import type { BrowserContext, Page, Route } from '@playwright/test';
import { generatePapers } from '../bench/lib/generated-content';
import { test, expect, expectNoSeriousA11yViolations, runPorts } from './fixtures';

/**
 * A paper list at a large catalogue (shell/src/startup/lists/first-part.ts): the first screen from the
 * list's first part, the whole list after it, read off the main thread; the status says which.
 * The database holds a generated catalogue of 5 000 CAT-1 papers (bench/lib/generated-content.ts)
 * in place of the sample's CAT-1 while this file runs, and the whole read is held back until the
 * test lets it through.
 */

const CATALOGUE = generatePapers('cat1', 5000);
const cat1Url = `http://127.0.0.1:${runPorts.database}/cat1.json?ns=demo-vithelper`;
// The emulator's owner credential writes past the rules, as the Admin SDK would.
const owner = { Authorization: 'Bearer owner' };
const main = (page: Page) => page.locator('main#main');
const list = (page: Page) => main(page).getByRole('list', { name: 'CAT-1 Papers' });

// The suite runs one test at a time: CAT-1 holds the generated catalogue during this file only.
let original = 'null';
test.beforeAll(async () => {
  original = await (await fetch(cat1Url, { headers: owner })).text();
  const put = await fetch(cat1Url, {
    method: 'PUT',
    headers: owner,
    body: JSON.stringify(CATALOGUE),
  });
  expect(put.status).toBe(200);
});
test.afterAll(async () => {
  const put = await fetch(cat1Url, { method: 'PUT', headers: owner, body: original });
  expect(put.status).toBe(200);
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
  // A phone's width, where a status line that wrapped would move the list when it is replaced.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/cat1papers');
  await expect(main(page).getByText('First 60 papers; the rest are arriving…')).toBeVisible({
    timeout: 20_000,
  });
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(main(page).getByText(/^\d+ papers$/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const top = async () => (await list(page).boundingBox())?.y;
  const before = await top();

  release();
  await expect(main(page).getByText('5000 papers', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/arriving/)).toHaveCount(0);
  // The whole list replaces the first part where it stood: nothing on the screen jumps.
  expect(await top()).toBe(before);
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
  await expect(main(page).getByText('First 60 papers; the rest are arriving…')).toBeVisible();
  await main(page).getByLabel('Search for Cat-1 Paper:').fill(code);
  await expect(
    main(page).getByText(/^No match in the first 60 papers; the rest are arriving…$/),
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
