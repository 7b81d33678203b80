import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, builtBank, writeAsOwner } from './fixtures';

/**
 * The question section (the courses remote): a course's bank lists its repeated questions with
 * how often and where they were asked, a question's page opens its paper in the viewer at its
 * page, and an address that names nothing says so. The banks are the ones `npm start` builds
 * from the sample papers (scripts/questions/build-banks.ts): the expectations are read from them.
 */

const shots = path.join(__dirname, '../screenshots');
const CODE = 'CSE2005';
const bank = builtBank(CODE);
const byId = new Map(bank.questions.map((question) => [question.id, question]));
const LABELS = { cat1: 'CAT-1', cat2: 'CAT-2', fat: 'FAT' } as const;
/** A paper's label as the page writes it: with its slot when another paper has the same exam and year. */
const plain = (paper: { kind: keyof typeof LABELS; year: number | null }) =>
  `${LABELS[paper.kind]} ${paper.year}`;
const askedIn = (id: string) => {
  const paper = bank.papers.find((each) => each.id === byId.get(id)!.paper)!;
  const twin = bank.papers.some((other) => other.id !== paper.id && plain(other) === plain(paper));
  return twin && paper.slot ? `${plain(paper)} (${paper.slot})` : plain(paper);
};
/** The most asked question (the first group of the largest size, in the bank's order). */
const most = [...bank.groups].sort((a, b) => b.questions.length - a.questions.length)[0]!;
const main = (page: Page) => page.locator('main#main');

test("a course's bank shows its most asked question first, with its count and each paper that asked it", async ({
  page,
}) => {
  await page.goto(`/courses/${CODE}`);
  const list = main(page).getByRole('list', { name: `Questions of ${CODE}` });
  const first = list.locator(':scope > li').first();
  await expect(first).toContainText(
    `Asked ${most.questions.length}× · ${most.questions.map(askedIn).join(', ')}`,
    // The first page of the run loads the shell and the remote cold, on a busy machine.
    { timeout: 60_000 },
  );
  await expect(first).toContainText(byId.get(most.questions.at(-1)!)!.text);
  await expect(first.getByRole('list', { name: 'Topic' })).toContainText(most.topics[0]!);
  await expect(list.locator(':scope > li')).toHaveCount(
    bank.questions.length - bank.groups.reduce((sum, group) => sum + group.questions.length - 1, 0),
  );

  // Only FAT questions: each entry left names a FAT paper.
  await main(page).getByLabel('Exam').selectOption('fat');
  await expect(main(page).getByRole('status')).toHaveText(/^\d+( of \d+)? questions$/);
  for (const entry of await list.locator(':scope > li').all())
    await expect(entry).toContainText('FAT');
  await main(page).getByLabel('Exam').selectOption('');

  // A word of the most asked question's topic: the entries whose text or topic has it.
  const word = most.topics[0]!;
  const grouped = new Set(bank.groups.flatMap((group) => group.questions));
  const entries = [
    ...bank.groups.map((group) => ({
      text: `${group.topics.join(' ')} ${group.questions.map((id) => byId.get(id)!.text).join(' ')}`,
    })),
    ...bank.questions.filter((question) => !grouped.has(question.id)),
  ];
  const matching = entries.filter((entry) => entry.text.toLowerCase().includes(word)).length;
  await main(page).getByLabel('Search the questions').fill(word);
  await expect(main(page).getByRole('status')).toHaveText(
    matching === entries.length
      ? `${entries.length} questions`
      : `${matching} of ${entries.length} questions`,
  );
  await expect(list.locator(':scope > li')).toHaveCount(matching);

  await expectNoSeriousA11yViolations(page);
  await main(page).getByLabel('Search the questions').fill('');
  for (const [width, name] of [
    [390, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(first).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: path.join(shots, `questions-bank-${name}.png`) });
  }
});

