import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * paperTexts/<exam>/<paperId>: a published paper's text, stored by the moderator's browser after
 * the approval (remotes/contribute/src/features/moderate/data/moderation-sdk.ts storePaperText) and read by everyone's search
 * inside papers (its "recent" part).
 */
describe('paperTexts/<exam>/<paperId> under database.rules.json', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const student = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  const moderator = (uid = 'mod') =>
    testEnv.authenticatedContext(uid, {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const text = (by = 'mod', extra: Record<string, unknown> = {}) => ({
    pages: ["Apply Dijkstra's algorithm to the graph.", 'Explain the banker’s algorithm.'],
    at: serverTimestamp(),
    by,
    ...extra,
  });
  const write = (context: RulesTestContext, path: string, value: unknown) =>
    context.database().ref(path).set(value);

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  beforeEach(async () => {
    await testEnv.clearDatabase();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context
        .database()
        .ref('cat1/p1')
        .set({ name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'p1' });
    });
  });
  afterAll(() => setup.cleanup());

  it("lets a moderator store a published paper's text, stamped with the time and their uid", async () => {
    await assertSucceeds(write(moderator(), 'paperTexts/cat1/p1', text()));
    const stored = (
      await assertSucceeds(nobody().database().ref('paperTexts/cat1/p1').get())
    ).val() as { pages: string[]; at: number; by: string };
    expect(stored.pages[0]).toBe("Apply Dijkstra's algorithm to the graph.");
    expect(stored.by).toBe('mod');
    expect(typeof stored.at).toBe('number');
  });

  it('lets everyone read the texts of an exam kind, newest first by their time (the recent index)', async () => {
    await assertSucceeds(write(moderator(), 'paperTexts/cat1/p1', text()));
    for (const context of [nobody(), guest(), student(), moderator()]) {
      const found = await assertSucceeds(
        context.database().ref('paperTexts/cat1').orderByChild('at').startAt(0).get(),
      );
      expect(Object.keys(found.val() as object)).toEqual(['p1']);
    }
    await assertFails(nobody().database().ref('paperTexts').get());
    await assertFails(nobody().database().ref('paperTexts/quiz').get());
  });

  it('refuses texts from students, guests and nobody, and their deletes', async () => {
    for (const [context, uid] of [
      [student(), 'asha'],
      [guest(), 'guest'],
      [nobody(), 'x'],
    ] as const)
      await assertFails(write(context, 'paperTexts/cat1/p1', text(uid)));
    await assertSucceeds(write(moderator(), 'paperTexts/cat1/p1', text()));
    for (const context of [student(), guest(), nobody()])
      await assertFails(context.database().ref('paperTexts/cat1/p1').remove());
    await assertSucceeds(moderator().database().ref('paperTexts/cat1/p1').remove());
  });

  it.each<[string, string, unknown]>([
    ['a paper that is not published', 'paperTexts/cat1/nope', text()],
    ['an unknown exam kind', 'paperTexts/quiz/p1', text()],
    ['another moderator named as its author', 'paperTexts/cat1/p1', text('someone-else')],
    ['a made-up time', 'paperTexts/cat1/p1', { ...text(), at: 5 }],
    ['a child the rules do not name', 'paperTexts/cat1/p1', text('mod', { coins: 1000 })],
    [
      'a page over 20 000 characters',
      'paperTexts/cat1/p1',
      text('mod', { pages: ['x'.repeat(20_001)] }),
    ],
    ['a page that is not text', 'paperTexts/cat1/p1', text('mod', { pages: [{ html: '<b>' }] })],
    ['a 61st page', 'paperTexts/cat1/p1', text('mod', { pages: { 60: 'too many' } })],
    ['no pages', 'paperTexts/cat1/p1', { at: serverTimestamp(), by: 'mod' }],
  ])('refuses a moderator’s text with %s', async (_, path, value) => {
    await assertFails(write(moderator(), path, value));
  });
});
