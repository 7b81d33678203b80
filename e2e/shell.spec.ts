import { test, expect, appPort } from './fixtures';

const remotePorts = ['exams', 'placements', 'blogs'].map(appPort);
const onRemotePort = (url: string) => remotePorts.some((port) => url.includes(`:${port}/`));

test.describe('shell screens', () => {
  test('the About page shows the four features, their links and the disclaimer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const feature of ['Question papers', 'Blogs', 'Placements', 'Study materials']) {
      await expect(page.getByRole('heading', { name: feature, level: 2 })).toBeVisible();
    }
    const main = page.locator('main');
    for (const [name, href] of [
      ['CAT-1 Papers', '/cat1papers'],
      ['CAT-2 Papers', '/cat2papers'],
      ['FAT Papers', '/fatpapers'],
      ['Placements', '/placements'],
      ['Study Materials', '/materials'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByText(/does not support malpractice/)).toBeVisible();
    await expect(page.getByText(/offensive language .* will\s+be blocked/)).toBeVisible();
  });

  test('opening / fetches no remote code; the first visit of a section fetches only that remote', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter(onRemotePort)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    // The shell changes the address at once; the page is the blogs remote's once its cards show.
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(6);
    const remoteRequests = requests.filter(onRemotePort);
    expect(remoteRequests.length).toBeGreaterThan(0);
    expect(remoteRequests.every((url) => url.includes(`:${appPort('blogs')}/`))).toBe(true);
  });

  test("a section's address starts its remote from index.html: manifest and entry fetched once, then the papers", async ({
    page,
  }) => {
    const exams = `http://localhost:${appPort('exams')}/`;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/cat1papers');
    const main = page.locator('main#main');
    await expect(main.getByText(/^\d+ papers$/)).toBeVisible();
    await expect(main.getByRole('button', { name: /Open PDF$/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The page asked for the entry before the shell's code ran; the runtime's tags reused it.
    await expect(page.locator(`link[rel=preload][href^="${exams}remoteEntry."]`)).toHaveCount(1);
    const fromExams = requests.filter((url) => url.startsWith(exams));
    const named = (pattern: RegExp) => fromExams.filter((url) => pattern.test(url));
    expect(named(/\/mf-manifest\.json$/)).toHaveLength(1);
    expect(named(/\/remoteEntry(\.[0-9a-f]+)?\.js$/)).toHaveLength(1);
    expect(named(/\/__federation_expose_routes(\.[0-9a-f]+)?\.js$/)).toHaveLength(1);
    expect(requests.filter(onRemotePort).every((url) => url.startsWith(exams))).toBe(true);
  });

  test('the scripts the first screen runs at once are compiled as they stream in; entries and later chunks are not', async ({
    page,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' || /\.js$/.test(url))
        scripts.set(
          url.replace(/^.*\//, ''),
          response.text().catch(() => ''),
        );
    });
    // The Firebase SDK comes once the page is idle after its content.
    const sdk = page.waitForResponse(/\/firebase-database-sdk\.[0-9a-f]+\.js$/);
    await page.goto('/cat1papers');
    const main = page.locator('main#main');
    await expect(main.getByText(/^\d+ papers$/)).toBeVisible();
    await expect(main.getByRole('button', { name: /Open PDF$/ }).first()).toBeVisible();
    await sdk;
    await page.waitForLoadState('networkidle');

    const hinted = async (pattern: RegExp) => {
      const name = [...scripts.keys()].find((file) => pattern.test(file));
      expect(name, `a script like ${pattern}`).toBeDefined();
      return (await scripts.get(name!)!).startsWith('//# allFunctionsCalledOnLoad\n');
    };
    // build/webpack.compile-hints.ts: the shell's first view and the section's routes...
    expect(await hinted(/^first-view\.[0-9a-f]+\.js$/)).toBe(true);
    expect(await hinted(/^bootstrap\.[0-9a-f]+\.js$/)).toBe(true);
    expect(await hinted(/^__federation_expose_routes\.[0-9a-f]+\.js$/)).toBe(true);
    // ...not the entries, nor a chunk loaded later (the Firebase SDK, once the page is idle).
    expect(await hinted(/^main\.[0-9a-f]+\.js$/)).toBe(false);
    expect(await hinted(/^remoteEntry\.[0-9a-f]+\.js$/)).toBe(false);
    expect(await hinted(/^firebase-database-sdk\.[0-9a-f]+\.js$/)).toBe(false);
  });

  test("the first view's scripts download at main.js's priority, its stylesheet at its own", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) =>
      priorities.set(request.url.replace(/^.*\//, ''), request.initialPriority),
    );
    await page.goto('/cat1papers');
    await expect(page.locator('main#main').getByText(/^\d+ papers$/)).toBeVisible();

    const html = await (await page.request.get('/cat1papers')).text();
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads.filter((link) => /as="script"/.test(link)).length).toBeGreaterThanOrEqual(2);
    for (const link of preloads)
      expect(link.includes('fetchpriority="low"'), link).toBe(/as="script"/.test(link));
    const priority = (pattern: RegExp) => [...priorities].find(([file]) => pattern.test(file))?.[1];
    expect(priority(/^first-view\.[0-9a-f]+\.js$/)).toBe(priority(/^main\.[0-9a-f]+\.js$/));
    expect(priority(/^bootstrap\.[0-9a-f]+\.js$/)).toBe('Low');
    expect(priority(/^bootstrap\.[0-9a-f]+\.css$/)).toBe('VeryHigh');
  });

  test('a repeat visit starts the content reads and its section at the addresses the last visit used, before /config.json and /remotes.json answer', async ({
    page,
  }) => {
    await page.goto('/cat1papers');
    const main = page.locator('main#main');
    await expect(main.getByText(/^\d+ papers$/)).toBeVisible();

    // The runtime files answer late this time: what starts before they do came from the last visit.
    for (const file of ['/config.json', '/remotes.json']) {
      await page.route(`**${file}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    const events: string[] = [];
    // A paper list's first part is the start-up's read of it (shell/src/startup/lists/first-part-query.ts).
    const named = (url: string) =>
      `${new URL(url).pathname}${new URL(url).searchParams.has('limitToFirst') ? ' first part' : ''}`;
    page.on('request', (request) => events.push(`request ${named(request.url())}`));
    page.on('response', (response) => events.push(`response ${named(response.url())}`));
    await page.reload();
    await expect(main.getByText(/^\d+ papers$/)).toBeVisible();

    const firstRuntimeAnswer = events.findIndex((event) =>
      /^response \/(config|remotes)\.json$/.test(event),
    );
    expect(firstRuntimeAnswer).toBeGreaterThan(0);
    const before = events.slice(0, firstRuntimeAnswer);
    expect(before).toContain('request /cat1.json first part');
    expect(before).toContain('request /fat.json first part');
    expect(before).toContain('request /mf-manifest.json');
    // Each read once: the config's own addresses were the remembered ones.
    expect(events.filter((event) => event === 'request /cat1.json first part')).toHaveLength(1);
    expect(events.filter((event) => event === 'request /mf-manifest.json')).toHaveLength(1);
  });

  test('desktop header: Examination dropdown, Blogs, Placements and Join Discord', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByText('Examination').click();
    for (const [name, href] of [
      ['CAT-1 Papers', '/cat1papers'],
      ['CAT-2 Papers', '/cat2papers'],
      ['FAT Papers', '/fatpapers'],
      ['Study Materials', '/materials'],
    ] as const) {
      await expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(header.getByRole('link', { name: 'Placements' })).toHaveAttribute(
      'href',
      '/placements',
    );
    await expect(header.getByRole('link', { name: 'Join Discord' })).toHaveAttribute(
      'href',
      /discord/,
    );
  });

  test('footer: contact e-mail, privacy policy link and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(
      footer.getByRole('list', { name: 'Social links' }).getByRole('link'),
    ).not.toHaveCount(0);
  });

  test('the not-found screen for any other path, and its way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 - PAGE NOT FOUND' })).toBeVisible();
    await expect(page.getByText('Looks like you are in the wrong place.')).toBeVisible();
    await page.getByRole('button', { name: 'Click here to go back!' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
  });

  test('the Work In Progress screen has a back button', async ({ page }) => {
    await page.goto('/');
    await page.goto('/work-in-progress');
    await expect(page.getByRole('heading', { name: 'Work In Progress...' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/about-us says who runs the site and how to help', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How you can help' })).toBeVisible();
  });
});

test.describe('first-visit app modal', () => {
  test.use({ showAppModal: true });

  test('opens first, links to the store, closes with Maybe Later and never returns', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'VITHelper App' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download Now' })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'VITHelper App' })).toHaveCount(0);
  });
});

test.describe('a start-up that takes a while', () => {
  test.use({ configOverrides: { startupDelayMs: 600_000 } });

  test("the loader's ring stands still for its first second, then turns", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Loading VITHelper…')).toBeVisible();
    // Looked up inside the page at each read: the shell's own loader takes the page's place as
    // it renders, and a ring found a moment before may be gone (no animations) when read.
    // null while neither is there.
    const state = () =>
      page.evaluate(() => {
        const element = document.querySelector('.vh-boot .vh-boot__ring');
        if (!element) return null;
        const [spin] = element.getAnimations();
        return {
          delay: spin?.effect?.getTiming().delay,
          time: Number(spin?.currentTime ?? 0),
          angle: getComputedStyle(element).transform,
        };
      });
    await expect.poll(async () => (await state())?.delay).toBe(1000);
    const early = await state();
    // Read before its first second was up, it had not moved.
    if (early && early.time < 1000) expect(early.angle).toBe('none');
    await expect.poll(async () => (await state())?.angle ?? 'none').not.toBe('none');
    const turning = (await state())?.angle;
    await expect.poll(async () => (await state())?.angle).not.toBe(turning);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('mobile header: logo to /, page title, menu cycling open and closed', async ({ page }) => {
    await page.goto('/about-us');
    const header = page
      .getByRole('banner')
      .filter({ has: page.getByRole('button', { name: 'Menu' }) });
    await expect(header.getByText('About Us')).toBeVisible();
    await expect(page.getByRole('link', { name: 'VITHelper home' })).toHaveAttribute('href', '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of [
      'CAT-1 Papers',
      'CAT-2 Papers',
      'FAT Papers',
      'Study Materials',
      'FAQs',
      'Placements',
      'Blogs',
      'Privacy Policy',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await toggle.click();
    await expect(menu).toHaveAttribute('data-state', 'closing');
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });

  test('the scroll-to-top button appears after 300 px and takes the page back up', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(400);
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