test("a question's page opens its paper in the viewer at the question's page, and lists where else it was asked", async ({
  page,
}) => {
  // A repeated question printed past the first page, so the page deep link is seen to work.
  const group =
    bank.groups.find((each) => each.questions.some((id) => byId.get(id)!.page > 1)) ?? most;
  const question =
    group.questions.map((id) => byId.get(id)!).find((each) => each.page > 1) ??
    byId.get(group.questions[0]!)!;
  await page.goto(`/q/${question.id}`);
  await expect(
    main(page).getByRole('heading', {
      level: 1,
      name: `Question ${question.number}, ${askedIn(question.id)}`,
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText(question.text, { exact: true })).toBeVisible();
  const also = main(page).getByRole('region', { name: 'Also asked in' });
  await expect(also.getByRole('link')).toHaveCount(group.questions.length - 1);

  await expectNoSeriousA11yViolations(page);
  for (const [width, name] of [
    [390, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: path.join(shots, `questions-question-${name}.png`) });
  }

  await main(page).getByRole('link', { name: 'Open the whole paper at this page' }).click();
  const list = { cat1: 'cat1papers', cat2: 'cat2papers', fat: 'fatpapers' }[question.kind];
  await expect(page).toHaveURL(
    new RegExp(`/${list}/${encodeURIComponent(question.paper)}\\?page=${question.page}$`),
  );
  await expect(main(page).getByText(new RegExp(`^Page ${question.page} of \\d+$`))).toBeVisible({
    timeout: 30_000,
  });

  // From the viewer, back to every question of the course.
  await main(page)
    .getByRole('link', { name: `All questions of ${CODE}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/courses/${CODE}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`${bank.name} questions`);
});

test('an unknown or tampered question id, and an unknown course, say they are not found', async ({
  page,
}) => {
  for (const id of ['q_zzzzzzzzzzzzz', 'q_%3Cscript%3E', 'nothing']) {
    await page.goto(`/q/${id}`);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Question not found' }),
    ).toBeVisible({
      timeout: 20_000,
    });
  }
  await expect(
    main(page).getByRole('link', { name: 'See every course with questions' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/courses/NOPE999');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible(
    {
      timeout: 20_000,
    },
  );
});

test('a course the build has no bank of shows the questions of its first paper approved since', async ({
  page,
}) => {
  // What an approval stores (docs/questions.md, "Papers published since the build"), written with
  // the emulator's owner credential: a FAT paper of a course no sample paper has, and its questions
  // as the moderator's browser cut them. Its PDF is a sample paper's, so its region is drawn.
  const paperId = '-N9recent00000000001';
  const id = 'q_recent0000001';
  const text = 'State and prove the Cauchy integral theorem for a simply connected domain.';
  await writeAsOwner(`fat/${paperId}`, {
    name: ['Applied Complex Analysis', 'MAT4002', 'A1'],
    file_name: 'MAT3003_FAT_G1TG1_2019',
    year: 2026,
    approvedAt: Date.now(),
  });
  await writeAsOwner(`paperQuestions/fat/${paperId}`, {
    course: 'MAT4002',
    year: 2026,
    slot: 'A1',
    ok: true,
    questions: {
      [id]: { number: '1', text, marks: 10, regions: [{ page: 1, top: 0.2, bottom: 0.35 }] },
    },
    at: Date.now(),
    by: 'sample-moderator',
  });
  try {
    // The list of courses has it beside the built ones, read from its papers' records.
    await page.goto('/courses');
    const courses = main(page).getByRole('list', { name: 'Courses' });
    await expect(courses.getByRole('link', { name: /Operating Systems/ })).toBeVisible();
    const course = courses.getByRole('link', { name: /Applied Complex Analysis/ });
    await expect(course).toContainText('MAT4002 1 question · 0 asked again', { timeout: 30_000 });
    await course.click();
    await expect(page).toHaveURL(/\/courses\/MAT4002$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Applied Complex Analysis questions',
      { timeout: 30_000 },
    );
    await expect(
      main(page).getByText('MAT4002 · 1 paper · 1 question · 0 asked more than once'),
    ).toBeVisible();
    const list = main(page).getByRole('list', { name: 'Questions of MAT4002' });
    await expect(list.locator(':scope > li')).toHaveCount(1);
    await expect(list).toContainText(text);
    await list.getByRole('link', { name: 'Question 1, FAT 2026' }).click();
    await expect(page).toHaveURL(new RegExp(`/q/${id}\\?course=MAT4002$`));
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Question 1, FAT 2026' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(main(page).getByText(text, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('region', { name: /^Answers/ })).toBeVisible();
  } finally {
    for (const where of [`paperQuestions/fat/${paperId}`, `fat/${paperId}`])
      await writeAsOwner(where, null);
  }
  // Without the paper the course has no bank again, and the list no longer names it.
  await page.goto('/courses');
  await expect(main(page).getByRole('link', { name: /Operating Systems/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Applied Complex Analysis/ })).toHaveCount(0);
  await page.goto('/courses/MAT4002');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible(
    { timeout: 20_000 },
  );
});
