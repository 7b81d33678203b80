import { ref, remove } from 'firebase/database';
import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  moderatorPage,
  newSitePage,
  signedInClient,
  builtBank,
} from './fixtures';

/**
 * Moderators correct a question's cut in the browser (docs/questions.md, "Corrections in the
 * browser"): the correction is stored in the database and every other visitor's bank shows it at
 * once, with no rebuild. The bank is the one `npm start` builds from the sample papers.
 */

const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };
const CODE = 'CSE2005';
const LABELS = { cat1: 'CAT-1', cat2: 'CAT-2', fat: 'FAT' } as const;
const words = (question: BankQuestion) => question.text.split(/\s+/).filter(Boolean);

/** A question of one page with text enough to split (read once the site has built the banks). */
function splittable(): { bank: CourseBank; question: BankQuestion } {
  const bank = builtBank(CODE);
  const question = bank.questions.find(
    (each) => each.bottom - each.top > 0.02 && words(each).length >= 8,
  );
  if (!question) throw new Error(`The sample bank of ${CODE} has no question to split.`);
  return { bank, question };
}

test("a moderator splits a question and another visitor's bank shows the new question at once", async ({
  browser,
}) => {
  // Two browsers, a sign-in and the first page of a cold run, on a busy machine.
  test.setTimeout(240_000);
  const { bank, question } = splittable();
  const paper = bank.papers.find((each) => each.id === question.paper)!;
  const tail = words(question).slice(4).join(' ');
  const name = new RegExp(`^Question Z9, ${LABELS[paper.kind]} ${paper.year ?? ''}`);
  // Someone else, not signed in, in a browser of their own, has the course's bank open.
  const other = await newSitePage(browser, { width: 390, height: 844 });
  const list = other.page.getByRole('list', { name: `Questions of ${CODE}` });
  // The first page of a run starts the emulator's connections cold: on a busy machine the
  // site's content can miss its first deadline, and the site then offers to try again.
  await expect(async () => {
    await other.page.goto(`/courses/${CODE}`);
    await expect(list.locator(':scope > li').first()).toBeVisible({ timeout: 40_000 });
  }).toPass({ timeout: 120_000 });
  await expect(list.getByRole('link', { name })).toHaveCount(0);

  const { context, page } = await moderatorPage(browser, MODERATOR);
  try {
    await page.goto(`/q/${question.id}`);
    const panel = page.locator('details', { hasText: 'Correct this question (moderators)' });
    await panel.getByText('Correct this question (moderators)').click({ timeout: 30_000 });
    const form = panel.getByRole('form', { name: 'Split it in two' });
    await form.getByLabel('The new question starts at').selectOption('4');
    await expect(form.getByLabel("The new question's text")).toHaveValue(tail);
    await form.getByLabel('Its number').fill('Z9');
    await form.getByRole('button', { name: 'Split the question' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Saved: question Z9 is now a question of its own.',
    );
    await expectNoSeriousA11yViolations(page);

    // The other visitor loads the bank again: the new question is there, no rebuild between.
    await other.page.reload();
    const link = list.getByRole('link', { name });
    await expect(link).toBeVisible({ timeout: 60_000 });
    const entry = list
      .locator(':scope > li')
      .filter({ has: other.page.getByRole('link', { name }) });
    await expect(entry.getByText(tail, { exact: true })).toBeVisible();
    // Its own page opens from the bank, though no built file names it.
    await link.click();
    await expect(other.page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Question Z9, ${LABELS[paper.kind]}`),
    );
    await expect(
      other.page.getByRole('article', { name: 'The question' }).getByText(tail, { exact: true }),
    ).toBeVisible();
    // Its address alone opens it too: a shared link, a reload.
    await other.page.reload();
    await expect(other.page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Question Z9, ${LABELS[paper.kind]}`),
      { timeout: 60_000 },
    );
  } finally {
    // The sample bank as it was, for the other specs of the run.
    const client = await signedInClient('question-corrections-cleanup', MODERATOR);
    await remove(
      ref(client.db, `questionCorrections/${question.kind}/${question.paper}/${question.id}`),
    );
    await client.close();
    await context.close();
    await other.context.close();
  }
});
