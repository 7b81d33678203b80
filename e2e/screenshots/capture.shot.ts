import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { bankFile } from '@vithelper/contracts/questions/paths';
import { authEmulatorReady, signInOnPage, test } from '../fixtures';
import registry from '../../config/remotes.local.json';
import { QUESTIONS_DATA_DIR } from '../../scripts/questions/data-dir';

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'small-phone', width: 320, height: 640 },
];
/** Signed out (a guest), and signed in as the sample student (README.md, "Contributed papers and moderators"). */
const states = [
  { name: 'guest', account: undefined },
  { name: 'signed-in', account: { email: 'student@vithelper.test', password: 'student-demo' } },
] as const;
const shellRoutes = ['/', '/about-us', '/work-in-progress', '/status', '/no-such-page'];
// A real record behind every `:id`, so a detail route shows its page (a paper in the viewer, not an error).
const seed = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../content/seed.json'), 'utf8'),
) as Record<string, Record<string, unknown>>;
const collectionOf: Record<string, string> = {
  cat1papers: 'cat1',
  cat2papers: 'cat2',
  fatpapers: 'fat',
  materials: 'materials',
};
const sampleId = (route: string): string => {
  const collection = collectionOf[route.split('/')[1] ?? ''] ?? 'placements';
  return Object.keys(seed[collection] ?? {})[0] ?? 'unknown';
};
// A course's pages show the sample course of e2e/practice.spec.ts, a question's page its first
// question as `npm run questions:banks` built it (scripts/questions/data-dir.ts).
const SAMPLE_COURSE = 'CSE2005';
const sampleQuestion = (): string => {
  const bank = path.join(QUESTIONS_DATA_DIR, bankFile(SAMPLE_COURSE));
  const built = fs.existsSync(bank)
    ? (JSON.parse(fs.readFileSync(bank, 'utf8')) as { questions: Array<{ id: string }> })
    : null;
  return built?.questions[0]?.id ?? 'unknown';
};
const sampleParam = (route: string, param: string): string =>
  param === ':code' ? SAMPLE_COURSE : route.startsWith('/q/') ? sampleQuestion() : sampleId(route);
const routes = [
  ...shellRoutes,
  ...registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => route.replace(/:\w+/g, (param) => sampleParam(route, param))),
  ),
];
const outDir = path.join(__dirname, '../../screenshots');

async function capture(page: Page, route: string, file: string, signedIn: boolean): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // A section's first visit fetches its remote after the page is idle once: wait for its loader to go.
  await page
    .locator('.vh-loader, .vh-boot')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // A full-page picture shows what is below the fold too: load the lazy images a student would scroll to.
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLImageElement>('img[loading="lazy"]')
      .forEach((img) => (img.loading = 'eager')),
  );
  await page.waitForLoadState('networkidle');
  // A page that needs the account says so while the SDK starts (seconds on a slow machine): the
  // picture is of what the visitor sees once it has.
  await page
    .waitForFunction(
      () => !/Checking your account…|Loading the [a-z ]+…/.test(document.body.innerText),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  // A signed-in header shows its inbox once the SDK has confirmed the account.
  if (signedIn) {
    await page
      .getByRole('button', { name: /^Inbox/ })
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
  }
  fs.writeFileSync(path.join(outDir, file), await wholePage(page));
}

/** Taller than this, a page's picture ends here (a list of 160 papers on a phone is 25 000 px). */
const MAX_HEIGHT = 32_000;

/**
 * The page top to bottom as a visitor scrolling it sees it. Long lists draw only the rows near the
 * screen, a PDF's pages and the review cards only once they are close to it: a full-page picture
 * of the page as it stands leaves them blank. So the page is scrolled a screen at a time, each
 * screen taken, and the screens set one under another; what stays on screen while the page
 * scrolls (the header, a toolbar) is hidden after the first screen, where it would repeat.
 */
async function wholePage(page: Page): Promise<Buffer> {
  const screen = page.viewportSize();
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  if (!screen || (await pageHeight()) <= screen.height) return page.screenshot({ fullPage: true });
  const shots: Array<{ top: number; png: Buffer }> = [];
  for (let top = 0; ;) {
    const at = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return Math.round(window.scrollY);
    }, top);
    if (shots.length > 0 && at <= (shots[shots.length - 1]?.top ?? 0)) break;
    await page.waitForTimeout(400);
    if (shots.length === 1) await hideWhatStaysOnScreen(page);
    shots.push({ top: at, png: await page.screenshot() });
    // On to the page's bottom as it is now: it may have grown while it was taken (a list arriving).
    if (at + screen.height >= Math.min(await pageHeight(), MAX_HEIGHT)) break;
    top = at + screen.height;
  }
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  // Each screen is further down than the one before: the last one ends the picture. It is drawn
  // first, so that where it overlaps the one before, that one shows what stays on screen in place.
  const canvas = createCanvas(screen.width, (shots.at(-1)?.top ?? 0) + screen.height);
  const context = canvas.getContext('2d');
  for (const shot of [...shots].reverse()) {
    context.drawImage(await loadImage(shot.png), 0, shot.top);
  }
  return canvas.encode('png');
}

async function hideWhatStaysOnScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') element.style.visibility = 'hidden';
    }
  });
}

for (const state of states) {
  for (const size of widths) {
    test(`screenshots at ${size.name} width, ${state.name}`, async ({ page }) => {
      fs.mkdirSync(outDir, { recursive: true });
      await page.setViewportSize({ width: size.width, height: size.height });
      if (state.account) {
        await authEmulatorReady();
        await page.goto('/about-us');
        await signInOnPage(page, { from: page, account: state.account });
        // The student's pages as they are once used: a saved question, on its page and on /courses.
        await page.goto(`/q/${sampleQuestion()}`);
        await page.getByRole('button', { name: 'Save question' }).click();
        await page.getByText('Saved, and you follow it').waitFor();
      }
      for (const route of routes) {
        const name = route === '/' ? '-home' : route.replace(/[^a-z0-9]+/gi, '-');
        await capture(page, route, `${size.name}-${state.name}${name}.png`, Boolean(state.account));
      }
      if (state.account) return;
      // The offline note, over a page that was already on screen when the network went.
      await page.goto('/cat1papers');
      await page.getByRole('list', { name: 'CAT-1 Papers' }).waitFor();
      await page.context().setOffline(true);
      await page.getByText('You are offline').waitFor();
      await page.screenshot({ path: path.join(outDir, `${size.name}-offline-note.png`) });
      await page.context().setOffline(false);
    });
  }
}
