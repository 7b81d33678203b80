import type { Page, WebSocketRoute } from '@playwright/test';
import {
  test,
  expect,
  moderatorPage,
  newEmailAccount,
  newSitePage,
  runPorts,
  signInOnPage,
  builtBank,
  answersOf,
  openQuestion,
  takeOffline,
} from './fixtures';

/**
 * Answers past the first post (docs/answers.md): one written offline waits on the device, through
 * a reload, and posts itself once the database is back; a student flags an answer, a moderator
 * hides it from /moderate's Answers tab, it is gone for others and its author sees why, also in
 * their inbox. The questions are the sample course's bank, as in ./answers.spec.ts.
 */

const CODE = 'CSE2005';
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };

function questionId(n: number): string {
  return builtBank(CODE).questions[n]!.id;
}

test('an answer written offline waits through a reload and posts itself when the database is back', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = questionId(2);
  const token = `offline ${Date.now()}`;
  // The browser's offline switch leaves an open WebSocket up: the database's connection goes
  // through a route this test cuts, as a lost network would, and keeps refusing until let through.
  const database = new RegExp(`:${runPorts.database}/`);
  const sockets: WebSocketRoute[] = [];
  let blocked = false;
  await context.routeWebSocket(database, (socket) => {
    if (blocked) return socket.close();
    socket.connectToServer();
    sockets.push(socket);
  });
  await openQuestion(page, id);
  await signInOnPage(page, { from: answersOf(page), account: await newEmailAccount('offline') });

  blocked = true;
  await takeOffline(context, page);
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  await answersOf(page).getByLabel('Your answer').fill(`Written on the bus: $x+1$ (${token}).`);
  await answersOf(page).getByRole('button', { name: 'Post answer' }).click();
  const waiting = answersOf(page).getByRole('list', { name: 'Waiting to post' });
  await expect(waiting.getByText('Queued — will post when you’re back online')).toBeVisible();
  await expect(waiting).toContainText(token);
  await expect(answersOf(page).getByLabel('Your answer')).toHaveValue('');

  // The tab leaves the page while still offline (a reload cannot load it without a connection),
  // then opens it again with the connection back but the database's live connection out of reach
  // (the site's lists come over HTTP, answers over the WebSocket): the answer is still waiting.
  await page.goto('about:blank');
  await context.setOffline(false);
  await page.goto(`/q/${id}`);
  await expect(waiting.getByText('Queued — will post when you’re back online')).toBeVisible({
    timeout: 15_000,
  });
  await expect(waiting).toContainText(token);

  // The database is back: the answer goes by itself.
  blocked = false;
  const mine = answersOf(page).getByRole('article').filter({ hasText: token });
  await expect(mine).toHaveAccessibleName('Answer by You', { timeout: 60_000 });
  await expect(waiting).toBeHidden();

  const other = await newSitePage(browser);
  await openQuestion(other.page, id);
  const theirs = answersOf(other.page).getByRole('article').filter({ hasText: token });
  await expect(theirs).toHaveAccessibleName('Answer by A student');
  await expect(theirs.locator('math')).toHaveCount(1);
  await expect(theirs).toHaveCount(1);
  await other.context.close();
});

test('a student flags an answer, a moderator hides it: gone for others, its author told why', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = questionId(3);
  const token = `flagged ${Date.now()}`;
  await openQuestion(page, id);
  await signInOnPage(page, { from: answersOf(page), account: await newEmailAccount('flagged') });
  await answersOf(page).getByLabel('Your answer').fill(`Copied from somewhere (${token}).`);
  await answersOf(page).getByRole('button', { name: 'Post answer' }).click();
  const ours = (on: Page) => answersOf(on).getByRole('article').filter({ hasText: token });
  await expect(ours(page)).toHaveAccessibleName('Answer by You');
  await expect(ours(page).getByRole('button', { name: 'Flag' })).toHaveCount(0);

  const flagger = await newSitePage(browser);
  await openQuestion(flagger.page, id);
  await signInOnPage(flagger.page, { from: answersOf(flagger.page) });
  await ours(flagger.page).getByRole('button', { name: 'Flag' }).click();
  await ours(flagger.page).getByRole('radio', { name: 'Copied' }).check();
  await ours(flagger.page).getByRole('button', { name: 'Send flag' }).click();
  await expect(ours(flagger.page).getByText('You flagged this answer: Copied.')).toBeVisible();

  const moderator = await moderatorPage(browser, MODERATOR, { search: '?tab=answers' });
  const item = moderator.page.getByRole('listitem').filter({ hasText: token });
  await expect(item).toContainText('1 flag: Copied ×1');
  await item.getByRole('button', { name: 'Hide answer' }).click();
  const dialog = moderator.page.getByRole('dialog', { name: 'Hide this answer?' });
  await dialog.getByLabel(/Why it is hidden/).fill('Copied from a textbook without saying so.');
  await dialog.getByRole('button', { name: 'Hide answer' }).click();
  await expect(moderator.page.getByText(/Hid the answer/)).toBeVisible();
  await expect(item).toHaveCount(0);

  await expect(ours(flagger.page)).toHaveCount(0);
  await expect(ours(page).getByRole('note')).toContainText(
    'Hidden by a moderator: only you and the moderators see it. Reason: Copied from a textbook without saying so.',
  );
  const bell = page.getByRole('button', { name: /^Inbox/ });
  await expect(bell).toHaveAccessibleName('Inbox, 1 unread');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Inbox' });
  await expect(panel.getByRole('listitem').first()).toContainText('Answer hidden');
  await expect(panel.getByRole('listitem').first()).toContainText('A moderator hid your answer');

  await flagger.context.close();
  await moderator.context.close();
});
