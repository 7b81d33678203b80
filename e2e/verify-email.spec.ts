/**
 * Email verification (docs/feedback.md) in the built site against the emulator: a student who
 * signs up with email is sent a link; until they open it, "I need it too" says to verify the
 * email, with "Send the link again"; once the link is opened (the Auth emulator's own page, as
 * a developer opens it from its listing), the same click counts the vote.
 */
import type { Page } from '@playwright/test';
import { requestPaper } from '@vithelper/feedback';
import {
  test,
  expect,
  authEmulatorReady,
  expectNoSeriousA11yViolations,
  signedInClient,
  signInOnPage,
  verificationLink,
} from './fixtures';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
});

/** Most wanted loads when the page's end nears the screen. */
async function showMostWanted(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('region', { name: 'Most wanted' })).toBeVisible({ timeout: 15_000 });
}

test('a new email student verifies through the emulator’s link, then their vote counts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A course nobody has asked for, different on every run, asked for by a verified student.
  const code = `ZVE${String(Date.now()).slice(-4)}`;
  const asker = await signedInClient('verify-email-asker');
  try {
    await requestPaper(asker.db, asker.uid, { exam: 'cat2', courseCode: code });
  } finally {
    await asker.close();
  }

  await page.goto('/contribute');
  await expect(page.getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible({
    timeout: 20_000,
  });
  const { email } = await signInOnPage(page, { from: page.getByRole('main'), verify: false });
  // Signing up sent the first link.
  await verificationLink(email);
  await showMostWanted(page);
  const wanted = page.getByRole('region', { name: 'Most wanted' });
  const row = wanted.getByRole('listitem').filter({ hasText: code });
  // Other runs' requests may fill the first eight places.
  await expect(wanted.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const more = wanted.getByRole('button', { name: /^Show all \d+ requests$/ });
  if (await more.isVisible()) await more.click();
  await expect(row).toContainText('1 student wants it');

  await row.getByRole('button', { name: 'I need it too' }).click();
  await expect(
    wanted.getByText(
      `Verify your email to vote. We sent a link to ${email}: open it, then try again here.`,
    ),
  ).toBeVisible();
  await expect(row).toContainText('1 student wants it');
  await expectNoSeriousA11yViolations(page);

  const first = await verificationLink(email);
  await wanted.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    wanted.getByText('Sent. Check your inbox (and the spam folder) for the newest link.'),
  ).toBeVisible();
  const link = await verificationLink(email);
  expect(link.oobCode).not.toBe(first.oobCode);

  // The student opens the link from their mail: here, the Auth emulator's own page.
  const mail = await page.context().newPage();
  await mail.goto(link.oobLink);
  await expect(mail.getByText('The email has been successfully verified.')).toBeVisible();
  await mail.close();

  await row.getByRole('button', { name: 'I need it too' }).click();
  await expect(row).toContainText('2 students want it');
  await expect(row.getByRole('button', { name: 'Withdraw my vote' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(wanted.getByText(/Verify your email/)).toBeHidden();
});
