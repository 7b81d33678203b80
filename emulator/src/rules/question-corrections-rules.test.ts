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
 * questionCorrections/<exam>/<paperId>/<questionId> and groupCorrections/<courseCode>/<questionId>:
 * moderators' corrections of the machine's cut and grouping
 * (packages/contracts/src/questions/corrections.ts, docs/questions.md "Corrections"). Everyone
 * reads them (the students' banks apply them); only a moderator writes, stamped with their uid
 * and the server's time, every field held to the schema's limits.
 */
describe('question and group corrections under database.rules.json', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const Q1 = 'q_08s6pzog2hqq5';
  const Q2 = 'q_08s6nnhslhemz';
  const G1 = 'g_0123456789abc';
  const student = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  /** A student whose paper was published: the rules give contributors nothing more here. */
  const contributor = () => student('ravi');
  const moderator = (uid = 'mod') =>
    testEnv.authenticatedContext(uid, {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const write = (context: RulesTestContext, path: string, value: unknown) =>
    context.database().ref(path).set(value);
  const stamp = (by = 'mod') => ({ by, at: serverTimestamp() });
  /** A record with the given fields over the sample's; a field given as undefined is left out. */
  const record = (sample: Record<string, unknown>, fields: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries({ ...sample, ...fields }).filter(([, value]) => value !== undefined),
    );
  const bounds = (fields: Record<string, unknown> = {}) =>
    record(
      { kind: 'bounds', topPage: 1, top: 0.2, bottomPage: 1, bottom: 0.4, ...stamp() },
      fields,
    );
  const split = (fields: Record<string, unknown> = {}) =>
    record(
      {
        kind: 'split',
        page: 2,
        top: 0.5,
        number: '3(b)',
        text: 'Explain depth-first search.\nGive an example.',
        marks: 5,
        ...stamp(),
      },
      fields,
    );
  const merge = (fields: Record<string, unknown> = {}) =>
    record({ kind: 'merge', next: Q2, ...stamp() }, fields);
  const move = (fields: Record<string, unknown> = {}) =>
    record({ move: 'in', group: G1, ...stamp() }, fields);
  const QC = `questionCorrections/cat1/p1/${Q1}`;
  const GC = `groupCorrections/CSE2005/${Q1}`;

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  beforeEach(async () => {
    await testEnv.clearDatabase();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context
        .database()
        .ref()
        .update({
          'cat1/p1': { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'p1' },
          'fat/p2': { name: ['Operating Systems', 'CSE2005'], file_name: 'p2' },
          'contributors/ravi': { pending: 0, lastAt: 1, last: 's1' },
          'users/asha': { coins: 30 },
        });
    });
  });
  afterAll(() => setup.cleanup());

  it("lets a moderator store bounds, a split and a merge of a published paper's questions, stamped with their uid and the server's time, read by everyone", async () => {
    await assertSucceeds(write(moderator(), QC, bounds()));
    await assertSucceeds(write(moderator(), `questionCorrections/cat1/p1/${Q2}`, split()));
    await assertSucceeds(write(moderator(), `questionCorrections/fat/p2/${Q1}`, merge()));
    for (const context of [nobody(), guest(), student(), contributor()]) {
      const paper = (
        await assertSucceeds(context.database().ref('questionCorrections/cat1/p1').get())
      ).val() as Record<string, Record<string, unknown>>;
      expect(paper[Q1]).toMatchObject({ kind: 'bounds', bottom: 0.4, by: 'mod' });
      expect(typeof paper[Q1]!.at).toBe('number');
      expect(paper[Q2]).toMatchObject({ kind: 'split', number: '3(b)', marks: 5 });
      const exam = await assertSucceeds(context.database().ref('questionCorrections/fat').get());
      expect(exam.val()).toMatchObject({ p2: { [Q1]: { kind: 'merge', next: Q2 } } });
    }
  });

  it("lets a moderator move a question into and out of a course's group, read by everyone", async () => {
    await assertSucceeds(write(moderator(), GC, move()));
    await assertSucceeds(
      write(moderator(), `groupCorrections/CSE2005/${Q2}`, move({ move: 'out' })),
    );
    for (const context of [nobody(), guest(), student(), contributor()]) {
      const course = await assertSucceeds(context.database().ref('groupCorrections/CSE2005').get());
      expect(course.val()).toMatchObject({
        [Q1]: { move: 'in', group: G1, by: 'mod' },
        [Q2]: { move: 'out', group: G1 },
      });
    }
  });

  it('lets a moderator (another one too) replace and delete a correction', async () => {
    await assertSucceeds(write(moderator(), QC, bounds()));
    await assertSucceeds(write(moderator('mod2'), QC, split({ by: 'mod2' })));
    await assertSucceeds(write(moderator(), GC, move()));
    await assertSucceeds(moderator('mod2').database().ref(QC).remove());
    await assertSucceeds(moderator('mod2').database().ref(GC).remove());
    const stored = await assertSucceeds(nobody().database().ref('questionCorrections/cat1').get());
    expect(stored.val()).toBeNull();
  });

  it('refuses corrections and group moves from nobody, a guest, a student and a contributor, and their deletes', async () => {
    for (const [context, uid] of [
      [nobody(), 'nobody'],
      [guest(), 'guest'],
      [student(), 'asha'],
      [contributor(), 'ravi'],
    ] as const) {
      await assertFails(write(context, QC, bounds({ by: uid })));
      await assertFails(write(context, QC, merge({ by: uid })));
      await assertFails(write(context, GC, move({ by: uid })));
    }
    await assertSucceeds(write(moderator(), QC, bounds()));
    await assertSucceeds(write(moderator(), GC, move()));
    for (const context of [nobody(), guest(), student(), contributor()]) {
      await assertFails(context.database().ref(QC).remove());
      await assertFails(context.database().ref(GC).remove());
      await assertFails(context.database().ref(`${QC}/bottom`).set(0.9));
    }
  });

  it("refuses a moderator's write under someone else's uid, or at a time not the server's", async () => {
    await assertFails(write(moderator(), QC, bounds({ by: 'mod2' })));
    await assertFails(write(moderator(), QC, bounds({ at: 1_700_000_000_000 })));
    await assertFails(write(moderator(), GC, move({ by: 'asha' })));
    await assertFails(write(moderator(), GC, move({ at: 0 })));
    await assertFails(write(moderator(), QC, bounds({ by: undefined })));
    await assertFails(write(moderator(), GC, move({ at: undefined })));
  });

  it('refuses a field written alone: every change is stamped anew', async () => {
    await assertSucceeds(write(moderator(), QC, bounds()));
    await assertFails(write(moderator('mod2'), `${QC}/bottom`, 0.9));
    await assertSucceeds(
      moderator('mod2')
        .database()
        .ref(QC)
        .update({ bottom: 0.9, by: 'mod2', at: serverTimestamp() }),
    );
  });

  it('refuses a top at or below the bottom, fractions out of 0 to 1 and pages out of 1 to 60 or not whole', async () => {
    for (const fields of [
      { top: 0.4, bottom: 0.4 },
      { top: 0.5, bottom: 0.4 },
      { topPage: 2, bottomPage: 1, top: 0.1, bottom: 0.9 },
      { bottom: 1.01 },
      { top: -0.01 },
      { top: '0.2' },
      { topPage: 0, bottomPage: 0 },
      { topPage: 61, bottomPage: 61 },
      { bottomPage: 1.5 },
      { bottomPage: '2' },
    ]) {
      await assertFails(write(moderator(), QC, bounds(fields)));
    }
    for (const fields of [{ top: 1.5 }, { page: 0 }, { page: 61 }, { page: 2.5 }, { marks: 101 }]) {
      await assertFails(write(moderator(), QC, split(fields)));
    }
    await assertFails(write(moderator(), QC, split({ marks: 2.5 })));
    await assertSucceeds(write(moderator(), QC, bounds({ top: 0.9, bottomPage: 2, bottom: 0.1 })));
    await assertSucceeds(write(moderator(), QC, bounds({ top: 0, bottom: 1 })));
    await assertSucceeds(write(moderator(), QC, bounds({ topPage: 60, bottomPage: 60 })));
  });

  it('refuses ids not made as packages/questions/src/ids.ts makes them: in the path, in a merge and as a group', async () => {
    for (const key of ['q_123', 'q_08S6PZOG2HQQ5', 'g_0123456789abc', '__proto__', `${Q1}x`]) {
      await assertFails(write(moderator(), `questionCorrections/cat1/p1/${key}`, bounds()));
      await assertFails(write(moderator(), `groupCorrections/CSE2005/${key}`, move()));
    }
    for (const next of ['q_123', G1, Q1, 'q_08s6nnhslhem\u202e', 42]) {
      await assertFails(write(moderator(), QC, merge({ next })));
    }
    for (const group of ['g_12', Q2, 'g_0123456789ab\u200f', 'G_0123456789ABC']) {
      await assertFails(write(moderator(), GC, move({ group })));
    }
  });

  it('refuses an extra field, a field of another kind, a missing field and an unknown kind or move', async () => {
    await assertFails(write(moderator(), QC, bounds({ note: 'moved' })));
    await assertFails(write(moderator(), QC, bounds({ next: Q2 })));
    await assertFails(write(moderator(), QC, bounds({ bottom: undefined })));
    await assertFails(write(moderator(), QC, split({ bottom: 0.9 })));
    await assertFails(write(moderator(), QC, split({ text: undefined })));
    await assertFails(write(moderator(), QC, merge({ marks: 3 })));
    await assertFails(write(moderator(), QC, merge({ next: undefined })));
    await assertFails(write(moderator(), QC, merge({ kind: 'remove' })));
    await assertFails(write(moderator(), QC, { ...stamp() }));
    await assertFails(write(moderator(), QC, 'bounds'));
    await assertFails(write(moderator(), GC, move({ move: 'swap' })));
    await assertFails(write(moderator(), GC, move({ topic: 'graphs' })));
    await assertFails(write(moderator(), GC, move({ group: undefined })));
  });

  it("refuses a split's hostile text and number", async () => {
    for (const text of [
      '',
      ' Explain',
      'Explain ',
      '\ufeffExplain',
      'Explain\u202esearch',
      '\u2066Explain\u2069',
      'Explain\u200fsearch',
      'Explain\u0000search',
      'Explain\u0085search',
      'Explain\u2028search',
      'x'.repeat(2001),
      42,
    ]) {
      await assertFails(write(moderator(), QC, split({ text })));
    }
    for (const number of ['', '3 a', '3<b>', '3(a)(i)(x)(y)', '3\u202e', '../3', 3]) {
      await assertFails(write(moderator(), QC, split({ number })));
    }
    await assertSucceeds(write(moderator(), QC, split({ text: 'x'.repeat(2000), number: 'S1-2' })));
  });

  it('refuses a correction of a paper not published, or under a key that is not an exam or a course code', async () => {
    await assertFails(write(moderator(), `questionCorrections/cat1/p9/${Q1}`, bounds()));
    await assertFails(write(moderator(), `questionCorrections/cat2/p1/${Q1}`, bounds()));
    await assertFails(write(moderator(), `questionCorrections/users/asha/${Q1}`, bounds()));
    await assertFails(write(moderator(), `groupCorrections/cse2005/${Q1}`, move()));
    await assertFails(write(moderator(), `groupCorrections/CSE 2005/${Q1}`, move()));
  });

  it('lets nobody list every exam or course at once, or read under a key that is not an exam or a course code', async () => {
    for (const context of [nobody(), guest(), moderator()]) {
      await assertFails(context.database().ref('questionCorrections').get());
      await assertFails(context.database().ref('questionCorrections/users').get());
      await assertFails(context.database().ref('groupCorrections').get());
      await assertFails(context.database().ref('groupCorrections/cse2005').get());
    }
  });
});
