import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  headerCoins,
  newEmailAccount,
  newSitePage,
  signInOnPage,
  builtBank,
  answersOf,
  openQuestion,
} from './fixtures';

/**
 * Answers to past questions (docs/answers.md): a student answers with math, another votes, a
 * moderator verifies and the author's coins show the 50; a hostile answer renders inert. The
 * question is one of the banks `npm start` builds from the sample papers, read when the test runs.
 */

const CODE = 'CSE2005';
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };
const EXPERT = { email: 'expert@vithelper.test', password: 'expert-demo' };

/** A question of the sample course: the n-th of its bank (each test its own, so none share answers). */
function questionId(n: number): string {
  return builtBank(CODE).questions[n]!.id;
}

const answerBy = (page: Page, by: string): Locator =>
  answersOf(page).getByRole('article', { name: new RegExp(`answer by ${by}$`, 'i') });

/** A PNG of dark strokes on paper, drawn in the page, as a phone's photo of working would be. */
async function handwrittenPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f4f1e8';
      context.fillRect(0, 0, w, h);
      context.strokeStyle = '#1a237e';
      context.lineWidth = 6;
      for (let line = 1; line < 30; line++) {
        context.beginPath();
        for (let x = 100; x < w - 100; x += 40)
          context.lineTo(x, (line * h) / 30 + Math.sin(x / 17 + line) * 20);
        context.stroke();
      }
      return canvas.toDataURL('image/png');
    },
    { w: width, h: height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a student answers with math and a photo, another votes, a moderator verifies: the author gets 50 coins', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = questionId(0);
  const author = await newEmailAccount('answerer');
  await openQuestion(page, id);
  // A guest is asked to sign in, from the answers themselves.
  await signInOnPage(page, { from: answersOf(page), account: author });

  const box = answersOf(page).getByLabel('Your answer');
  // This run's answer, told apart from any an earlier run left on the question.
  const token = `run ${Date.now()}`;
  const ours = (on: Page) => answersOf(on).getByRole('article').filter({ hasText: token });
  await box.fill(`The area is $\\pi r^2$ (${token}), so **doubling** $r$ quadruples it.`);
  const preview = answersOf(page).getByRole('region', { name: 'Preview' });
  await expect(preview.locator('math')).toHaveCount(2);
  // The draft survives a reload.
  await page.reload();
  await expect(answersOf(page).getByLabel('Your answer')).toHaveValue(/The area is/);
  // A photo of the handwritten working, as a phone takes it: 3000×4000, shrunk on the device.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    answersOf(page).getByRole('button', { name: 'Add a photo' }).click(),
  ]);
  await chooser.setFiles({
    name: 'working.png',
    mimeType: 'image/png',
    buffer: await handwrittenPhoto(page, 3000, 4000),
  });
  await expect(answersOf(page).getByText('Photo added to your answer.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(answersOf(page).getByLabel('Your answer')).toHaveValue(
    /The area is[^]*\n\n!\[Photo of a handwritten solution\]\(http:\/\/[^)]+answerPhotos%2F[^)]+\.jpg\?alt=media\)\n$/,
  );
  await expect(preview.getByRole('img', { name: 'Photo of a handwritten solution' })).toBeVisible();
  await answersOf(page).getByRole('button', { name: 'Post answer' }).click();

  const mine = ours(page);
  await expect(mine).toHaveAccessibleName('Answer by You');
  await expect(mine.locator('math')).toHaveCount(2);
  await expect(mine.getByText('doubling')).toHaveJSProperty('tagName', 'STRONG');
  await expect(answersOf(page).getByLabel('Your answer')).toHaveValue('');
  await expect(mine.getByRole('button', { name: 'Vote up' })).toBeDisabled();
  // Stored as a JPEG scaled to 1600 px on its longest side.
  const photo = mine.getByRole('img', { name: 'Photo of a handwritten solution' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() =>
      photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    )
    .toEqual([1200, 1600]);
  const stored = await page.request.get((await photo.getAttribute('src'))!);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).length).toBeLessThanOrEqual(1024 * 1024);

  const voter = await newSitePage(browser);
  await openQuestion(voter.page, id);
  await signInOnPage(voter.page, { from: answersOf(voter.page) });
  const theirs = ours(voter.page);
  await theirs.getByRole('button', { name: 'Vote up' }).click();
  await expect(theirs.getByLabel('Score 1')).toBeVisible();
  await expect(mine.getByLabel('Score 1')).toBeVisible();

  const moderator = await newSitePage(browser);
  await openQuestion(moderator.page, id);
  await signInOnPage(moderator.page, { account: MODERATOR });
  await ours(moderator.page).getByRole('button', { name: 'Mark as verified' }).click();
  await expect(ours(moderator.page)).toHaveAccessibleName('Verified answer by A student');

  await expect(
    answersOf(page).getByRole('article', { name: 'Verified answer by You' }),
  ).toBeVisible();
  await expect(headerCoins(page)).toHaveAccessibleName('50 coins');
  await expect(mine.getByText('A verified answer cannot be edited or deleted.')).toBeVisible();

  // Undone, the coins go back.
  await ours(moderator.page).getByRole('button', { name: 'Undo verified' }).click();
  await expect(headerCoins(page)).toHaveAccessibleName('0 coins');

  await expectNoSeriousA11yViolations(page);
  await voter.context.close();
  await moderator.context.close();
});

