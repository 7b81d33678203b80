import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(120_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

type Fields = Record<string, unknown>;

/**
 * answerFlags/, answerDecisions/, answerComments/ and the moderator's inbox item about an answer
 * (docs/answers.md, "Flags and moderation", "Comments"): who reads and writes what, for nobody, a
 * guest, the answer's author, another student, an expert of the question's course, an expert of
 * another course and a moderator.
 */
describe('flags, decisions and comments on answers under database.rules.json', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const Q = 'q_08s6pzog2hqq5';
  const A1 = 'a1'.padEnd(20, '0');
  const C1 = 'c1'.padEnd(20, '0');
  const COURSE = 'CSE2005';
  const google = (uid: string) =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const author = () => google('asha');
  const other = () => google('ravi');
  const expert = () => google('eve');
  const otherExpert = () => google('otto');
  const moderator = () =>
    testEnv.authenticatedContext('mod', {
      moderator: true,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  const unverified = () =>
    testEnv.authenticatedContext('newbie', {
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const set = (context: RulesTestContext, path: string, value: unknown) =>
    context.database().ref(path).set(value);
  const read = async (path: string) => {
    let value: unknown;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      value = (await context.database().ref(path).get()).val();
    });
    return value;
  };
  const seed = (fields: Fields) =>
    testEnv.withSecurityRulesDisabled(async (context) => {
      await context.database().ref().update(fields);
    });
  const flagPath = (uid: string) => `answerFlags/${Q}/${A1}/${uid}`;
  const flag = (reason = 'wrong') => ({ reason, at: serverTimestamp() });
  const decisionPath = `answerDecisions/${Q}/${A1}`;
  const hide = (by: string, reason: string | null = 'Copied from a textbook.') =>
    Object.fromEntries(
      Object.entries({ outcome: 'hidden', reason, by, at: serverTimestamp() }).filter(
        ([, value]) => value !== null,
      ),
    );
  const commentPath = (id = C1) => `answerComments/${Q}/${A1}/${id}`;
  const comment = (uid: string, fields: Fields = {}) => ({
    author: uid,
    body: 'Why $n^2$?',
    createdAt: serverTimestamp(),
    ...fields,
  });

  /** A new comment: the comment and the author's daily counter in one write, as the app sends it. */
  const post = (
    context: RulesTestContext,
    uid: string,
    id = C1,
    fields: Fields = {},
    counter: Fields = {},
    answer = A1,
  ) =>
    context
      .database()
      .ref()
      .update({
        [`answerComments/${Q}/${answer}/${id}`]: comment(uid, fields),
        [`commenters/${uid}`]: {
          since: serverTimestamp(),
          count: 1,
          question: Q,
          answer,
          comment: id,
          ...counter,
        },
      });

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  beforeEach(async () => {
    await testEnv.clearDatabase();
    await seed({
      [`experts/${COURSE}/eve`]: true,
      'experts/MAT1011/otto': true,
      [`answers/${Q}/${A1}`]: { author: 'asha', course: COURSE, body: 'An answer.', createdAt: 1 },
    });
  });
  afterAll(() => setup.cleanup());

  describe('flags', () => {
    it('takes one flag from each signed-in student, expert or moderator but not the author', async () => {
      for (const [context, uid] of [
        [other(), 'ravi'],
        [expert(), 'eve'],
        [otherExpert(), 'otto'],
        [moderator(), 'mod'],
      ] as const) {
        await assertSucceeds(set(context, flagPath(uid), flag('machine')));
      }
      await assertFails(set(author(), flagPath('asha'), flag()));
      const flags = (await read(`answerFlags/${Q}/${A1}`)) as Record<string, Fields>;
      expect(Object.keys(flags).sort()).toEqual(['eve', 'mod', 'otto', 'ravi']);
      expect(typeof flags.ravi?.at).toBe('number');
    });

    it('refuses a flag from nobody, a guest, an unverified account, or in another’s name', async () => {
      await assertFails(set(nobody(), flagPath('nobody'), flag()));
      await assertFails(set(guest(), flagPath('guest'), flag()));
      await assertFails(set(unverified(), flagPath('newbie'), flag()));
      await assertFails(set(other(), flagPath('eve'), flag()));
      expect(await read('answerFlags')).toBeNull();
    });

    it('keeps a flag once given: no second flag, no change, no taking it back', async () => {
      await assertSucceeds(set(other(), flagPath('ravi'), flag('wrong')));
      await assertFails(set(other(), flagPath('ravi'), flag('abusive')));
      await assertFails(set(other(), flagPath('ravi'), null));
      await assertFails(set(moderator(), flagPath('ravi'), null));
      expect(await read(flagPath('ravi'))).toMatchObject({ reason: 'wrong' });
    });

    it.each<[string, unknown]>([
      ['a reason not on the list', flag('boring')],
      ['a made-up time', { reason: 'wrong', at: 5 }],
      ['a field the app does not know', { ...flag(), note: 'hi' }],
      ['no reason', { at: serverTimestamp() }],
    ])('refuses a flag with %s', async (_, value) => {
      await assertFails(set(other(), flagPath('ravi'), value));
    });

    it('refuses a flag on an answer that does not exist', async () => {
      await assertFails(set(other(), `answerFlags/${Q}/${'zz'.padEnd(20, '0')}/ravi`, flag()));
    });

    it("lets everyone read a question's flags and only a moderator read them all at once", async () => {
      await seed({ [flagPath('ravi')]: { reason: 'machine', at: 1 } });
      for (const context of [nobody(), guest(), author(), other(), expert()]) {
        await assertSucceeds(context.database().ref(`answerFlags/${Q}`).get());
        await assertFails(context.database().ref('answerFlags').get());
      }
      await assertSucceeds(moderator().database().ref('answerFlags').get());
    });
  });

  describe('decisions', () => {
    it('lets only a moderator hide an answer with a reason, or clear its flags', async () => {
      for (const context of [nobody(), guest(), author(), other(), expert(), otherExpert()]) {
        await assertFails(set(context, decisionPath, hide('someone')));
        await assertFails(
          set(context, decisionPath, { outcome: 'cleared', by: 'x', at: serverTimestamp() }),
        );
      }
      await assertSucceeds(set(moderator(), decisionPath, hide('mod')));
      expect(await read(decisionPath)).toMatchObject({ outcome: 'hidden', by: 'mod' });
      await assertSucceeds(
        set(moderator(), decisionPath, { outcome: 'cleared', by: 'mod', at: serverTimestamp() }),
      );
      await assertSucceeds(set(moderator(), decisionPath, null));
    });

    it.each<[string, unknown]>([
      ['a hide without a reason', hide('mod', null)],
      ['a reason over 500 characters', hide('mod', 'x'.repeat(501))],
      ['another moderator’s name', hide('someone')],
      ['an outcome not on the list', { ...hide('mod'), outcome: 'deleted' }],
    ])('refuses a decision with %s', async (_, value) => {
      await assertFails(set(moderator(), decisionPath, value));
    });

    it('lets everyone read the decisions of a question', async () => {
      await seed({ [decisionPath]: { outcome: 'hidden', reason: 'Copied.', by: 'mod', at: 1 } });
      for (const context of [nobody(), guest(), author(), other(), moderator()]) {
        await assertSucceeds(context.database().ref(`answerDecisions/${Q}`).get());
      }
    });

    it('lets a moderator tell the author in their inbox, and nobody else write it', async () => {
      const item = (by: string) => ({
        kind: 'answer',
        title: 'Your answer was hidden',
        at: serverTimestamp(),
        by,
        link: `/q/${Q}`,
        outcome: 'hidden',
        reason: 'Copied from a textbook.',
      });
      for (const [context, uid] of [
        [other(), 'ravi'],
        [expert(), 'eve'],
      ] as const) {
        await assertFails(set(context, 'inbox/asha/n1', item(uid)));
      }
      await assertSucceeds(set(moderator(), 'inbox/asha/n1', item('mod')));
      await assertSucceeds(author().database().ref('inbox/asha').get());
    });
  });

  describe('comments', () => {
    it('stores a signed-in student’s comment stamped with the server’s time', async () => {
      for (const [context, uid, id] of [
        [author(), 'asha', C1],
        [other(), 'ravi', 'c2'.padEnd(20, '0')],
        [expert(), 'eve', 'c3'.padEnd(20, '0')],
        [otherExpert(), 'otto', 'c4'.padEnd(20, '0')],
        [moderator(), 'mod', 'c5'.padEnd(20, '0')],
      ] as const) {
        await assertSucceeds(post(context, uid, id));
      }
      expect(await read(commentPath())).toMatchObject({ author: 'asha', body: 'Why $n^2$?' });
    });

    it('refuses a comment from nobody, a guest or an unverified account', async () => {
      await assertFails(post(nobody(), 'nobody'));
      await assertFails(post(guest(), 'guest'));
      await assertFails(post(unverified(), 'newbie'));
    });

    it.each<[string, Fields]>([
      ['in another student’s name', { author: 'asha' }],
      ['with a made-up time', { createdAt: 5 }],
      ['over 2 000 characters', { body: 'x'.repeat(2_001) }],
      ['with a right-to-left override', { body: 'A\u202eB' }],
      ['with a field the app does not know', { score: 1 }],
    ])('refuses a comment %s', async (_, fields) => {
      await assertFails(post(other(), 'ravi', C1, fields));
    });

    it('refuses a comment on an answer that does not exist or under a key that is not a push id', async () => {
      await assertFails(post(other(), 'ravi', C1, {}, {}, 'zz'.padEnd(20, '0')));
      await assertFails(post(other(), 'ravi', 'short'));
    });

    it('refuses a new comment without its counter moved, or the counter of another comment', async () => {
      await assertFails(set(other(), commentPath(), comment('ravi')));
      await assertFails(post(other(), 'ravi', C1, {}, { comment: 'c9'.padEnd(20, '0') }));
      await assertFails(post(other(), 'ravi', C1, {}, { count: 2 }));
      await assertFails(post(other(), 'ravi', C1, {}, { since: 5 }));
      // Another student's counter is theirs alone to move or read.
      await assertFails(
        other()
          .database()
          .ref()
          .update({
            [commentPath()]: comment('ravi'),
            'commenters/asha': {
              since: serverTimestamp(),
              count: 1,
              question: Q,
              answer: A1,
              comment: C1,
            },
          }),
      );
      await assertFails(other().database().ref('commenters/asha').get());
    });

    it('counts a day’s comments and refuses the 51st, then opens a new day', async () => {
      const since = Date.now() - 1_000;
      await seed({
        'commenters/ravi': { since, count: 49, question: Q, answer: A1, comment: 'old' },
      });
      await assertSucceeds(post(other(), 'ravi', C1, {}, { since, count: 50 }));
      const next = 'c2'.padEnd(20, '0');
      await assertFails(post(other(), 'ravi', next, {}, { since, count: 51 }));
      await assertFails(post(other(), 'ravi', next, {}, { count: 1 }));
      // A day after the window began, a new one starts at one.
      await seed({
        'commenters/ravi': {
          since: since - 86_400_000,
          count: 50,
          question: Q,
          answer: A1,
          comment: C1,
        },
      });
      await assertSucceeds(post(other(), 'ravi', next));
    });

    it('lets only its author edit a comment, and its author or a moderator delete it', async () => {
      await seed({ [commentPath()]: { author: 'ravi', body: 'First.', createdAt: 1 } });
      const edited = { author: 'ravi', body: 'Second.', createdAt: 1, editedAt: serverTimestamp() };
      for (const context of [author(), expert(), moderator()]) {
        await assertFails(set(context, commentPath(), edited));
      }
      await assertFails(set(other(), commentPath(), { ...edited, createdAt: 2 }));
      await assertSucceeds(set(other(), commentPath(), edited));
      expect(await read(commentPath())).toMatchObject({ body: 'Second.' });
      for (const context of [author(), expert(), otherExpert(), guest()]) {
        await assertFails(set(context, commentPath(), null));
      }
      await assertSucceeds(set(moderator(), commentPath(), null));
      await seed({ [commentPath()]: { author: 'ravi', body: 'Again.', createdAt: 1 } });
      await assertSucceeds(set(other(), commentPath(), null));
    });

    it("clears an answer's comments in the write that deletes the answer, by its author", async () => {
      await seed({ [commentPath()]: { author: 'ravi', body: 'First.', createdAt: 1 } });
      await assertFails(set(author(), `answerComments/${Q}/${A1}`, null));
      await assertSucceeds(
        author()
          .database()
          .ref()
          .update({ [`answers/${Q}/${A1}`]: null, [`answerComments/${Q}/${A1}`]: null }),
      );
      expect(await read(`answerComments/${Q}`)).toBeNull();
    });

    it('lets everyone read the comments of a question', async () => {
      await seed({ [commentPath()]: { author: 'ravi', body: 'First.', createdAt: 1 } });
      for (const context of [nobody(), guest(), author(), other(), moderator()]) {
        await assertSucceeds(context.database().ref(`answerComments/${Q}`).get());
      }
    });
  });
});
