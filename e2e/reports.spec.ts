/**
 * Reports on papers and the trash against the built site and the emulator: a student reports a
 * paper from the viewer, a moderator fixes it at /moderate's Reports tab and the student hears
 * it in the inbox; the limits (one open report per paper, 10 a day) are said in words; a removed
 * paper leaves its list and comes back from the Trash tab; a paper reported unreadable gets a
 * new file that every visitor's viewer opens. Fresh accounts each run, and papers
 * no other spec opens (FAT and CAT-2 ones), so the specs do not see each other's reports.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fixPaperDetails } from '@vithelper/contribute/feedback-moderation-sdk';
import { sendReport } from '@vithelper/exams/report-sdk';
import {
  test,
  expect,
  authEmulatorReady,
  expectNoSeriousA11yViolations,
  newEmailAccount,
  moderatorPage,
  newSitePage,
  signedInClient,
  signInOnPage,
} from './fixtures';

const shots = path.join(__dirname, '../screenshots');
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };

/** Reported and fixed: its code is put back at the end, for the specs after this one. */
const FIXED = { id: '-N1fat-0011', code: 'MEE1001', name: 'Engineering Drawing', slot: 'C1' };
/** Reported as unreadable; its file is replaced (a new one each run, under a new name). */
const REPLACED = {
  id: '-N1fat-0012',
  code: 'MEE3003',
  name: 'Heat and Mass Transfer',
  slot: 'TB2',
};
/** Removed to the trash and restored. */
const TRASHED = { id: '-N1fat-0038', code: 'CSE3009', name: 'Internet of Things' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
});

