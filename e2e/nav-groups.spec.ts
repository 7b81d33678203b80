import type { Page } from '@playwright/test';
import type { Registry } from '../scripts/registry-file';
import { test, expect, builtBank } from './fixtures';

/**
 * A section's header link inside a menu group (the registry's nav entry with "group") changes
 * the header only: the section's own addresses still open directly. The courses entry is put in
 * the Examination menu here whatever config/remotes.local.json says, so the test holds the shell
 * to it for any section.
 */

const CODE = 'CSE2005';
const bank = builtBank(CODE);
const LABEL = 'Questions by course';

/** The registry as served, with the courses section's header link in the Examination menu. */
async function coursesInExamination(page: Page): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Registry;
    for (const remote of registry.remotes)
      if (remote.name === 'courses')
        remote.nav = [{ label: LABEL, path: '/courses', group: 'Examination' }];
    await route.fulfill({ response, json: registry });
  });
}

test("with its header link in the Examination menu, a course's bank opens directly", async ({
  page,
}) => {
  await coursesInExamination(page);
  await page.goto(`/courses/${CODE}`);
  await expect(
    page.locator('main#main').getByRole('heading', { level: 1, name: `${bank.name} questions` }),
    // The first page of the run loads the shell and the remote cold, on a busy machine.
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Loading VITHelper…')).toHaveCount(0);
});

test('the Examination menu lists the courses entry, and it opens the courses section', async ({
  page,
}) => {
  await coursesInExamination(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('summary', { hasText: 'Examination' }).click();
  const link = nav.getByRole('link', { name: LABEL });
  await expect(link).toHaveAttribute('href', '/courses');
  // Not a header link of its own beside the menu.
  await expect(nav.locator(':scope > ul > li > a', { hasText: LABEL })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(
    page.locator('main#main').getByRole('heading', { level: 1, name: 'Questions' }),
  ).toBeVisible({ timeout: 30_000 });
});

test("on a phone, and on a repeat visit, a course's bank opens directly and the menu lists the entry", async ({
  page,
}) => {
  await coursesInExamination(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cat1papers');
  await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  // The second load starts from what the first one remembered (the sections' addresses).
  await page.goto(`/courses/${CODE}`);
  await expect(
    page.locator('main#main').getByRole('heading', { level: 1, name: `${bank.name} questions` }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: LABEL }),
  ).toHaveAttribute('href', '/courses');
});
