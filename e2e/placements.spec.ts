import fs from 'node:fs';
import { test, expect, expectNoSeriousA11yViolations, remoteUrl, appPort } from './fixtures';

/** Every placements page through the shell, with the h1 a student sees there. */
const PAGES: Array<[path: string, heading: string]> = [
  ['/placements', 'Placements'],
  ['/placements/news', 'Placements'],
  ['/placements/article', 'All placement experiences'],
  ['/placements/article/-N1plc-0001', 'Microsoft'],
  ['/placements/topics', 'Important topics'],
  ['/placements/advice', 'Advice from seniors'],
  ['/placements/resources', 'Resources'],
  ['/placements/pat', 'Placement and Training Cell'],
  ['/placements/rules', 'Placement rules'],
];

const cards = (page: import('@playwright/test').Page) => page.locator('main article');

test.describe('placements pages through the shell', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} shows its page and has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('home: three featured cards, tips, important links, all reviews and the share form', async ({
    page,
  }) => {
    await page.goto('/placements');
    await expect(cards(page)).toHaveCount(3);
    // Positions 0, 8 and 2 of the seeded list.
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([
      'Microsoft',
      'Adobe',
      'Goldman Sachs',
    ]);
    for (const text of await cards(page).locator('p').allTextContents()) {
      expect(text).not.toMatch(/undefined/);
    }
    const firstPreview = cards(page).first().locator('p').last();
    await expect(firstPreview).toHaveText(/…$/);
    expect(Array.from((await firstPreview.textContent()) ?? '')).toHaveLength(166);

    const tips = page.getByRole('region', { name: 'Frequently asked questions by companies' });
    await expect(tips.getByRole('listitem')).toHaveCount(10);
    const links = page.getByRole('navigation', { name: 'Important Links' }).getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'View All Reviews' })).toHaveAttribute(
      'href',
      '/placements/article',
    );
    const share = page.getByRole('link', { name: /Share your experience/ });
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('href', /^https?:/);
  });

  test('a featured card opens its full experience', async ({ page }) => {
    await page.goto('/placements');
    const second = cards(page).nth(1);
    await second.getByRole('link', { name: /Read full experience/ }).click();
    await expect(page).toHaveURL(/\/placements\/article\/-N1plc-0009$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Adobe' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preparation' })).toBeVisible();
    await expect(page.locator('main blockquote')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('undefined');
  });

  test('all reviews: company buttons filter the cards, All companies resets', async ({ page }) => {
    await page.goto('/placements/article');
    await expect(cards(page)).toHaveCount(18);
    const group = page.getByRole('group', { name: 'Filter by company' });
    await expect(group.getByRole('button').first()).toHaveText('All companies');
    await group.getByRole('button', { name: 'Amazon' }).click();
    await expect(group.getByRole('button', { name: 'Amazon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(2);
    await group.getByRole('button', { name: 'All companies' }).click();
    await expect(cards(page)).toHaveCount(18);
  });

  test('a company without a logo shows its initials; others show their logo from the remote', async ({
    page,
  }) => {
    await page.goto('/placements/article?company=Zoho');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByText('Z', { exact: true })).toBeVisible();
    await expect(cards(page).first().locator('img')).toHaveCount(0);

    await page.goto('/placements/article/-N1plc-0001');
    const logo = page.locator('main header img');
    await expect(logo).toHaveAttribute(
      'src',
      new RegExp(`:${appPort('placements')}/logos/microsoft\\.svg$`),
    );
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('an unknown experience id says so and links back to all reviews', async ({ page }) => {
    await page.goto('/placements/article/does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Experience not found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View all reviews' }).click();
    await expect(page).toHaveURL(/\/placements\/article$/);
    await expect(cards(page)).toHaveCount(18);
  });

  test('a search typed on a papers page is shown on the reviews list and can be cleared', async ({
    page,
  }) => {
    await page.goto('/cat1papers');
    await page.getByLabel('Search for Cat-1 Paper:').fill('Mehta');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Placements', exact: true })
      .click();
    await expect(page).toHaveURL(/\/placements$/);
    await page.getByRole('link', { name: 'View All Reviews' }).click();
    await expect(page.getByText('Showing experiences matching "Mehta"')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Rohan Mehta');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText(/Showing experiences matching/)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(18);
  });

  test('a search that matches no student says so, and Clear search restores the list', async ({
    page,
  }) => {
    await page.goto('/cat1papers');
    await page.getByLabel('Search for Cat-1 Paper:').fill('MAT1011');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Placements', exact: true })
      .click();
    await page.getByRole('link', { name: 'View All Reviews' }).click();
    await expect(page.getByText('No experiences match "MAT1011"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards(page)).toHaveCount(18);
  });

  test('topic ticks survive a reload, and Clear ticks removes them', async ({ page }) => {
    await page.goto('/placements/topics');
    await page.getByRole('checkbox', { name: 'Normalization' }).check();
    await page.getByRole('checkbox', { name: 'Tries' }).check();
    await expect(page.getByText(/^2 of \d+ topics ticked$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Normalization' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Tries' })).toBeChecked();
    await expect(page.getByText(/^2 of \d+ topics ticked$/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear ticks' }).click();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Normalization' })).not.toBeChecked();
  });

  test('advice: one quote per experience with advice', async ({ page }) => {
    await page.goto('/placements/advice');
    await expect(page.locator('main blockquote')).toHaveCount(18);
  });

  test('PAT: the rules table, the tier ladder image, news links and a CSV download', async ({
    page,
  }) => {
    await page.goto('/placements/pat');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Company selection', 'Eligibility']);
    await expect(table.getByRole('rowheader')).toHaveCount(7);
    const ladder = page.getByRole('img', { name: /Super Dream at the top/ });
    await expect
      .poll(() => ladder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const news = page.getByRole('region', { name: 'News and announcements' }).getByRole('link');
    expect(await news.count()).toBeGreaterThanOrEqual(4);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the rules (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('placement-rules.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('"Company selection","Eligibility"');
    expect(csv.trim().split('\r\n')).toHaveLength(8);
  });

  test('resources open in a new tab, safely', async ({ page }) => {
    await page.goto('/placements/resources');
    const external = page.locator('main a[href^="https://"]');
    await expect(external.first()).toBeVisible();
    expect(await external.count()).toBeGreaterThan(12);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const path of [
    '/placements',
    '/placements/article',
    '/placements/pat',
    '/placements/topics',
  ]) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('the placements remote runs alone on its own port', async ({ page }) => {
  await page.goto(remoteUrl('placements', '/placements'));
  await expect(page.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await cards(page)
    .first()
    .getByRole('link', { name: /Read full experience/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Microsoft' })).toBeVisible();
});
