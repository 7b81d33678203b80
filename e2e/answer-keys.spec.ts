import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  newSitePage,
  signInOnPage,
  builtBank,
  answersOf,
  openQuestion,
} from './fixtures';

/**
 * Official answers from a paper's answer key (docs/answers.md, "Official answers"): the sample
 * key's region shows above the students' answers, drawn as the question is; a moderator attaches
 * a key to another paper, links a region of it to a question, and a student sees it.
 */

const CODE = 'CSE2005';
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };
/** The sample content's official answer: CSE2005 4(a), from the key of its CAT-1 2018 paper. */
const BANKER = 'q_217sjliy2etwt';

const officialOf = (page: Page) => answersOf(page).getByRole('region', { name: 'Official answer' });

/** A two-page answer key, as a moderator's scanner or editor would give it. */
async function answerKeyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of [
    ['Answer key', 'Q1: Paging uses fixed frames; segmentation uses variable segments.'],
    ['Q2: Mutual exclusion, hold and wait, no preemption, circular wait.'],
  ]) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 56, y: 760 - index * 40, size: 14, font }),
    );
  }
  return Buffer.from(await pdf.save());
}

test('the sample official answer is drawn from its answer key above the students’ answers', async ({
  page,
}) => {
  await openQuestion(page, BANKER);
  const official = officialOf(page);
  await expect(official).toContainText('From this paper’s answer key, page 1');
  await expect(official.locator('[data-question-region="drawn"]')).toBeAttached({
    timeout: 30_000,
  });
  // Its words are still read out: the text layer holds the key's line.
  await expect(official.locator('[data-text-layer]')).toContainText('Q4(a)');
  const link = official.getByRole('link', { name: 'Open the answer key at page 1' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toContain('answerKeys%2Fcat1%2F-N1cat1-0114.pdf?alt=media#page=1');
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Above the students' answers; no moderator's tools for a guest.
  const above = await answersOf(page).evaluate((section) => {
    const key = section.querySelector('[aria-label="Official answer"]');
    const first = section.querySelector('article');
    return Boolean(
      key && first && key.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(above).toBe(true);
  await expect(page.getByText('Official answer from the answer key (moderators)')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a moderator attaches an answer key to a paper and links its region to a question; a student sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A question of another paper than the sample key's.
  const question = builtBank(CODE).questions.find(
    (q) => q.paper !== '-N1cat1-0114' && q.number === '2',
  )!;
  await openQuestion(page, question.id);
  await signInOnPage(page, { account: MODERATOR });
  const tools = answersOf(page).getByRole('group').filter({
    hasText: 'Official answer from the answer key (moderators)',
  });
  await expect(tools).toBeVisible();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    tools.getByRole('button', { name: /answer key/ }).click(),
  ]);
  await chooser.setFiles({
    name: 'key.pdf',
    mimeType: 'application/pdf',
    buffer: await answerKeyPdf(),
  });
  await expect(tools.getByText('The answer key is attached to this paper.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(tools.getByText('This paper’s answer key has 2 pages.')).toBeVisible();

  // Page 3 is not in the key: said, and nothing can be saved.
  await tools.getByLabel('Page', { exact: true }).fill('3');
  await expect(tools.getByRole('alert')).toHaveText('Choose a page from 1 to 2.');
  await expect(tools.getByRole('button', { name: 'Save official answer' })).toBeDisabled();
  await tools.getByLabel('Page', { exact: true }).fill('2');
  await tools.getByLabel('From (% down the page)').fill('5');
  await tools.getByLabel('To (% down the page)').fill('15');
  const preview = tools.getByRole('region', { name: 'Region preview' });
  await expect(preview.locator('[data-text-layer]')).toContainText('Q2: Mutual exclusion', {
    timeout: 30_000,
  });
  await tools.getByRole('button', { name: 'Save official answer' }).click();
  await expect(tools.getByText('The official answer is saved.')).toBeVisible();
  await expect(officialOf(page)).toContainText('From this paper’s answer key, page 2');

  const student = await newSitePage(browser, { width: 390, height: 844 });
  await openQuestion(student.page, question.id);
  const theirs = officialOf(student.page);
  await expect(theirs.locator('[data-question-region="drawn"]')).toBeAttached({ timeout: 30_000 });
  await expect(theirs.locator('[data-text-layer]')).toContainText('Q2: Mutual exclusion');
  await expect(theirs.locator('[data-text-layer]')).not.toContainText('Answer key');
  await expect(
    student.page.getByText('Official answer from the answer key (moderators)'),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(student.page);

  // Removed, it is gone for the student too.
  await tools.getByRole('button', { name: 'Remove official answer' }).click();
  await expect(tools.getByText('The official answer is removed.')).toBeVisible();
  await expect(theirs).toHaveCount(0);
  await student.context.close();
});
