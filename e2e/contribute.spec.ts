/**
 * Students sending papers (remotes/contribute): signing in from the page, a PDF's details
 * filled in from its text, the same file refused, photos made into one PDF (read with OCR),
 * a paper sent offline going by itself after reconnecting and after the site was reopened on
 * another page, and bad files
 * refused with their reason. Against the built site, the emulator and the production headers.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  test,
  expect,
  authEmulatorReady,
  expectNoSeriousA11yViolations,
  newEmailAccount,
  runPorts,
  signInOnPage,
} from './fixtures';

const root = path.join(__dirname, '..');
const shots = path.join(root, 'screenshots');
const SAMPLE = path.join(root, 'content/storage/images/ECE2006_CAT1_A1TA1_2017.pdf');
let counter = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!fs.existsSync(SAMPLE)) execFileSync('npm', ['run', 'content:pdfs'], { cwd: root });
  await authEmulatorReady();
});

/** The sample paper with a title of its own: the same text, a file nobody has sent. */
async function uniquePaper(): Promise<Buffer> {
  const pdf = await PDFDocument.load(fs.readFileSync(SAMPLE));
  pdf.setTitle(`e2e ${Date.now()} ${(counter += 1)}`);
  return Buffer.from(await pdf.save());
}

const pdfFile = (buffer: Buffer, name = 'ECE2006 CAT1.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer,
});

