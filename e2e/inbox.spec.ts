import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { get, ref } from 'firebase/database';
import { parseInbox } from '@vithelper/contracts/inbox';
import { reportSchema, type ReportEntry } from '@vithelper/contracts/feedback';
import { readPaper } from '@vithelper/feedback';
import { resolveReports } from '@vithelper/contribute/feedback-moderation-sdk';
import {
  test,
  expect,
  authEmulatorReady,
  expectNoSeriousA11yViolations,
  runPorts,
  signedInClient,
  signInOnPage,
} from './fixtures';

const shots = path.join(__dirname, '../screenshots');
const AUTH_HOST = `127.0.0.1:${runPorts.auth}`;
const STUDENT = {
  uid: 'sample-student',
  email: 'student@vithelper.test',
  password: 'student-demo',
};
const MODERATOR = {
  uid: 'sample-moderator',
  email: 'moderator@vithelper.test',
  password: 'moderator-demo',
};
const REPORTED = { exam: 'cat1' as const, paperId: '-N1cat1-0002' };

/**
 * The sample accounts of content/auth-users.json, made here through the Auth emulator's admin
 * API: the browser suite's emulator starts from its own seed file, without the sample accounts.
 */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  const admin = initializeAdminApp({ projectId: 'demo-vithelper' }, 'inbox-spec-admin');
  const auth = getAdminAuth(admin);
  for (const [account, name] of [
    [STUDENT, 'Sample Student'],
    [MODERATOR, 'Sample Moderator'],
  ] as const) {
    await auth.getUser(account.uid).catch(() =>
      auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: name,
      }),
    );
  }
  await auth.setCustomUserClaims(MODERATOR.uid, { moderator: true });
  await deleteAdminApp(admin);
});

/** The sample student, from the header's Sign in (in the bar under it on a phone). */
const signInAsSampleStudent = (page: Page) => signInOnPage(page, { from: page, account: STUDENT });

const bell = (page: Page) => page.getByRole('button', { name: /^Inbox/ });

test('a moderator resolves the sample student’s report; the inbox shows it live, opens the paper and marks it read', async ({
  page,
}) => {
  await page.goto('/');
  await signInAsSampleStudent(page);
  // The sample content's inbox: an "Arrived" paper unread, a dismissed report read.
  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 15_000 });

  // The moderator handles the paper's two reports as one (packages/feedback/src/feedback-sdk.ts).
  const moderator = await signedInClient('inbox-moderator', MODERATOR);
  try {
    const all = (await get(ref(moderator.db, 'reports'))).val() as Record<
      string,
      Record<string, unknown>
    >;
    const reports: ReportEntry[] = Object.entries(all).flatMap(([uid, byKey]) =>
      Object.entries(byKey)
        .map(([key, value]) => ({ ...reportSchema.parse(value), uid, key }))
        .filter((report) => report.paperId === REPORTED.paperId && report.status === 'open'),
    );
    expect(reports.map((report) => report.uid).sort()).toEqual([
      'sample-student',
      'sample-voter-1',
    ]);
    const paper = await readPaper(moderator.db, REPORTED.exam, REPORTED.paperId);
    await resolveReports(moderator.db, moderator.uid, reports, 'fixed', { paper: paper! });
  } finally {
    await moderator.close();
  }

  const title = 'Your report on CSE2005 Operating Systems (CAT-1, C1): fixed';
  await expect(bell(page)).toHaveAccessibleName('Inbox, 2 unread');
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Inbox' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText('Report resolved');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'inbox-open-desktop.png') });

  await panel.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/cat1papers/${REPORTED.paperId}$`));
  await expect(panel).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread');

  // The read mark reached the database: the student's other devices see it read.
  const student = await signedInClient('inbox-student', STUDENT);
  try {
    await expect
      .poll(async () => {
        const [items, marks] = await Promise.all([
          get(ref(student.db, `inbox/${student.uid}`)),
          get(ref(student.db, `inboxRead/${student.uid}`)),
        ]);
        return parseInbox(items.val(), marks.val() ?? {}).map((entry) => [entry.title, entry.read]);
      })
      .toEqual([
        [title, true],
        ['ITE2001 Computer Graphics (CAT-1, B1) has arrived', false],
        ['Your report on CSE2005 Operating Systems (CAT-2, TB1): no change', true],
      ]);
  } finally {
    await student.close();
  }
});

test('the inbox on a phone: the bell in the bar under the header, the list inside the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signInAsSampleStudent(page);
  await expect(bell(page)).toHaveAccessibleName(/^Inbox/, { timeout: 15_000 });
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Inbox' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(shots, 'inbox-open-mobile.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
});
