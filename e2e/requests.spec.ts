/**
 * Requests for missing papers (docs/feedback.md) in the built site against the emulator: a
 * student asks for a paper a search did not find, a second student votes for it in Most wanted
 * on /contribute, a third sends it through "I have this paper", a moderator approves it, and both
 * who asked read "Arrived" in the header's inbox, whose link opens the paper in the viewer.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  test,
  expect,
  authEmulatorReady,
  expectNoSeriousA11yViolations,
  newSitePage,
  signInOnPage,
} from './fixtures';

const root = path.join(__dirname, '..');
const shots = path.join(root, 'screenshots');
const SAMPLE = path.join(root, 'content/storage/images/ECE2006_CAT1_A1TA1_2017.pdf');
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!fs.existsSync(SAMPLE)) execFileSync('npm', ['run', 'content:pdfs'], { cwd: root });
  await authEmulatorReady();
});

/** /contribute for a new student, signed in from the page's own button. */
async function contributeAsNewStudent(page: Page) {
  await page.goto('/contribute');
  await expect(page.getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible({
    timeout: 20_000,
  });
  await signInOnPage(page, { from: page.getByRole('main') });
  await expect(page.getByRole('heading', { name: '1. The paper' })).toBeVisible();
}

/** Most wanted loads when the page's end nears the screen. */
async function showMostWanted(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('region', { name: 'Most wanted' })).toBeVisible({ timeout: 15_000 });
}

/** Scrolls so the element is at the top of the screen (under the sticky header). */
const scrollToTop = (element: ReturnType<Page['locator']>) =>
  element.evaluate((node) => {
    node.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -96);
  });

const bell = (page: Page) => page.getByRole('button', { name: /^Inbox/ });

test('a request, a vote, "I have this paper", an approval: both who asked read "Arrived" and open the paper', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // A course nobody has sent, different on every run.
  const code = `ZQR${String(Date.now()).slice(-4)}`;
  const courseName = `Requested Course ${code}`;

  // 1. The first student searches the CAT-1 papers; nothing is found, so they ask for it.
  await page.goto('/cat1papers');
  await signInOnPage(page);
  await page.getByRole('searchbox').fill(code.toLowerCase());
  const form = page.getByRole('region', { name: 'Request this paper' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Exam')).toHaveValue('cat1');
  await expect(form.getByLabel('Course code')).toHaveValue(code);
  await form.getByLabel('Slot (optional)').fill('a1');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'request-form-desktop.png') });
  await form.getByRole('button', { name: 'Request this paper' }).click();
  await expect(form.getByText('Requested. You hear in your inbox when it arrives.')).toBeVisible();
  // Asking again is not a second vote.
  await form.getByRole('button', { name: 'Request this paper' }).click();
  await expect(
    form.getByText('You have already asked for this paper; your vote is counted once.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'request-form-mobile.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // 2. A second student, on a phone, finds it in Most wanted and votes for it.
  const second = await newSitePage(browser, { width: 390, height: 844 });
  await contributeAsNewStudent(second.page);
  await showMostWanted(second.page);
  const row = (p: Page) =>
    p.getByRole('region', { name: 'Most wanted' }).getByRole('listitem').filter({ hasText: code });
  await expect(row(second.page)).toContainText('1 student wants it', { timeout: 15_000 });
  await expect(row(second.page)).toContainText('CAT-1 · slot A1');
  await row(second.page).getByRole('button', { name: 'I need it too' }).click();
  await expect(row(second.page)).toContainText('2 students want it');
  await expect(row(second.page).getByRole('button', { name: 'Withdraw my vote' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(second.page);
  await scrollToTop(second.page.getByRole('heading', { name: 'Most wanted' }));
  await second.page.screenshot({ path: path.join(shots, 'most-wanted-mobile.png') });

  // 3. A third student has it: "I have this paper" starts an upload with its details filled in.
  const third = await newSitePage(browser);
  await contributeAsNewStudent(third.page);
  await showMostWanted(third.page);
  await expect(row(third.page)).toContainText('2 students want it', { timeout: 15_000 });
  await scrollToTop(third.page.getByRole('heading', { name: 'Most wanted' }));
  await expectNoSeriousA11yViolations(third.page);
  await third.page.screenshot({ path: path.join(shots, 'most-wanted-desktop.png') });
  await row(third.page).getByRole('link', { name: 'I have this paper' }).click();
  await expect(third.page).toHaveURL(/\/contribute\?from=request&exam=cat1&code=ZQR\d+&slot=A1$/);
  const field = (label: string) => third.page.getByRole('main').getByLabel(label, { exact: true });
  await expect(field('Exam')).toHaveValue('cat1');
  await expect(field('Course code')).toHaveValue(code);
  await expect(field('Slot')).toHaveValue('A1');
  for (const label of ['Exam', 'Course code', 'Slot']) {
    await expect(field(label)).toHaveAccessibleDescription('From the request');
  }
  const pdf = await PDFDocument.load(fs.readFileSync(SAMPLE));
  pdf.setTitle(`request e2e ${code}`);
  await third.page
    .getByRole('main')
    .getByLabel('Choose a PDF')
    .setInputFiles({
      name: `${code}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
  // The paper's own text suggests a course name, but not over the request's details.
  await expect(field('Course name')).toHaveValue('Digital Signal Processing', { timeout: 60_000 });
  await expect(field('Course code')).toHaveValue(code);
  await expect(field('Slot')).toHaveValue('A1');
  await field('Course name').fill(courseName);
  await third.page.getByRole('button', { name: 'Send for review' }).click();
  await expect(third.page.getByRole('heading', { name: 'Sent: waiting for review' })).toBeVisible({
    timeout: 30_000,
  });

  // 4. A moderator approves it.
  const moderator = await newSitePage(browser);
  await moderator.page.goto('/moderate');
  await expect(
    moderator.page.getByRole('heading', { level: 1, name: 'Moderators only' }),
  ).toBeVisible({ timeout: 15_000 });
  await signInOnPage(moderator.page, {
    from: moderator.page.locator('main'),
    account: MODERATOR,
  });
  const queue = moderator.page.getByRole('region', { name: /Waiting for review/ });
  await queue.getByRole('listitem').filter({ hasText: code }).getByRole('button').click();
  const item = moderator.page.getByRole('article', { name: `${code} ${courseName}` });
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    moderator.page.getByText(`Published ${code} ${courseName} in CAT-1 papers.`),
  ).toBeVisible();

  // 5. Both who asked read "Arrived" at once (their tabs are open), and its link opens the paper.
  const title = `${code} ${courseName} (CAT-1, A1) has arrived`;
  for (const [asker, shot] of [
    [page, 'inbox-arrived-desktop.png'],
    [second.page, 'inbox-arrived-mobile.png'],
  ] as const) {
    await expect(bell(asker)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 15_000 });
    await bell(asker).click();
    const panel = asker.getByRole('region', { name: 'Inbox' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText('Arrived');
    await expectNoSeriousA11yViolations(asker);
    await asker.screenshot({ path: path.join(shots, shot) });
    await panel.getByRole('link', { name: title }).click();
    await expect(asker).toHaveURL(/\/cat1papers\/[\w-]+$/);
    await expect(asker.getByRole('heading', { level: 1 })).toContainText(courseName);
    await expect(asker.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
    await expect(bell(asker)).toHaveAccessibleName('Inbox');
  }
  // The request is closed: the third student's Most wanted, live, no longer lists it.
  await expect(row(third.page)).toHaveCount(0);

  for (const other of [second, third, moderator]) await other.context.close();
});
