import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';

/** The paper viewer, shareable searches, close matches and saved papers, through the shell. */

const main = (page: Page) => page.locator('main#main');
const paperButtons = (page: Page) => main(page).getByRole('button', { name: /Open PDF$/ });

/** Client-side navigation (works offline, once the app is loaded). */
async function pushPath(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens the first paper of a list and returns its course code. */
async function openFirstPaper(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const first = paperButtons(page).first();
  await expect(first).toBeVisible();
  const label = (await first.textContent()) ?? '';
  const code = / (\S+) Slot - /.exec(label)?.[1] ?? '';
  await first.click();
  return code;
}

async function expectPdfShown(page: Page, code: string) {
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  // The PDF's own words, from pdf.js's text layer (selectable, found by the browser's find).
  await expect(main(page).getByRole('region', { name: 'Page 1' })).toContainText(code, {
    timeout: 30_000,
  });
}

for (const listPath of ['/cat1papers', '/cat2papers', '/fatpapers']) {
  test(`${listPath}: a paper opens in the viewer at its own address, also after a reload`, async ({
    page,
  }) => {
    const code = await openFirstPaper(page, listPath);
    await expect(page).toHaveURL(new RegExp(`${listPath}/[^/?]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
    await expectPdfShown(page, code);
    await page.reload();
    await expectPdfShown(page, code);
  });
}

test('zoom buttons and the page-jump box work, and the viewer has no serious accessibility problems', async ({
  page,
}) => {
  const code = await openFirstPaper(page, '/cat1papers');
  await expectPdfShown(page, code);
  const sheet = main(page).getByRole('region', { name: 'Page 1' });
  const before = (await sheet.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await sheet.boundingBox())?.width ?? 0).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect
    .poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0))
    .toBe(Math.round(before));
  await page.getByLabel('Go to page').fill('1');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Back to papers returns to the list with the same search', async ({ page }) => {
  await page.goto('/cat1papers?q=cse');
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toHaveValue('cse');
  await paperButtons(page).first().click();
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('link', { name: /Back to papers/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cat1papers\?q=cse$/);
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toHaveValue('cse');
});

test('Ctrl+wheel over the pages changes the zoom level shown', async ({ page }) => {
  const code = await openFirstPaper(page, '/cat1papers');
  await expectPdfShown(page, code);
  const level = page.getByRole('toolbar', { name: 'PDF controls' }).getByText(/^\d+%$/);
  const before = await level.textContent();
  const sheet = main(page).getByRole('region', { name: 'Page 1' });
  const box = await sheet.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -120);
  await page.keyboard.up('Control');
  await expect(level).not.toHaveText(before ?? '');
  const percent = (text: string | null) => Number.parseInt(text ?? '0', 10);
  expect(percent(await level.textContent())).toBeGreaterThan(percent(before));
});

test('Back to papers returns to the same place in a long list', async ({ page }) => {
  await page.goto('/cat1papers');
  await expect(paperButtons(page).first()).toBeVisible();
  // The list's first paper, read at the top: the rows rendered further down are only those near
  // the screen, so "the first one rendered" there may be the very row picked below.
  const firstLabel = await paperButtons(page).first().textContent();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(2000);
  // A row well down the list, on screen now.
  const row = paperButtons(page).filter({ visible: true });
  let label = '';
  await expect
    .poll(async () => {
      for (const button of await row.all()) {
        if (await button.isVisible()) {
          const top = (await button.boundingBox())?.y ?? -1;
          if (top > 100) {
            label = (await button.textContent()) ?? '';
            return label;
          }
        }
      }
      return '';
    })
    .not.toBe('');
  expect(label).not.toBe(firstLabel);
  await main(page).getByRole('button', { name: label, exact: true }).click();
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('link', { name: /Back to papers/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cat1papers$/);
  await expect(main(page).getByRole('button', { name: label, exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
});

test("a material's Instructions open in the viewer, also after a reload, and lead back to the materials", async ({
  page,
}) => {
  const name = 'Data Structures and Algorithms - Complete Notes';
  await page.goto('/materials');
  await page.getByLabel('Search for Material:').fill('data structures');
  await main(page).getByRole('button', { name }).click();
  await main(page).getByRole('button', { name: 'Instructions' }).click();
  await expect(page).toHaveURL(/\/materials\/[^/?]+\/instructions$/);
  const expectInstructionsShown = async () => {
    await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
    // The PDF's own words, from pdf.js's text layer.
    await expect(main(page).getByRole('region', { name: 'Page 1' })).toContainText(
      'How to use this material',
      { timeout: 30_000 },
    );
  };
  await expectInstructionsShown();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page
    .getByRole('link', { name: /Back to materials/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/materials\?q=data%20structures$/);
  await expect(page.getByLabel('Search for Material:')).toHaveValue('data structures');
  await expect(main(page).getByRole('button', { name })).toBeVisible();
  // The viewer's address opens the instructions directly, also after a reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/materials\/[^/?]+\/instructions$/);
  await page.reload();
  await expectInstructionsShown();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test("pdf.js draws in a real worker under the site's CSP, for a paper and for a material's instructions", async ({
  page,
}) => {
  const fakeWorker: string[] = [];
  page.on('console', (message) => {
    if (/fake worker/i.test(message.text())) fakeWorker.push(message.text());
  });
  /** The page's workers that run pdf.js's worker code (it sets pdfjsWorker on its global). */
  const pdfWorkers = async () => {
    const found = [];
    for (const worker of page.workers())
      if (await worker.evaluate(() => 'pdfjsWorker' in self).catch(() => false))
        found.push(worker.url());
    return found;
  };

  const code = await openFirstPaper(page, '/cat1papers');
  await expectPdfShown(page, code);
  await expect.poll(pdfWorkers).toHaveLength(1);
  // The fallback would run the worker's code on the page itself.
  expect(await page.evaluate(() => 'pdfjsWorker' in window)).toBe(false);

  await page.goto('/materials');
  await page.getByLabel('Search for Material:').fill('data structures');
  await main(page)
    .getByRole('button', { name: 'Data Structures and Algorithms - Complete Notes' })
    .click();
  await main(page).getByRole('button', { name: 'Instructions' }).click();
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(pdfWorkers).toHaveLength(1);
  expect(await page.evaluate(() => 'pdfjsWorker' in window)).toBe(false);
  expect(fakeWorker).toEqual([]);
});

test('Download saves an application/pdf with a readable name', async ({ page }) => {
  const code = await openFirstPaper(page, '/cat1papers');
  await expectPdfShown(page, code);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  // "<code> <course> CAT-1 <slot> <year>.pdf": the sample papers all state their year.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${code} .+ CAT-1( \\S+)? 20\\d\\d\\.pdf$`),
  );
  const stream = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))),
  );
  expect(head).toBe('%PDF-');
});

