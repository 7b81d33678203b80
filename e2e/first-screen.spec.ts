import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * A repeat visit's first screen (shell/src/features/first-screen/data/first-screen.ts): the page
 * as it last opened, drawn from the HTML before any code has run, inert, until the app has drawn
 * the page itself. Served with the production headers (the fixtures fail a test on any CSP
 * violation, an inline style attribute included).
 */

const KEY = 'vithelper.firstScreens';
const copy = (page: Page) => page.locator('.vh-first-screen');
const kept = (page: Page, path: string) =>
  expect
    .poll(
      () =>
        page.evaluate(
          ({ key, path }) =>
            (JSON.parse(localStorage.getItem(key) ?? '[]') as { path: string }[]).some(
              (screen) => screen.path === path,
            ),
          { key: KEY, path },
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

/** Holds back every section's code until the test lets it through. */
async function holdSections(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/remoteEntry.*.js', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test('a repeat visit shows the page as it last opened at once, then the app takes over', async ({
  page,
}) => {
  await page.goto('/cat1papers');
  await expect(page.locator('main#main').getByRole('listitem').first()).toBeVisible({
    timeout: 20_000,
  });
  await kept(page, '/cat1papers');

  const release = await holdSections(page);
  // Not until "load": the held code's preloads hold it back.
  await page.reload({ waitUntil: 'commit' });
  // The copy shows while the section's code is held back: heading, count, papers.
  await expect(copy(page).locator('h1')).toHaveText('CAT-1 Papers');
  await expect(copy(page).locator('h1')).toBeVisible();
  await expect(copy(page).getByText(/^\d+ papers$/)).toBeVisible();
  await expect(copy(page).getByText('Open PDF').first()).toBeVisible();
  // A picture, not the page: inert, out of the accessibility tree, the app's root behind it.
  await expect(copy(page)).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { name: 'CAT-1 Papers' })).toHaveCount(0);
  await expect(page.locator('#root')).toBeHidden();
  await page.waitForTimeout(1000);
  await expect(copy(page)).toBeVisible();

  release();
  await expect(copy(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'CAT-1 Papers' })).toBeVisible();
  await expect(page.locator('#root')).toBeVisible();
  // The copy's stylesheet links go once the app's own have loaded.
  await expect(page.locator('link[href$="#vh-first-screen"]')).toHaveCount(0);
  // The page is the app's: a search works.
  await page.getByLabel('Search for Cat-1 Paper:').fill('zzzz-no-such-course');
  await expect(
    page
      .locator('main#main')
      .getByText(/^No papers? /)
      .first(),
  ).toBeVisible();
});

test('a copy tampered with in storage runs nothing, and an unknown build shows none', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await kept(page, '/faqs');
  await page.evaluate((key) => {
    const screens = JSON.parse(localStorage.getItem(key) ?? '[]') as { html: string }[];
    for (const screen of screens)
      screen.html +=
        '<p id="hostile">Tampered</p><img src="/nothing.png" onerror="document.title=\'ran\'"><script>document.title="ran"</script>';
    localStorage.setItem(key, JSON.stringify(screens));
  }, KEY);
  const release = await holdSections(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(copy(page).getByText('Tampered')).toBeVisible();
  await expect(copy(page).locator('script, [onerror]')).toHaveCount(0);
  release();
  await expect(copy(page)).toHaveCount(0, { timeout: 20_000 });
  expect(await page.title()).not.toBe('ran');
  // The browser's CSP refuses the handler as the stored HTML is parsed, before the copy takes
  // it out: reported as refused, and nothing else.
  expect(cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.filter((v) => !/script-src-attr|inline event handler/.test(v))).toEqual([]);
  cspViolations.length = 0;

  // A copy drawn by another build of the shell is not shown.
  await page.evaluate((key) => {
    const screens = JSON.parse(localStorage.getItem(key) ?? '[]') as { shell: string }[];
    for (const screen of screens) screen.shell = screen.shell.replace(/main\.\w+\.js/, 'main.0.js');
    localStorage.setItem(key, JSON.stringify(screens));
  }, KEY);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.vh-first-screen')) document.documentElement.dataset.copied = '1';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-copied', '1');
});
