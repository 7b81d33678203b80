import { test, expect } from './fixtures';

/**
 * The first-visit 'VITHelper App' modal (docs/product.md) stays, but it never covers a link to
 * a paper someone shared, and it never opens on a student who has already started to use the
 * page (typing, tapping, scrolling while the site starts).
 */
const modal = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'VITHelper App' });

test.describe('with the modal not yet dismissed', () => {
  test.use({ showAppModal: true, viewport: { width: 390, height: 800 } });

  test('a shared link to a paper opens on the paper, without the modal', async ({ page }) => {
    await page.goto('/cat1papers/-N1cat1-0001');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\w/, { timeout: 30_000 });
    await expect(page.getByRole('main').getByText(/^Page 1 of \d+$/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(modal(page)).toHaveCount(0);
    // Not dismissed: the next visit to the site's front still offers the app.
    await page.goto('/');
    await expect(modal(page)).toBeVisible();
  });

  test.describe('while the site starts slowly', () => {
    // A data timeout longer than a busy test machine's slowest start.
    test.use({ configOverrides: { startupDelayMs: 2500, dataTimeoutMs: 60_000 } });

    test('a student who pressed a key before the page was ready gets no modal', async ({
      page,
    }) => {
      await page.goto('/cat1papers');
      await expect(page.locator('.vh-boot').first()).toBeVisible();
      await page.keyboard.press('c');
      await expect(page.getByRole('heading', { level: 1, name: /CAT-1/ })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page
          .getByRole('main')
          .getByRole('button', { name: /Open PDF$/ })
          .first(),
      ).toBeVisible();
      await expect(modal(page)).toHaveCount(0);
    });

    test('a student who waited gets the modal, as on every first visit', async ({ page }) => {
      await page.goto('/cat1papers');
      await expect(modal(page)).toBeVisible({ timeout: 30_000 });
    });
  });
});