test('an unknown paper id says so and leads back to the papers', async ({ page }) => {
  await page.goto('/cat2papers/no-such-paper');
  await expect(page.getByRole('heading', { name: 'This paper is not in VITHelper' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to papers' }).click();
  await expect(page).toHaveURL(/\/cat2papers$/);
});

test('a corrupt PDF says it is damaged and offers a way back', async ({ page }) => {
  // Whatever the storage serves for this paper is replaced by bytes that are not a PDF.
  await page.route(/\.pdf(\?|$)/, (route) =>
    route.request().resourceType() === 'fetch'
      ? route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf at all' })
      : route.continue(),
  );
  await openFirstPaper(page, '/fatpapers');
  await expect(page.getByRole('alert')).toContainText('This PDF is damaged and cannot be shown.');
  await expect(main(page).getByRole('link', { name: 'Back to papers', exact: true })).toBeVisible();
});

test('typos and words in another order find the course under "Close matches"', async ({ page }) => {
  await page.goto('/cat1papers');
  const input = page.getByLabel('Search for Cat-1 Paper:');
  await expect(paperButtons(page).first()).toBeVisible();
  for (const [typo, course] of [
    ['opertaing systems', 'Operating Systems'],
    ['systems operating', 'Operating Systems'],
    ['calculas', 'Calculus'],
  ] as const) {
    await input.fill(typo);
    const close = main(page).getByRole('region', { name: 'Close matches' });
    await expect(close.getByRole('button', { name: new RegExp(course) }).first()).toBeVisible();
  }
  // The best 8 close matches first, every one on demand.
  await input.fill('sytems');
  const close = main(page).getByRole('region', { name: 'Close matches' });
  await expect(close.getByRole('listitem')).toHaveCount(8);
  const more = close.getByRole('button', { name: /^Show all \d+ close matches$/ });
  const total = Number(/\d+/.exec((await more.textContent()) ?? '')![0]);
  expect(total).toBeGreaterThan(8);
  await more.click();
  await expect(close.getByRole('listitem')).toHaveCount(total);
  await expect(more).toHaveCount(0);

  await input.fill('zzqx');
  await expect(main(page).getByText('No papers match "zzqx"')).toBeVisible();
});

test('a ?q= address fills the search, and typing replaces the address', async ({ page }) => {
  await page.goto('/fatpapers?q=mat3003');
  const input = page.getByLabel('Search for FAT Paper:');
  await expect(input).toHaveValue('mat3003');
  await expect(main(page).getByText(/^\d+ of \d+ papers$/)).toBeVisible();
  await input.fill('cse');
  await expect(page).toHaveURL(/\/fatpapers\?q=cse$/);
});

test('a saved paper stays in "Saved papers" after a reload, and opened papers are recent', async ({
  page,
}) => {
  await page.goto('/cat2papers');
  const save = main(page).getByRole('button', { name: 'Save paper' }).first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText(/Saved/);
  await page.reload();
  const saved = main(page).getByRole('region', { name: 'Saved papers' });
  await expect(saved.getByRole('link')).toHaveCount(1);

  await saved.getByRole('link').click();
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Saved papers' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Recently opened' }).getByRole('link')).toHaveCount(
    1,
  );
});

