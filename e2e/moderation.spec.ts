/**
 * /moderate against the built site and the emulator seeded by `npm start --reset`: the sample
 * moderator (content/auth-users.json) reviews the sample student's papers
 * (scripts/content/data/sample-submissions.ts). An approval reaches the student's open list and
 * header without a reload; a rejection's reason is stored for the student; everyone else gets
 * "Moderators only" and the rules refuse them.
 */
import path from 'node:path';
import {
  test,
  expect,
  authEmulatorReady,
  expectNoSeriousA11yViolations,
  headerCoins,
  moderatorPage,
  newEmailAccount,
  runPorts,
  signInOnPage,
  type EmailAccount,
  builtBank,
} from './fixtures';

const shots = path.join(__dirname, '../screenshots');
const authHost = `http://127.0.0.1:${runPorts.auth}`;
const dbHost = `http://127.0.0.1:${runPorts.database}`;

const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };
const STUDENT = {
  email: 'student@vithelper.test',
  password: 'student-demo',
  uid: 'sample-student',
};
/** The sample student's papers, oldest first. */
const FIRST = { id: '-N1sub00000000000001', code: 'CSE2005', name: 'Operating Systems' };
const SECOND = { id: '-N1sub00000000000002', code: 'CSE2004', name: 'Database Management Systems' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
});

/** An ID token of an email account, from the Auth emulator's REST API. */
async function idToken(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(
    `${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** A REST call to the database as that account (what the rules see). */
const asAccount = (token: string, dbPath: string, init?: RequestInit) =>
  fetch(`${dbHost}/${dbPath}.json?ns=demo-vithelper&auth=${token}`, init);

/** A new email account with the moderator claim, set through the Auth emulator's admin API. */
async function newModerator(): Promise<EmailAccount> {
  const { uid, ...account } = await newEmailAccount('mod');
  const claim = await fetch(
    `${authHost}/identitytoolkit.googleapis.com/v1/projects/demo-vithelper/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ moderator: true }) }),
    },
  );
  expect(claim.status).toBe(200);
  return account;
}

