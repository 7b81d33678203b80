import { test, expect, expectNoSeriousA11yViolations, remoteUrl } from './fixtures';

const articles = [
  { path: '/onlinevsoffline', title: 'Online vs Offline College Life' },
  { path: '/hostel-vacating-procedure', title: 'Hostel Vacating Procedure' },
  { path: '/room-counselling', title: 'Hostel Room Counselling, Explained' },
  { path: '/placement-experience', title: 'My Placement Experience in Eight Points' },
  { path: '/placement-guide', title: 'A Guide to Placement Preparation' },
  { path: '/npm-package', title: 'How to Get Started Making npm Packages' },
];

const privacyIds = [
  'what-information-do-we-collect',
  'how-do-we-use-your-information',
  'will-your-information-be-shared-with-anyone',
  'do-we-use-cookies-and-other-tracking-technologies',
  'how-do-we-handle-your-social-logins',
  'what-is-our-stance-on-third-party-websites',
  'how-long-do-we-keep-your-information',
  'do-we-collect-information-from-minors',
  'what-are-your-privacy-rights',
  'controls-for-do-not-track-features',
  'do-we-make-updates-to-this-notice',
  'how-can-you-contact-us-about-this-notice',
  'how-can-you-review-update-or-delete-the-data-we-collect-from-you',
];

test.describe('blogs', () => {
  test.beforeEach(async ({ page }) => {
    // No internet in tests: the video player must never be needed for a pass.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
  });

  test('/blogs shows six cards, and each opens its article', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(
        card.getByText(/\d+ (year|month|week|day)s? ago|yesterday|last (year|month|week)/),
      ).toBeVisible();
      await expect(card.getByText(/^[2-6] min read$|· [2-6] min read/)).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('width', '960');
    }

    for (const { path, title } of articles) {
      await page.goto('/blogs');
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | VITHelper`);
      await expect(page.getByText(/^[2-6] min read$/)).toBeVisible();
    }
  });

  test('an article opened from a scrolled list starts at the top', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.locator('main article')).toHaveCount(6);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'How to Get Started Making npm Packages' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('articles show their key facts', async ({ page }) => {
    await page.goto('/hostel-vacating-procedure');
    await expect(page.getByText(/ID card fee of 150 rupees at the finance office/)).toBeVisible();
    await expect(page.getByText(/10:30 pm to 12:30 am/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leaving the capstone list' })).toBeVisible();

    await page.goto('/room-counselling');
    await expect(page.getByText(/grade × group topper grade ÷ branch topper grade/)).toBeVisible();
    await expect(page.getByText(/8\.4 × 9\.6 ÷ 9\.2 = 80\.64 ÷ 9\.2 ≈ 8\.77/)).toBeVisible();

    await page.goto('/onlinevsoffline');
    await expect(page.getByText(/10:30 pm to 12:30 am/)).toBeVisible();
    await expect(page.getByText(/Riviera/).first()).toBeVisible();

    await page.goto('/npm-package');
    await expect(page.locator('pre code').first()).toContainText('npm init');
  });

  test('the video iframe exists only after Play video is clicked', async ({ page }) => {
    await page.goto('/onlinevsoffline');
    const play = page.getByRole('button', { name: 'Play video' });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await play.click();
    const player = page.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(player).toHaveAttribute('title', /.+/);
    await expect(player).toHaveAttribute('allowfullscreen', '');
    await expect(play).toHaveCount(0);
  });

  test('every table-of-contents link scrolls its privacy section into view', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated December 13, 2020')).toBeVisible();
    await expect(page.locator('main section[id]')).toHaveCount(13);
    const toc = page.getByRole('navigation', { name: 'Contents' });
    // Bottom to top, so that every jump needs a real scroll.
    for (const id of [...privacyIds].reverse()) {
      await toc.locator(`a[href="#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/privacy-policy#${id}$`));
      await expect(page.locator(`section#${id} h2`)).toBeInViewport();
    }
  });

  test('a direct load of /privacy-policy#<late section> scrolls it into view', async ({ page }) => {
    const id = 'how-can-you-review-update-or-delete-the-data-we-collect-from-you';
    await page.goto(`/privacy-policy#${id}`);
    await expect(page.locator(`section#${id} h2`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto('/privacy-policy#what-are-your-privacy-rights');
    await expect(page.locator('section#what-are-your-privacy-rights h2')).toBeInViewport();
  });

  test('no serious accessibility violations on /blogs, an article and /privacy-policy', async ({
    page,
  }) => {
    for (const path of ['/blogs', '/room-counselling', '/onlinevsoffline', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('phone width: no sideways scrolling on the list, an article with code, and the privacy page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/blogs', '/npm-package', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the remote runs alone', async ({ page }) => {
    await page.goto(remoteUrl('blogs', '/blogs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(6);
    await page.getByRole('link', { name: 'Hostel Vacating Procedure' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hostel Vacating Procedure' }),
    ).toBeVisible();
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    expect(
      await page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });
});