test('a student asks for an answer and is told when it comes; its author is told when an expert verifies it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A question nobody answered: the sample answers are on others, and no other test answers it.
  const id = questionId(5);
  await openQuestion(page, id);
  await expect(answersOf(page).getByText('No answers yet.')).toBeVisible();
  await signInOnPage(page, { from: answersOf(page), account: await newEmailAccount('asker') });
  await answersOf(page).getByRole('button', { name: 'Ask for an answer' }).click();
  await expect(
    answersOf(page).getByText(
      'You asked for an answer: you are told in your inbox when one comes.',
    ),
  ).toBeVisible();
  const bell = page.getByRole('button', { name: /^Inbox/ });
  await expect(bell).toHaveAccessibleName('Inbox');

  const answerer = await newSitePage(browser);
  await openQuestion(answerer.page, id);
  await signInOnPage(answerer.page, {
    from: answersOf(answerer.page),
    account: await newEmailAccount('answers-asked'),
  });
  const token = `asked ${Date.now()}`;
  await answersOf(answerer.page).getByLabel('Your answer').fill(`Round robin (${token}).`);
  await answersOf(answerer.page).getByRole('button', { name: 'Post answer' }).click();
  await expect(
    answersOf(answerer.page).getByRole('article').filter({ hasText: token }),
  ).toBeVisible();
  // Answering it follows it.
  await expect(
    answersOf(answerer.page).getByRole('button', { name: 'Stop following' }),
  ).toBeVisible();

  // The asker's inbox hears it while the page is open.
  await expect(bell).toHaveAccessibleName('Inbox, 1 unread');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Inbox' });
  const told = panel.getByRole('listitem').first();
  await expect(told).toContainText('New answer');
  await expect(told).toContainText(`A new answer to a ${CODE} question you follow`);
  await told.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/q/${id}$`));
  await expect(answersOf(page).getByRole('article').filter({ hasText: token })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Inbox');

  const expert = await newSitePage(browser);
  await openQuestion(expert.page, id);
  await signInOnPage(expert.page, { account: EXPERT });
  await answersOf(expert.page)
    .getByRole('article')
    .filter({ hasText: token })
    .getByRole('button', { name: 'Mark as verified' })
    .click();
  const theirBell = answerer.page.getByRole('button', { name: /^Inbox/ });
  await expect(theirBell).toHaveAccessibleName('Inbox, 1 unread');
  await theirBell.click();
  const theirs = answerer.page.getByRole('region', { name: 'Inbox' }).getByRole('listitem').first();
  await expect(theirs).toContainText('Answer verified');
  await expect(theirs).toContainText('Your answer was verified: 50 coins are yours');
  await expect(headerCoins(answerer.page)).toHaveAccessibleName('50 coins');

  await expectNoSeriousA11yViolations(page);
  await answerer.context.close();
  await expert.context.close();
});

test('a hostile answer renders inert', async ({ page }) => {
  test.setTimeout(120_000);
  await openQuestion(page, questionId(1));
  await signInOnPage(page, { from: answersOf(page) });
  const hostile = [
    '<img src=x onerror="window.__pwned = 1">',
    '<script>window.__pwned = 2</script>',
    '[click me](javascript:window.__pwned=3)',
    '<svg onload="window.__pwned = 4"></svg>',
    '<p style="position:fixed;inset:0;background:red">cover</p>',
    '![tracker](https://evil.example/p.gif)',
    '$\\href{javascript:window.__pwned=5}{x}$',
  ].join('\n\n');
  await answersOf(page).getByLabel('Your answer').fill(hostile);
  await answersOf(page).getByRole('button', { name: 'Post answer' }).click();
  const mine = answerBy(page, 'You');
  await expect(mine).toBeVisible();
  await expect(mine.getByText('<script>window.__pwned = 2</script>')).toBeVisible();
  await expect(mine.getByText('[Image from another site not shown: tracker]')).toBeVisible();
  await expect(mine.locator('img, script, svg, style, [style], [onerror], [onload]')).toHaveCount(
    0,
  );
  await expect(mine.locator('a[href^="javascript" i]')).toHaveCount(0);
  await mine.getByText('click me').click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
});

test('a saved question is listed on /courses, and saving it once signed in follows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bank = builtBank(CODE);
  const id = questionId(6);
  await openQuestion(page, id);
  const card = page.getByRole('article', { name: 'The question' });
  // A guest's save is kept on the device; there is no one to follow it for.
  await card.getByRole('button', { name: 'Save question' }).click();
  await expect(
    card.getByText('Saved on this device. Sign in to be told when it gets new answers.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/courses');
  const saved = page.getByRole('region', { name: 'Saved questions' });
  const link = saved.getByRole('link', { name: new RegExp(`^${CODE} .*, question `) });
  await expect(link).toHaveCount(1);
  await expect(saved).toContainText(bank.questions[6]!.text.replace(/\s+/g, ' ').slice(0, 40));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/q/${id}\\?course=${CODE}$`));
  await expect(answersOf(page).getByText('Loading the answers…')).toBeHidden({ timeout: 15_000 });

  // Signed in, saving follows: the Follow button under the answers turns to its "stop" form.
  await signInOnPage(page, { from: answersOf(page), account: await newEmailAccount('saver') });
  const follow = answersOf(page).getByRole('button', { name: /^(Follow|Ask for an answer)$/ });
  await expect(follow).toBeVisible();
  await card.getByRole('button', { name: 'Saved' }).click();
  await expect(card.getByText('Taken out of your saved questions.')).toBeVisible();
  await card.getByRole('button', { name: 'Save question' }).click();
  await expect(
    card.getByText('Saved, and you follow it: new answers come to your inbox.'),
  ).toBeVisible();
  await expect(
    answersOf(page).getByRole('button', { name: /^Stop (following|asking)$/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Taken out on /courses: the list goes when it is empty.
  await page.goto('/courses');
  await saved.getByRole('button', { name: /^Remove CSE2005 / }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByRole('list', { name: 'Courses' })).toBeVisible();
});