test('a guest and a student get "Moderators only", and the rules refuse the student’s reads and writes', async ({
  page,
}) => {
  await page.goto('/moderate');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeVisible({
    timeout: 15_000,
  });
  const main = page.locator('main');
  await expect(
    main.getByText('If you are a moderator, sign in with your moderator account.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'moderate-moderators-only-desktop.png') });
  await main.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('I already have an account').check();
  await dialog.getByLabel('Email', { exact: true }).fill(STUDENT.email);
  await dialog.getByLabel('Password').fill(STUDENT.password);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(main.getByText(`Your account (${STUDENT.email}) is not a moderator.`)).toBeVisible();
  await expect(main.getByRole('region', { name: /Waiting for review/ })).toHaveCount(0);

  const token = await idToken(STUDENT);
  expect((await asAccount(token, 'submissions')).status).toBe(401);
  expect((await asAccount(token, `submissions/${STUDENT.uid}/${FIRST.id}`)).status).toBe(200);
  // Reads go through the rules over REST (writes are the SDK's: scripts/moderation-flow.test.ts
  // and emulator/src/rules/contributions-rules.test.ts refuse the student's approvals).
  expect((await asAccount(token, `contributors/sample-moderator`)).status).toBe(401);
  expect((await asAccount(token, `credits/sample-moderator`)).status).toBe(401);
});

test('a moderator approves: the paper joins the student’s open CAT-1 list with 100 coins, opens in the viewer and is found by a question inside it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The student, signed in, with the CAT-1 list open before the approval.
  await page.goto('/cat1papers');
  await signInOnPage(page, { account: STUDENT });
  await expect(headerCoins(page)).toHaveText(/^\D*0$/, {
    timeout: 15_000,
  });
  const newName = 'Operating Systems (sent by a student)';
  await page.getByRole('searchbox').fill('sent by a student');
  await expect(
    page.getByRole('button', { name: new RegExp(newName.replace(/[()]/g, '\\$&')) }),
  ).toHaveCount(0);

  const { context, page: moderator } = await moderatorPage(browser, MODERATOR);
  const queue = moderator.getByRole('region', { name: /Waiting for review/ });
  const rows = queue.getByRole('listitem');
  // The sample submissions are the oldest, so they lead the queue; papers other browser tests
  // sent (e2e/contribute.spec.ts) wait after them.
  await expect(rows.first()).toContainText(`${FIRST.code} · ${FIRST.name}`);
  await expect(rows.nth(1)).toContainText(`${SECOND.code} · ${SECOND.name}`);
  await expect(rows.nth(2)).toBeVisible();
  const waiting = await rows.count();
  await expectNoSeriousA11yViolations(moderator);
  await moderator.screenshot({ path: path.join(shots, 'moderate-queue-desktop.png') });

  await rows.first().getByRole('button').click();
  const item = moderator.getByRole('article', { name: `${FIRST.code} ${FIRST.name}` });
  // The exams section's viewer, loaded through the shell's federation runtime.
  await expect(item.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(item.getByRole('region', { name: 'Page 1' }).locator('canvas')).toBeVisible();
  await item.getByLabel('Course name').fill(newName);
  await expectNoSeriousA11yViolations(moderator);
  await moderator.screenshot({ path: path.join(shots, 'moderate-item-desktop.png') });
  await item.getByRole('button', { name: 'Approve with these details' }).click();
  await expect(
    moderator.getByText(`Published ${FIRST.code} ${FIRST.name} in CAT-1 papers.`),
  ).toBeVisible();
  // The next paper opens; the approved one is listed as decided today, with Undo.
  await expect(
    moderator.getByRole('article', { name: `${SECOND.code} ${SECOND.name}` }),
  ).toBeVisible();
  await expect(rows).toHaveCount(waiting - 1);
  await expect(
    moderator.getByRole('button', {
      name: `Undo the approval of ${FIRST.code} ${newName} (CAT-1, A2)`,
    }),
  ).toBeVisible();

  // The student's open tab: listed without a reload, 100 coins in the header, opens in the viewer.
  const paper = page.getByRole('button', { name: new RegExp(newName.replace(/[()]/g, '\\$&')) });
  await expect(paper).toBeVisible();
  await expect(headerCoins(page)).toHaveText(/^\D*100$/);
  await paper.click();
  await expect(page).toHaveURL(new RegExp(`/cat1papers/${FIRST.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newName);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });

  // The stored record keeps who approved it and when.
  const token = await idToken(MODERATOR);
  const record = (await (await asAccount(token, `cat1/${FIRST.id}`)).json()) as Record<
    string,
    unknown
  >;
  const { sha256 } = (await (
    await asAccount(token, `submissions/${STUDENT.uid}/${FIRST.id}`)
  ).json()) as { sha256: string };
  expect(record).toMatchObject({
    name: [newName, FIRST.code, 'A2'],
    // A new object, named by the submission and its content: never an existing paper's file.
    file_name: `${FIRST.id}-${sha256}`,
    approvedBy: 'sample-moderator',
  });
  // Everyone reads the record: the contributor is named only where moderators read.
  expect(record).not.toHaveProperty('submission');
  expect(typeof record.approvedAt).toBe('number');

  // Its text, read in the moderator's browser after the approval, is stored for search inside
  // papers, and a list finds the paper by a question in it with no index build in between.
  await expect
    .poll(
      async () => {
        const stored = (await (await asAccount(token, `paperTexts/cat1/${FIRST.id}`)).json()) as {
          pages?: string[];
        } | null;
        return stored?.pages?.join(' ') ?? '';
      },
      { timeout: 30_000 },
    )
    .toContain('race condition');
  const reader = await page.context().newPage();
  await reader.goto('/cat1papers');
  await reader.getByRole('searchbox').fill('semaphore race condition');
  const found = reader.getByRole('region', { name: 'Inside papers' }).getByRole('link').first();
  await expect(found).toContainText(newName, { timeout: 20_000 });
  await expect(found.locator('mark').first()).toHaveText(/^(semaphore|race|condition)$/i);

  // Cut into its questions in the moderator's browser too: the course's bank lists them before
  // any build, and a question the course asked before counts this paper as one more time.
  await expect
    .poll(
      async () => {
        const stored = (await (
          await asAccount(token, `paperQuestions/cat1/${FIRST.id}`)
        ).json()) as { ok?: boolean; questions?: Record<string, { text: string }> } | null;
        return Object.values(stored?.questions ?? {}).map((question) => question.text);
      },
      { timeout: 30_000 },
    )
    .toContain('What is a race condition? How does a semaphore prevent it?');
  const built = builtBank(FIRST.code);
  const threads = built.groups.find((group) =>
    group.questions.some((id) =>
      /process and a thread/.test(built.questions.find((each) => each.id === id)?.text ?? ''),
    ),
  )!;
  await reader.goto(`/courses/${FIRST.code}`);
  const bankList = reader.getByRole('list', { name: `Questions of ${FIRST.code}` });
  await reader.getByLabel('Search the questions').fill('race condition semaphore');
  await expect(bankList.locator(':scope > li')).toHaveCount(1, { timeout: 30_000 });
  await expect(bankList).toContainText(
    'What is a race condition? How does a semaphore prevent it?',
  );
  await reader.getByLabel('Search the questions').fill('process and a thread');
  await expect(bankList.locator(':scope > li').first()).toContainText(
    `Asked ${threads.questions.length + 1}×`,
  );
  await reader.close();

  // Undo: unpublished, gone from the student's open list, coins back to 0.
  await moderator
    .getByRole('button', { name: `Undo the approval of ${FIRST.code} ${newName} (CAT-1, A2)` })
    .click();
  await expect(moderator.getByText(/^Unpublished /)).toBeVisible();
  await expect(rows).toHaveCount(waiting);
  await page.goBack();
  await expect(
    page.getByRole('button', { name: new RegExp(newName.replace(/[()]/g, '\\$&')) }),
  ).toHaveCount(0);
  await expect(headerCoins(page)).toHaveText(/^\D*0$/);
  // Its questions leave the course's bank with it.
  expect(await (await asAccount(token, `paperQuestions/cat1/${FIRST.id}`)).json()).toBeNull();
  await context.close();
});

test('a moderator rejects with a reason the student reads; a second moderator sees it decided', async ({
  browser,
}) => {
  const { context, page } = await moderatorPage(browser, MODERATOR);
  const other = await moderatorPage(browser, await newModerator());
  const queue = page.getByRole('region', { name: /Waiting for review/ });
  await queue.getByRole('button', { name: new RegExp(SECOND.name) }).click();
  await other.page
    .getByRole('region', { name: /Waiting for review/ })
    .getByRole('button', { name: new RegExp(SECOND.name) })
    .click();
  const item = page.getByRole('article', { name: `${SECOND.code} ${SECOND.name}` });
  await item.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this paper?' });
  await dialog.getByLabel('Pages missing, blurred or unreadable').check();
  await dialog.getByLabel('More detail (optional)').fill('Page 2 is cut off');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'moderate-reject-desktop.png') });
  await dialog.getByRole('button', { name: 'Reject paper' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Rejected CSE2004 Database Management Systems/)).toBeVisible();

  // The second moderator's open item turns decided, with no way to decide it again.
  const otherItem = other.page.getByRole('article', { name: `${SECOND.code} ${SECOND.name}` });
  await expect(otherItem.getByRole('alert')).toContainText(
    'Another moderator has already rejected this paper',
  );
  await expect(otherItem.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);

  const token = await idToken(STUDENT);
  const mine = (await (
    await asAccount(token, `submissions/${STUDENT.uid}/${SECOND.id}`)
  ).json()) as Record<string, unknown>;
  expect(mine).toMatchObject({
    status: 'rejected',
    reason: 'Pages missing, blurred or unreadable: Page 2 is cut off',
    decidedBy: 'sample-moderator',
  });
  await other.context.close();
  await context.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the queue, an open paper and the reject dialog fit a phone', async ({ page, browser }) => {
    await page.goto('/moderate');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeVisible({
      timeout: 15_000,
    });
    await page.screenshot({ path: path.join(shots, 'moderate-moderators-only-mobile.png') });

    const { context, page: moderator } = await moderatorPage(browser, MODERATOR, {
      viewport: { width: 390, height: 844 },
    });
    const queue = moderator.getByRole('region', { name: /Waiting for review/ });
    await expect(queue.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(moderator);
    await moderator.screenshot({
      path: path.join(shots, 'moderate-queue-mobile.png'),
      fullPage: true,
    });
    await queue.getByRole('listitem').first().getByRole('button').click();
    const item = moderator.getByRole('article');
    await expect(item.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
    await expect(queue).toBeHidden();
    await moderator.screenshot({ path: path.join(shots, 'moderate-item-mobile.png') });
    await item.getByRole('button', { name: 'Reject…' }).click();
    await expect(moderator.getByRole('dialog', { name: 'Reject this paper?' })).toBeVisible();
    await expectNoSeriousA11yViolations(moderator);
    await moderator.screenshot({ path: path.join(shots, 'moderate-reject-mobile.png') });
    await moderator.getByRole('button', { name: 'Cancel' }).click();
    await item.getByRole('button', { name: '← Back to the queue' }).click();
    await expect(queue).toBeVisible();
    const width = await moderator.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