/** The sample moderator at /moderate<search>, in a browser context of their own. */
const asModerator = (browser: Browser, search: string) =>
  moderatorPage(browser, MODERATOR, { search, viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.locator('main#main');
const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report a problem' });
const bell = (page: Page) => page.getByRole('button', { name: /^Inbox/ });

test('a student reports a wrong course code; a moderator fixes it in place; the inbox says so and the list shows the new code', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const student = await newEmailAccount('reporter');
  await page.goto(`/fatpapers/${FIXED.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(FIXED.code);

  // A guest is asked to sign in first, and the form follows the sign-in.
  await main(page).getByRole('button', { name: 'Report a problem' }).click();
  await expect(reportDialog(page)).toContainText('sign in, then send the report');
  await signInOnPage(page, { from: reportDialog(page), account: student });
  const form = reportDialog(page);
  await form.getByRole('radio', { name: /Wrong details/ }).check();
  await expect(form.getByText(`Listed now as ${FIXED.code}.`)).toBeVisible();
  await form.getByLabel('The right course code').fill('mee 10x1');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write the course code like CSE2005.');
  await form.getByLabel('The right course code').fill('mee 1011');
  await form.getByLabel('Anything to add (optional)').fill('The first page says MEE1011.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'report-form-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'report-form-mobile.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Thank you. A moderator will look at it; you will see the outcome in your inbox.',
  );
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Report a problem' })).toBeFocused();
  await expect(bell(page)).toHaveAccessibleName('Inbox', { timeout: 15_000 });

  // The moderator sees the paper beside its report, takes the suggested code and saves.
  const moderator = await asModerator(browser, '?tab=reports');
  try {
    const mod = moderator.page;
    const tabs = mod.getByRole('navigation', { name: 'Moderation' });
    await expect(tabs.getByText(/^Reports \d+$/)).toHaveAttribute('aria-current', 'page');
    const row = mod.getByRole('button', { name: new RegExp(`^${FIXED.code} · ${FIXED.name}`) });
    // Two papers of one course read the same without their slot.
    await expect(row).toContainText(`slot ${FIXED.slot}`);
    await row.click();
    const reports = mod.getByRole('list', { name: 'Reports' });
    await expect(reports).toContainText('The course code should be MEE1011.');
    await expect(reports).toContainText('“The first page says MEE1011.”');
    await expect(mod.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(mod);
    await mod.screenshot({ path: path.join(shots, 'moderate-reports-desktop.png') });
    await mod.setViewportSize({ width: 390, height: 844 });
    await mod.screenshot({ path: path.join(shots, 'moderate-reports-mobile.png'), fullPage: true });
    await mod.setViewportSize({ width: 1280, height: 900 });
    await reports.getByRole('button', { name: 'Use' }).click();
    await expect(mod.getByLabel('Course code')).toHaveValue('MEE1011');
    await mod.getByRole('button', { name: 'Save and resolve as fixed' }).click();
    await expect(mod.getByRole('status').filter({ hasText: 'Fixed:' })).toContainText(
      `Fixed: MEE1011 ${FIXED.name} is listed with the new details; the student who reported it is told.`,
    );
  } finally {
    await moderator.context.close();
  }

  // The student hears it at once, and the paper is listed with its new code.
  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread');
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Inbox' });
  await expect(
    panel.getByRole('link', {
      name: `Your report on MEE1011 ${FIXED.name} (FAT, ${FIXED.slot}): fixed`,
    }),
  ).toBeVisible();
  await page.goto('/fatpapers?q=mee1011');
  await expect(
    main(page).getByRole('button', { name: new RegExp(`${FIXED.name} MEE1011 .*Open PDF$`) }),
  ).toBeVisible();

  // My contributions lists the report as fixed.
  await page.goto('/contribute/mine');
  const mine = main(page).getByRole('list', { name: 'Your reports' });
  await expect(mine.getByRole('listitem').first()).toContainText('Fixed');
  await expect(mine.getByRole('heading', { name: `MEE1011 ${FIXED.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'contribute-mine-reports-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(shots, 'contribute-mine-reports-mobile.png'),
    fullPage: true,
  });

  // The code as it was, for the specs after this one.
  const putBack = await signedInClient('reports-put-back', MODERATOR);
  try {
    await fixPaperDetails(putBack.db, putBack.uid, 'fat', FIXED.id, {
      courseCode: FIXED.code,
      courseName: FIXED.name,
      slot: FIXED.slot,
    });
  } finally {
    await putBack.close();
  }
});

test('the report limits are said in words: one open report per paper, at most 10 a day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Ten reports today, sent the way the form sends them (the rules move the day's counter).
  const client = await signedInClient('reports-limit');
  const student = client.account;
  const papers = Array.from(
    { length: 11 },
    (_, i) => `-N1cat2-${String(100 + i).padStart(4, '0')}`,
  );
  try {
    for (const paperId of papers.slice(0, 10)) {
      await sendReport(client.db, {
        uid: client.uid,
        exam: 'cat2',
        paperId,
        input: { kind: 'unreadable' },
      });
    }
    // The rules themselves refuse an eleventh, whatever the page would say.
    await expect(
      sendReport(client.db, {
        uid: client.uid,
        exam: 'cat2',
        paperId: papers[10]!,
        input: { kind: 'unreadable' },
      }),
    ).rejects.toThrow(/You have sent 10 reports today/);
  } finally {
    await client.close();
  }

  await page.goto(`/cat2papers/${papers[0]}`);
  await signInOnPage(page, { account: student });
  await main(page).getByRole('button', { name: 'Report a problem' }).click();
  await expect(reportDialog(page).getByRole('alert')).toHaveText(
    'You have already reported this paper. A moderator will look at it; you will see the outcome in your inbox.',
  );
  await expect(reportDialog(page).getByRole('button', { name: 'Send report' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(reportDialog(page)).toBeHidden();

  await page.goto(`/cat2papers/${papers[10]}`);
  await main(page).getByRole('button', { name: 'Report a problem' }).click();
  await expect(reportDialog(page).getByRole('alert')).toHaveText(
    /^You have sent 10 reports today, the most for one day\. Try again in (\d|1\d|2[0-4]) h\.$/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a moderator removes a paper to the trash: it leaves its list; restored, it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/fatpapers?q=cse3009');
  const row = main(page).getByRole('button', { name: new RegExp(`${TRASHED.name}.*Open PDF$`) });
  await expect(row).toBeVisible();

  const moderator = await asModerator(browser, '');
  try {
    const mod = moderator.page;
    // Removing goes through a reported paper's panel; a paper with no report is reported first.
    const client = await signedInClient('reports-trash');
    try {
      await sendReport(client.db, {
        uid: client.uid,
        exam: 'fat',
        paperId: TRASHED.id,
        input: { kind: 'duplicate', link: '/fatpapers/-N1fat-0001' },
      });
    } finally {
      await client.close();
    }
    await mod
      .getByRole('navigation', { name: 'Moderation' })
      .getByRole('link', { name: /^Reports/ })
      .click();
    await mod
      .getByRole('button', { name: new RegExp(`^${TRASHED.code} · ${TRASHED.name}`) })
      .click();
    await mod.getByRole('button', { name: 'Remove to trash…' }).click();
    const dialog = mod.getByRole('dialog', { name: 'Remove this paper?' });
    await dialog.getByRole('textbox').fill('Listed twice');
    await dialog.getByRole('button', { name: 'Remove to trash' }).click();
    await expect(dialog).toBeHidden();
    await mod.getByRole('link', { name: 'Open the trash' }).click();
    const trashed = mod
      .getByRole('listitem')
      .filter({ hasText: `${TRASHED.code} · ${TRASHED.name}` });
    await expect(trashed).toContainText('removed just now by you — Listed twice');
    await expectNoSeriousA11yViolations(mod);
    await mod.screenshot({ path: path.join(shots, 'moderate-trash-desktop.png') });
    await mod.setViewportSize({ width: 390, height: 844 });
    await mod.screenshot({ path: path.join(shots, 'moderate-trash-mobile.png'), fullPage: true });
    await mod.setViewportSize({ width: 1280, height: 900 });

    // Gone from the list (a fresh read of it), and its address says so.
    await page.reload();
    await expect(main(page).getByText(/^No (papers match|exact match)/)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto(`/fatpapers/${TRASHED.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This paper is not in VITHelper' }),
    ).toBeVisible();

    await trashed.getByRole('button', { name: `Restore ${TRASHED.code} ${TRASHED.name}` }).click();
    await expect(
      mod.getByText(`Restored ${TRASHED.code} ${TRASHED.name}: it is listed in FAT papers again.`),
    ).toBeVisible();
    await expect(trashed).toHaveCount(0);
  } finally {
    await moderator.context.close();
  }
  await page.goto('/fatpapers?q=cse3009');
  await expect(row).toBeVisible();
});

/** A PDF of `pages` pages whose text (and so its SHA-256) is new on every run. */
async function newPaperPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const run = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  for (let n = 1; n <= pages; n += 1) {
    pdf
      .addPage()
      .drawText(`${REPLACED.code} FAT, page ${n} (${run})`, { x: 50, y: 700, size: 18, font });
  }
  return Buffer.from(await pdf.save());
}

test('a paper reported unreadable gets a new file: every viewer opens it and the reporter hears it is fixed', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const client = await signedInClient('reports-replace');
  const student = client.account;
  try {
    await sendReport(client.db, {
      uid: client.uid,
      exam: 'fat',
      paperId: REPLACED.id,
      input: { kind: 'unreadable', text: 'Pages 2 and 3 are blank.' },
    });
  } finally {
    await client.close();
  }
  await page.goto('/contribute/mine');
  await signInOnPage(page, { account: student });
  await expect(main(page).getByRole('list', { name: 'Your reports' })).toContainText('Open');

  const moderator = await asModerator(browser, '?tab=reports');
  let pages = 0;
  try {
    const mod = moderator.page;
    // The FAT paper: the limits test above reports a CAT-2 paper of the same course.
    await mod
      .getByRole('button', {
        name: new RegExp(`^${REPLACED.code} · ${REPLACED.name} · slot ${REPLACED.slot} FAT `),
      })
      .click();
    await expect(mod.getByRole('list', { name: 'Reports' })).toContainText(
      '“Pages 2 and 3 are blank.”',
    );
    const shown = mod.getByText(/^Page 1 of \d+$/);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    const before = Number(/of (\d+)/.exec((await shown.textContent()) ?? '')?.[1]);
    pages = before === 7 ? 6 : 7;

    await mod.getByRole('button', { name: 'Replace the file…' }).click();
    const dialog = mod.getByRole('dialog', { name: 'Replace the file?' });
    const file = dialog.getByLabel('The right PDF of this paper');
    await expect(file).toBeFocused();
    // Nothing is sent before the file is checked: not a PDF, or not a PDF inside.
    await dialog.getByRole('button', { name: 'Replace and resolve as fixed' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose the right PDF of this paper first.');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a paper'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      '“notes.txt” is not a PDF. Choose the paper as a PDF.',
    );
    await file.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>a web page saved as .pdf</html>'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'This file is not a PDF (its contents are something else).',
    );
    await file.setInputFiles({
      name: 'MEE3003 FAT TB2.pdf',
      mimeType: 'application/pdf',
      buffer: await newPaperPdf(pages),
    });
    await expect(dialog.getByRole('status')).toHaveText(
      new RegExp(`^“MEE3003 FAT TB2\\.pdf”: ${pages} pages, \\d+ KB\\. Ready to replace\\.$`),
    );
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(mod);
    await mod.screenshot({ path: path.join(shots, 'moderate-replace-file-desktop.png') });
    await mod.setViewportSize({ width: 390, height: 844 });
    await mod.screenshot({ path: path.join(shots, 'moderate-replace-file-mobile.png') });
    await mod.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Replace and resolve as fixed' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(mod.getByRole('status').filter({ hasText: 'Replaced' })).toHaveText(
      `Replaced the file of ${REPLACED.code} ${REPLACED.name} (FAT, ${REPLACED.slot}); the student who reported it is told it is fixed. Open it`,
    );
  } finally {
    await moderator.context.close();
  }

  // Another visitor's viewer opens the new file (it has no page-1 picture yet: pdf.js draws it).
  const { context: visitor, page: view } = await newSitePage(browser);
  try {
    await view.goto(`/fatpapers/${REPLACED.id}`);
    await expect(view.getByRole('heading', { level: 1 })).toContainText(REPLACED.code);
    await expect(main(view).getByText(`Page 1 of ${pages}`)).toBeVisible({ timeout: 30_000 });
    await expect(main(view).getByRole('alert')).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // The reporter hears it at once.
  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 15_000 });
  await bell(page).click();
  await expect(
    page.getByRole('region', { name: 'Inbox' }).getByRole('link', {
      name: `Your report on ${REPLACED.code} ${REPLACED.name} (FAT, ${REPLACED.slot}): fixed`,
    }),
  ).toBeVisible();
});
