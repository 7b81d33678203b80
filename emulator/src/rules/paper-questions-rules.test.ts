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
 * paperQuestions/<exam>/<paperId>: a just-published paper's questions, cut and stored by the
 * moderator's browser after the approval (remotes/contribute/src/features/moderate/data/
 * paper-text.ts) and read by the courses section, a course's records at once (by `course`).
 */
describe('paperQuestions/<exam>/<paperId> under database.rules.json', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const student = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  const expert = () =>
    testEnv.authenticatedContext('expert', { firebase: { sign_in_provider: 'password' } });
  const moderator = (uid = 'mod') =>
    testEnv.authenticatedContext(uid, {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const question = (extra: Record<string, unknown> = {}) => ({
    number: '1(a)',
    text: "Apply Dijkstra's algorithm to the weighted graph.",
    marks: 10,
    regions: [{ page: 1, top: 0.2, bottom: 0.35 }],
    ...extra,
  });
  const record = (extra: Record<string, unknown> = {}, by = 'mod') => ({
    course: 'CSE2005',
    year: 2025,
    slot: 'C1',
    ok: true,
    questions: { q_0000000000001: question() },
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
      await context.database().ref('experts/CSE2005/expert').set(true);
    });
  });
  afterAll(() => setup.cleanup());

  it("lets a moderator store a published paper's questions, stamped with the time and their uid", async () => {
    await assertSucceeds(write(moderator(), 'paperQuestions/cat1/p1', record()));
    const stored = (
      await assertSucceeds(nobody().database().ref('paperQuestions/cat1/p1').get())
    ).val() as { questions: Record<string, { regions: unknown }>; by: string; at: unknown };
    // Read back as an array, as @vithelper/contracts/questions/recent reads it.
    expect(stored.questions.q_0000000000001!.regions).toEqual([
      { page: 1, top: 0.2, bottom: 0.35 },
    ]);
    expect(stored.by).toBe('mod');
    expect(typeof stored.at).toBe('number');
  });

  it('lets a moderator store a paper whose questions were not found, with the reason', async () => {
    const whole = { ...record({ ok: false, reason: 'No question numbers were found.' }) };
    delete (whole as { questions?: unknown }).questions;
    await assertSucceeds(write(moderator(), 'paperQuestions/cat1/p1', whole));
    // Not found needs its reason; found needs its questions, and not a reason.
    const bare = { ...whole };
    delete (bare as { reason?: unknown }).reason;
    await assertFails(write(moderator(), 'paperQuestions/cat1/p1', bare));
    await assertFails(write(moderator(), 'paperQuestions/cat1/p1', record({ reason: 'why' })));
    await assertFails(write(moderator(), 'paperQuestions/cat1/p1', record({ questions: null })));
  });

  it("lets everyone read a course's records of an exam kind (the bank's query), and nothing wider", async () => {
    await assertSucceeds(write(moderator(), 'paperQuestions/cat1/p1', record()));
    for (const context of [nobody(), guest(), student(), expert(), moderator()]) {
      const found = await assertSucceeds(
        context
          .database()
          .ref('paperQuestions/cat1')
          .orderByChild('course')
          .equalTo('CSE2005')
          .get(),
      );
      expect(Object.keys(found.val() as object)).toEqual(['p1']);
    }
    await assertFails(nobody().database().ref('paperQuestions').get());
    await assertFails(nobody().database().ref('paperQuestions/quiz').get());
  });

  it('refuses writes and deletes from nobody, guests, students and course experts', async () => {
    for (const context of [nobody(), guest(), student(), expert()]) {
      await assertFails(write(context, 'paperQuestions/cat1/p1', record()));
    }
    await assertSucceeds(write(moderator(), 'paperQuestions/cat1/p1', record()));
    for (const context of [nobody(), guest(), student(), expert()]) {
      await assertFails(context.database().ref('paperQuestions/cat1/p1').remove());
      await assertFails(
        write(context, 'paperQuestions/cat1/p1/questions/q_0000000000001/text', 'Changed'),
      );
    }
    await assertSucceeds(moderator().database().ref('paperQuestions/cat1/p1').remove());
  });

  it('refuses a record for a paper that is not published, another exam kind, or signed as someone else', async () => {
    await assertFails(write(moderator(), 'paperQuestions/cat1/nope', record()));
    await assertFails(write(moderator(), 'paperQuestions/quiz/p1', record()));
    await assertFails(write(moderator(), 'paperQuestions/cat1/p1', record({}, 'someone')));
    await assertFails(write(moderator(), 'paperQuestions/cat1/p1', record({ at: 5 })));
  });

  it('refuses what the schema refuses: bad codes, ids, sizes, regions and extra fields', async () => {
    const bad: Array<Record<string, unknown>> = [
      { course: 'cse 2005' },
      { year: 1800 },
      { slot: 'A'.repeat(17) },
      { ok: 'yes' },
      { extra: 1 },
      { questions: { not_an_id: question() } },
      { questions: { q_0000000000001: question({ text: 'x'.repeat(2001) }) } },
      { questions: { q_0000000000001: question({ text: '' }) } },
      { questions: { q_0000000000001: question({ number: '1'.repeat(25) }) } },
      { questions: { q_0000000000001: question({ marks: -1 }) } },
      { questions: { q_0000000000001: question({ regions: [{ page: 0, top: 0, bottom: 1 }] }) } },
      {
        questions: { q_0000000000001: question({ regions: [{ page: 1, top: -0.1, bottom: 1 }] }) },
      },
      {
        questions: {
          q_0000000000001: question({
            regions: [1, 2, 3, 4, 5].map((page) => ({ page, top: 0, bottom: 1 })),
          }),
        },
      },
      { questions: { q_0000000000001: question({ html: '<b>' }) } },
      { questions: { q_0000000000001: question({ regions: null }) } },
    ];
    // scripts/record-agreement-paper-questions.test.ts proves the app's schema refuses the same.
    for (const extra of bad) {
      await assertFails(write(moderator(), 'paperQuestions/cat1/p1', record(extra)));
    }
  });
});