/** A PDF that asks for a password (a /Encrypt dictionary whose check an empty password fails). */
function encryptedPdf(): Buffer {
  const bytes32 = '<' + 'ab'.repeat(32) + '>';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O ${bytes32} /U ${bytes32} /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Page 1 of the sample drawn as a PNG, standing in for a phone photo of the paper. */
function photoOfPage(): Buffer {
  const png = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vh-photo-')), 'page.png');
  execFileSync(
    process.execPath,
    [path.join(root, 'remotes/contribute/src/testing/read-pdf-node.mjs'), SAMPLE, png],
    { cwd: root },
  );
  return fs.readFileSync(png);
}

const main = (page: Page) => page.getByRole('main');

/** Opens /contribute as a new student: the page's own sign-in button, a new email account. */
async function signInFromTheForm(page: Page) {
  await page.goto('/contribute');
  await expect(main(page).getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible({
    timeout: 20_000,
  });
  await signInOnPage(page, { from: main(page) });
  // Back on the form, signed in.
  await expect(main(page).getByRole('heading', { name: '1. The paper' })).toBeVisible();
}

const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function expectSuggested(page: Page) {
  await expect(field(page, 'Exam')).toHaveValue('cat1', { timeout: 60_000 });
  await expect(field(page, 'Course code')).toHaveValue('ECE2006');
  await expect(field(page, 'Course name')).toHaveValue('Digital Signal Processing');
  await expect(field(page, 'Slot')).toHaveValue('A1+TA1');
  for (const label of ['Exam', 'Course code', 'Course name', 'Slot']) {
    await expect(field(page, label)).toHaveAccessibleDescription('Suggested');
  }
}

test('a student signs in from the page, sends a PDF whose details were filled in, sees it pending, and cannot send the same file again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contribute');
  await expect(main(page).getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page);
  await signInFromTheForm(page);
  const paper = await uniquePaper();
  await main(page).getByLabel('Choose a PDF').setInputFiles(pdfFile(paper));
  await expectSuggested(page);
  await expect(main(page).getByText('ECE2006 CAT1.pdf')).toBeVisible();
  // An edited field is the student's own: no longer marked.
  await field(page, 'Course name').fill('Digital Signal Processing (DSP)');
  await expect(field(page, 'Course name')).not.toHaveAccessibleDescription('Suggested');
  await expect(field(page, 'Course code')).toHaveAccessibleDescription('Suggested');
  await field(page, 'Course name').fill('Digital Signal Processing');
  // The same exam, code and slot is already published: offered, not blocking.
  await expect(main(page).getByRole('heading', { name: 'Is it one of these?' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /ECE2006_CAT1_A1TA1_2017/ })).toHaveAttribute(
    'href',
    /\/cat1papers\//,
  );
  await page.screenshot({
    path: path.join(shots, 'contribute-upload-desktop.png'),
    fullPage: true,
  });
  await expectNoSeriousA11yViolations(page);

  await main(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(main(page).getByRole('heading', { name: 'Sent: waiting for review' })).toBeVisible({
    timeout: 30_000,
  });
  // Named as the page it points to is.
  await expect(main(page).getByText(/follow it in My contributions\./)).toBeVisible();
  await main(page).getByRole('link', { name: 'See My contributions' }).click();
  await expect(page).toHaveURL(/\/contribute\/mine$/);
  const item = main(page).getByRole('listitem').filter({ hasText: 'ECE2006' });
  await expect(item).toContainText('Pending review');
  await expect(item).toContainText('CAT-1 · Slot A1+TA1');
  await page.screenshot({ path: path.join(shots, 'contribute-mine-desktop.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'contribute-mine-mobile.png'), fullPage: true });

  // The same file again: refused before sending, with the way to the one already sent.
  await main(page).getByRole('link', { name: 'Send a paper' }).click();
  await main(page).getByLabel('Choose a PDF').setInputFiles(pdfFile(paper));
  const refusal = main(page)
    .getByRole('alert')
    .filter({ hasText: 'This exact file is already on VITHelper' });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal.getByRole('link', { name: 'see My contributions' })).toHaveAttribute(
    'href',
    '/contribute/mine',
  );
  await expect(main(page).getByRole('button', { name: 'Send for review' })).toBeDisabled();
  await expectSuggested(page);
  await page.screenshot({ path: path.join(shots, 'contribute-upload-mobile.png'), fullPage: true });
});

test('photos become one PDF: read with OCR, reordered and trimmed, sent as one paper', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFromTheForm(page);
  const photo = photoOfPage();
  const photos = main(page).getByLabel('Take or choose photos');
  await photos.setInputFiles([
    { name: 'page-1.png', mimeType: 'image/png', buffer: photo },
    { name: 'page-2.png', mimeType: 'image/png', buffer: photo },
    { name: 'page-3.png', mimeType: 'image/png', buffer: photo },
  ]);
  const pages = main(page).getByRole('list', { name: 'Pages of the PDF' });
  await expect(pages.getByRole('listitem')).toHaveCount(3);
  // The form never waits for OCR: progress while the student may type.
  await expect(main(page).getByText(/Reading the photo's text/)).toBeVisible({ timeout: 30_000 });
  await expectSuggested(page);
  await pages.getByRole('button', { name: 'Move page 3 up' }).click();
  await expect(pages.getByRole('img').nth(1)).toHaveAttribute('alt', 'Page 2: page-3.png');
  await pages.getByRole('button', { name: 'Remove page 1' }).click();
  await expect(pages.getByRole('listitem')).toHaveCount(2);
  await expect(pages.getByRole('img').first()).toHaveAttribute('alt', 'Page 1: page-3.png');
  await page.screenshot({
    path: path.join(shots, 'contribute-photos-desktop.png'),
    fullPage: true,
  });
  await main(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(main(page).getByRole('heading', { name: 'Sent: waiting for review' })).toBeVisible({
    timeout: 60_000,
  });
  await main(page).getByRole('link', { name: 'See My contributions' }).click();
  const item = main(page).getByRole('listitem').filter({ hasText: 'ECE2006' });
  await expect(item).toContainText('Pending review');
  await expect(item).toContainText('2 pages');
});

test('a paper sent offline waits on the device and goes by itself when the connection returns', async ({
  page,
  context,
}) => {
  await signInFromTheForm(page);
  // Both pages' code is here before the connection drops.
  await page.goto('/contribute/mine');
  await expect(main(page).getByRole('heading', { name: 'Nothing sent yet' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Send a paper' }).first().click();
  await main(page)
    .getByLabel('Choose a PDF')
    .setInputFiles(pdfFile(await uniquePaper()));
  await expectSuggested(page);
  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(main(page).getByRole('heading', { name: 'Waiting for connection' })).toBeVisible();
  await main(page).getByRole('link', { name: 'See My contributions' }).click();
  const item = main(page).getByRole('listitem').filter({ hasText: 'ECE2006' });
  await expect(item).toContainText('Waiting for connection');
  await context.setOffline(false);
  await expect(
    main(page).getByRole('listitem').filter({ hasText: 'Pending review' }),
  ).toContainText('ECE2006', { timeout: 30_000 });
  // Listed once: the copy on the device is gone.
  await expect(main(page).getByRole('listitem')).toHaveCount(1);
});

/** Papers waiting in this browser's outbox (the contribute section's IndexedDB store). */
const papersOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vithelper-contribute');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

test('a paper queued offline is sent after the tab was closed, when the site is reopened on its home page', async ({
  page,
  context,
}) => {
  await signInFromTheForm(page);
  await main(page)
    .getByLabel('Choose a PDF')
    .setInputFiles(pdfFile(await uniquePaper()));
  await expectSuggested(page);
  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(main(page).getByRole('heading', { name: 'Waiting for connection' })).toBeVisible();
  expect(await papersOnDevice(page)).toBe(1);
  await page.close();
  await context.setOffline(false);
  // Reopened on the home page, never on the section's own pages: the shell sends it.
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(main(reopened)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => papersOnDevice(reopened), { timeout: 60_000 }).toBe(0);
  expect(new URL(reopened.url()).pathname).toBe('/');
  // In the database, waiting for review, and sent once.
  await reopened.goto('/contribute/mine');
  const item = main(reopened).getByRole('listitem').filter({ hasText: 'ECE2006' });
  await expect(item).toContainText('Pending review', { timeout: 30_000 });
  await expect(main(reopened).getByRole('listitem')).toHaveCount(1);
});

/** Sets a student's counter of papers in review, as a moderator's decisions would (owner write). */
async function setPendingInReview(uid: string, pending: number) {
  const url = `http://127.0.0.1:${runPorts.database}/contributors/${uid}.json?ns=demo-vithelper`;
  const put = await fetch(url, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ pending, lastAt: 0, last: 'earlier' }),
  });
  expect(put.status).toBe(200);
}

test('a paper queued offline that meets the limit of 10 in review waits with why, and goes with Send again once one is reviewed', async ({
  page,
  context,
}) => {
  const student = await newEmailAccount('outbox-limit');
  await page.goto('/contribute');
  await expect(main(page).getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible({
    timeout: 20_000,
  });
  await signInOnPage(page, { from: main(page), account: student });
  await expect(main(page).getByRole('heading', { name: '1. The paper' })).toBeVisible();
  await main(page)
    .getByLabel('Choose a PDF')
    .setInputFiles(pdfFile(await uniquePaper()));
  await expectSuggested(page);
  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(main(page).getByRole('heading', { name: 'Waiting for connection' })).toBeVisible();
  // Meanwhile, from another device, the student has 10 papers in review.
  await setPendingInReview(student.uid, 10);
  await context.setOffline(false);
  await main(page).getByRole('link', { name: 'See My contributions' }).click();
  const item = main(page).getByRole('listitem').filter({ hasText: 'ECE2006' });
  await expect(item).toContainText('You have 10 papers waiting for review', { timeout: 30_000 });
  await expect(item).toContainText('Waiting to send');
  await expect(item).not.toContainText('Not sent');
  expect(await papersOnDevice(page)).toBe(1);
  // A moderator reviews one: Send again sends it now.
  await setPendingInReview(student.uid, 9);
  await item.getByRole('button', { name: 'Send again' }).click();
  await expect(
    main(page).getByRole('listitem').filter({ hasText: 'Pending review' }),
  ).toContainText('ECE2006', { timeout: 30_000 });
  await expect(main(page).getByRole('listitem')).toHaveCount(1);
  await expect.poll(() => papersOnDevice(page)).toBe(0);
});

test('bad files are refused with their reason: not a PDF, password-protected, damaged, 25 MB', async ({
  page,
}) => {
  await signInFromTheForm(page);
  const choose = main(page).getByLabel('Choose a PDF');
  const problem = main(page).getByRole('alert');

  await choose.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(problem).toContainText('“notes.txt” is not a PDF or a photo');

  await choose.setInputFiles(pdfFile(Buffer.from('just some text, not a PDF'), 'fake.pdf'));
  await expect(problem).toContainText('This file is not a PDF');

  await choose.setInputFiles(pdfFile(encryptedPdf(), 'locked.pdf'));
  await expect(problem).toContainText('protected with a password', { timeout: 20_000 });

  const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
  await choose.setInputFiles(pdfFile(damaged, 'damaged.pdf'));
  await expect(problem).toContainText('This PDF is damaged');

  const big = Buffer.alloc(25 * 1024 * 1024, 0x20);
  big.write('%PDF-1.7\n');
  await choose.setInputFiles(pdfFile(big, 'huge.pdf'));
  await expect(problem).toContainText('This file is 25.0 MB; papers can be at most 20 MB');
  await expect(main(page).getByRole('button', { name: 'Send for review' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