test("a paper saved in the exams section is in the About page's list without a reload", async ({
  page,
}) => {
  // The About page (the shell's own copy of the lists) has read them once: nothing saved.
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved papers' })).toHaveCount(0);
  await pushPath(page, '/cat1papers');
  const save = main(page).getByRole('button', { name: 'Save paper' }).first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await pushPath(page, '/');
  await expect(page.getByRole('region', { name: 'Saved papers' }).getByRole('link')).toHaveCount(1);
});

test('offline: opened and saved papers still open, others say they need a connection', async ({
  page,
  context,
}) => {
  // One paper opened, one saved without opening, one neither.
  const code = await openFirstPaper(page, '/cat1papers');
  await expectPdfShown(page, code);
  const opened = new URL(page.url()).pathname;
  await pushPath(page, '/cat1papers');
  const buttons = paperButtons(page);
  await expect(buttons.nth(2)).toBeVisible();
  await main(page)
    .getByRole('list', { name: 'CAT-1 Papers' })
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: 'Save paper' })
    .click();
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('vithelper-pdfs')).keys()).length),
    )
    .toBe(2);
  const ids = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('vithelper:saved-papers') ?? '[]').map(
      (p: { id: string }) => p.id,
    ),
  );
  const unopenedLabel = (await buttons.nth(2).textContent()) ?? '';

  await context.setOffline(true);
  await pushPath(page, opened);
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await pushPath(page, `/cat1papers/${ids[0]}`);
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });

  await pushPath(page, '/cat1papers');
  await main(page).getByRole('button', { name: unopenedLabel }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline');
  await context.setOffline(false);
});
