import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, remoteUrl } from './fixtures';

/** Browser tests of the Exams remote (papers, materials, FAQs) in the composed site, on the seeded emulator. */

const pages = [
  { path: '/cat1papers', label: 'Search for Cat-1 Paper:', placeholder: 'Course Name/Code' },
  { path: '/cat2papers', label: 'Search for Cat-2 Paper:', placeholder: 'Course Name/Code' },
  { path: '/fatpapers', label: 'Search for FAT Paper:', placeholder: 'Course Name/Code' },
  { path: '/materials', label: 'Search for Material:', placeholder: 'Material name' },
  { path: '/faqs', label: 'Search for Faq:', placeholder: 'Type question key words' },
];

const main = (page: Page) => page.locator('main#main');
const paperButtons = (page: Page) => main(page).getByRole('button', { name: /Open PDF$/ });

/** Client-side navigation to a path with no desktop link (FAQs is in the mobile menu only). */
async function pushPath(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openExamination(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('summary', { hasText: 'Examination' }).click();
  await nav.getByRole('link', { name: entry }).click();
}

for (const { path, label, placeholder } of pages) {
  test(`${path}: labelled search box, a list, and no serious accessibility problems`, async ({
    page,
  }) => {
    await page.goto(path);
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('placeholder', placeholder);
    await expect(main(page).getByText(/^\d+ (papers|materials|FAQs)$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
}

test('papers show name, code and slot, and the prompt to send a missing paper', async ({
  page,
}) => {
  await page.goto('/cat1papers');
  const first = paperButtons(page).first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Slot - \S+/);
  const prompt = main(page).getByRole('region', { name: "Have a paper we don't?" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Send a paper' }).click();
  // Where signed-in students send papers; a guest is asked to sign in there first.
  await expect(page).toHaveURL(/\/contribute$/);
  await expect(main(page).getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible({
    timeout: 20_000,
  });
});

test('filters papers by course name and by code, ignoring case', async ({ page }) => {
  await page.goto('/cat1papers');
  const input = page.getByLabel('Search for Cat-1 Paper:');
  await expect(paperButtons(page).first()).toBeVisible();

  await input.fill('oPeRaTiNg SYSTEMS');
  await expect(main(page).getByText(/^\d+ of \d+ papers$/)).toBeVisible();
  // The real matches; close matches (other courses) follow under their own heading.
  const realMatches = main(page).getByRole('list', { name: 'CAT-1 Papers' });
  const byName = await realMatches
    .getByRole('button', { name: /Open PDF$/ })
    .evaluateAll((buttons) => buttons.map((b) => b.textContent));
  expect(byName.length).toBeGreaterThan(0);
  for (const name of byName) expect(name).toContain('Operating Systems');

  await input.fill('cse2005');
  await expect(paperButtons(page).first()).toBeVisible();
  const byCode = await realMatches
    .getByRole('button', { name: /Open PDF$/ })
    .evaluateAll((buttons) => buttons.map((b) => b.textContent));
  expect(byCode.length).toBeGreaterThan(0);
  for (const name of byCode) expect(name).toContain('CSE2005');
});

test('the search text survives client-side navigation between lists', async ({ page }) => {
  await page.goto('/cat1papers');
  await page.getByLabel('Search for Cat-1 Paper:').fill('mat');

  await openExamination(page, 'Study Materials');
  await expect(page).toHaveURL(/\/materials$/);
  await expect(page.getByLabel('Search for Material:')).toHaveValue('mat');

  await pushPath(page, '/faqs');
  await expect(page.getByLabel('Search for Faq:')).toHaveValue('mat');

  await openExamination(page, 'FAT Papers');
  await expect(page.getByLabel('Search for FAT Paper:')).toHaveValue('mat');
});

test('opening a paper loads its PDF in the same window', async ({ page }) => {
  await page.goto('/cat2papers');
  const first = paperButtons(page).first();
  await expect(first).toBeVisible();
  // The paper opens in the in-app viewer, which fetches the PDF itself.
  const navigation = page.waitForResponse((response) =>
    (response.headers()['content-type'] ?? '').includes('application/pdf'),
  );
  await first.click();
  const response = await navigation;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('after filtering, a row opens the paper it shows (rows on screen are reused for new matches)', async ({
  page,
}) => {
  await page.goto('/cat1papers');
  await expect(paperButtons(page).first()).toBeVisible();
  await page.getByLabel('Search for Cat-1 Paper:').fill('cse2005');
  await expect(main(page).getByText(/^\d+ of \d+ papers$/)).toBeVisible();
  const first = paperButtons(page).first();
  const label = (await first.textContent()) ?? '';
  const slot = /CSE2005 Slot - (\S+)(?: \d{4})? Open PDF$/.exec(label)?.[1];
  expect(slot, `label: ${label}`).toBeTruthy();

  const navigation = page.waitForResponse((response) =>
    (response.headers()['content-type'] ?? '').includes('application/pdf'),
  );
  await first.click();
  const response = await navigation;
  expect(response.headers()['content-type']).toContain('application/pdf');
  // Stored files are named <code>_CAT1_<slot without "+">_<year>.
  expect(decodeURIComponent(response.url())).toContain(`CSE2005_CAT1_${slot!.replace(/\+/g, '')}_`);
});

test('materials expand and collapse, and every material link is http(s)', async ({ page }) => {
  await page.goto('/materials');
  const toggles = main(page).getByRole('button', { expanded: false });
  await expect(toggles.first()).toBeVisible();
  const count = await toggles.count();
  expect(count).toBeGreaterThan(0);

  const first = main(page).getByRole('button', { expanded: false }).first();
  const panelId = await first.getAttribute('aria-controls');
  await first.click();
  const expanded = main(page).getByRole('button', { expanded: true });
  await expect(expanded).toHaveCount(1);
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Instructions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expanded.click();
  await expect(panel).toBeHidden();

  // Open every material, then check each rendered link (unsafe links are never rendered as links).
  for (let i = 0; i < count; i += 1)
    await main(page).getByRole('button', { expanded: false }).first().click();
  const hrefs = await main(page)
    .getByRole('link', { name: 'View Material' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
});

test('FAQs expand to their answer and collapse again', async ({ page }) => {
  await page.goto('/faqs');
  const question = main(page).getByRole('button', { expanded: false }).first();
  // Read the panel id before clicking: afterwards this locator matches the next collapsed question.
  const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await question.click();
  await expect(main(page).getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(panel).toBeVisible();
  await expect(panel).not.toBeEmpty();
  await main(page).getByRole('button', { expanded: true }).click();
  await expect(panel).toBeHidden();
});

test('a 100 000-character query shows the no-match state and Clear search brings the list back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/cat1papers');
  await expect(paperButtons(page).first()).toBeVisible();
  await page.getByLabel('Search for Cat-1 Paper:').fill('q'.repeat(100_000));
  const message = main(page).getByText(/^No papers match "q+…"$/);
  await expect(message).toBeVisible();
  expect((await message.textContent())?.length).toBeLessThan(100);

  await page.getByLabel('Search for Cat-1 Paper:').fill('(.*[?+');
  await expect(main(page).getByText('No papers match "(.*[?+"')).toBeVisible();

  await main(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toHaveValue('');
  await expect(paperButtons(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the remote also runs alone on its own port', async ({ page }) => {
  await page.goto(remoteUrl('exams', '/cat1papers'));
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
  await expect(paperButtons(page).first()).toBeVisible();
});
