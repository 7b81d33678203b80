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
 * answers/, answerers/, answerVotes/, verifiedAnswers/, experts/ and the verified answer's credit
 * under credits/ (packages/contracts/src/answers/index.ts, docs/answers.md): who reads and writes
 * what, for nobody, a guest, an unverified account, the author, another student, an expert of the
 * question's course, an expert of another course and a moderator.
 */
describe('answers to past questions under database.rules.json', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const Q = 'q_08s6pzog2hqq5';
  const A1 = 'a1'.padEnd(20, '0');
  const A2 = 'a2'.padEnd(20, '0');
  const COURSE = 'CSE2005';
  const google = (uid: string, token: Fields = {}) =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' }, ...token });
  const author = () => google('asha');
  const other = () => google('ravi');
  const expert = () => google('eve');
  const otherExpert = () => google('otto');
  const moderator = () =>
    testEnv.authenticatedContext('mod', {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  /** A password account whose email is not verified yet: what a just-made account is. */
  const unverified = () =>
    testEnv.authenticatedContext('newbie', {
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const update = (context: RulesTestContext, fields: Fields) =>
    context.database().ref().update(fields);
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

  const answer = (uid: string, fields: Fields = {}) =>
    Object.fromEntries(
      Object.entries({
        author: uid,
        course: COURSE,
        body: 'Use $x^2$ and **Dijkstra**.',
        createdAt: serverTimestamp(),
        ...fields,
      }).filter(([, value]) => value !== undefined),
    );
  /** A new answer with the daily counter moved in the same write, as the app sends it. */
  const create = (
    uid: string,
    id = A1,
    fields: Fields = {},
    counter: { since: unknown; count: number } = { since: serverTimestamp(), count: 1 },
  ): Fields => ({
    [`answers/${Q}/${id}`]: answer(uid, fields),
    [`answerers/${uid}`]: { ...counter, question: Q, answer: id },
  });
  const stored = (uid: string) => ({
    author: uid,
    course: COURSE,
    body: 'An answer.',
    createdAt: 1,
  });
  const credit = (by: string, id = A1, fields: Fields = {}) => ({
    coins: 50,
    at: serverTimestamp(),
    by,
    question: Q,
    answer: id,
    ...fields,
  });
  const verify = (by: string, id = A1, owner = 'asha'): Fields => ({
    [`verifiedAnswers/${Q}`]: id,
    [`credits/${owner}/a~${Q}~${id}`]: credit(by, id),
  });
  const undo = (id = A1, owner = 'asha'): Fields => ({
    [`verifiedAnswers/${Q}`]: null,
    [`credits/${owner}/a~${Q}~${id}`]: null,
  });

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  beforeEach(async () => {
    await testEnv.clearDatabase();
    await seed({ [`experts/${COURSE}/eve`]: true, 'experts/MAT1011/otto': true });
  });
  afterAll(() => setup.cleanup());

  describe('reading', () => {
    it('lets everyone read the answers, votes and verified answer of a question', async () => {
      await seed({
        [`answers/${Q}/${A1}`]: stored('asha'),
        [`answerVotes/${Q}/${A1}/ravi`]: 1,
        [`verifiedAnswers/${Q}`]: A1,
      });
      for (const context of [nobody(), guest(), author(), other(), moderator()]) {
        const answers = await assertSucceeds(context.database().ref(`answers/${Q}`).get());
        expect(answers.val()).toMatchObject({ [A1]: { author: 'asha' } });
        const votes = await assertSucceeds(context.database().ref(`answerVotes/${Q}`).get());
        expect(votes.val()).toEqual({ [A1]: { ravi: 1 } });
        const verified = await assertSucceeds(context.database().ref(`verifiedAnswers/${Q}`).get());
        expect(verified.val()).toBe(A1);
      }
    });

    it('lets signed-in accounts read who the experts are, and not nobody', async () => {
      await assertFails(nobody().database().ref('experts').get());
      const experts = await assertSucceeds(author().database().ref('experts').get());
      expect(experts.val()).toEqual({ [COURSE]: { eve: true }, MAT1011: { otto: true } });
    });

    it("keeps a student's daily counter to the student", async () => {
      await seed({ 'answerers/asha': { since: 1, count: 1, question: Q, answer: A1 } });
      await assertSucceeds(author().database().ref('answerers/asha').get());
      await assertFails(other().database().ref('answerers/asha').get());
      await assertFails(nobody().database().ref('answerers/asha').get());
    });
  });

  describe('writing an answer', () => {
    it('stores a signed-in student’s answer stamped with the server’s time', async () => {
      await assertSucceeds(update(author(), create('asha')));
      const saved = (await read(`answers/${Q}/${A1}`)) as Fields;
      expect(saved).toMatchObject({ author: 'asha', course: COURSE, body: expect.any(String) });
      expect(typeof saved.createdAt).toBe('number');
      expect(await read('answerers/asha')).toMatchObject({ count: 1, question: Q, answer: A1 });
    });

    it('refuses an answer from nobody, a guest and an account whose email is not verified', async () => {
      await assertFails(update(nobody(), create('nobody')));
      await assertFails(update(guest(), create('guest')));
      await assertFails(update(unverified(), create('newbie')));
      expect(await read('answers')).toBeNull();
    });

    it.each<[string, Fields]>([
      ['in another student’s name', { author: 'ravi' }],
      ['with a made-up time', { createdAt: 5 }],
      ['already marked edited', { editedAt: serverTimestamp() }],
      ['with an empty body', { body: '' }],
      ['padded with spaces', { body: ' An answer' }],
      ['over 20 000 characters', { body: 'x'.repeat(20_001) }],
      ['with a right-to-left override', { body: 'A\u202eB' }],
      ['with a tab (a control character)', { body: 'A\tB' }],
      ['with a malformed course', { course: 'cse2005' }],
      ['with a field the app does not know', { score: 99 }],
      ['without a course', { course: undefined }],
    ])('refuses an answer %s', async (_, fields) => {
      await assertFails(update(author(), create('asha', A1, fields)));
      expect(await read('answers')).toBeNull();
    });

    it('takes an answer of exactly 20 000 characters over several lines', async () => {
      const body = `${'x'.repeat(9_999)}\n${'y'.repeat(10_000)}`;
      await assertSucceeds(update(author(), create('asha', A1, { body })));
    });

    it('refuses an answer that does not move the daily counter, or under a key that is not a push id', async () => {
      await assertFails(author().database().ref(`answers/${Q}/${A1}`).set(answer('asha')));
      await assertFails(update(author(), create('asha', 'short')));
      await assertFails(
        update(author(), {
          [`answers/q_bad/${A1}`]: answer('asha'),
          'answerers/asha': { since: serverTimestamp(), count: 1, question: 'q_bad', answer: A1 },
        }),
      );
    });

    it('takes 20 new answers in a day and refuses the 21st', async () => {
      const ids = Array.from({ length: 21 }, (_, index) => `${index}`.padStart(20, 'n'));
      await assertSucceeds(update(author(), create('asha', ids[0])));
      const since = ((await read('answerers/asha')) as { since: number }).since;
      for (let count = 2; count <= 20; count += 1) {
        await assertSucceeds(
          update(author(), create('asha', ids[count - 1], {}, { since, count })),
        );
      }
      await assertFails(update(author(), create('asha', ids[20], {}, { since, count: 21 })));
      // Nor may the window start again within the day.
      await assertFails(update(author(), create('asha', ids[20])));
      expect(Object.keys((await read(`answers/${Q}`)) as Fields)).toHaveLength(20);
    });
  });

  describe('editing and deleting', () => {
    beforeEach(() => seed({ [`answers/${Q}/${A1}`]: stored('asha') }));
    const edit = (fields: Fields = {}) => ({
      [`answers/${Q}/${A1}/body`]: 'A better answer.',
      [`answers/${Q}/${A1}/editedAt`]: serverTimestamp(),
      ...fields,
    });

    it('lets the author edit the body, marked edited at the server’s time', async () => {
      await assertSucceeds(update(author(), edit()));
      expect(await read(`answers/${Q}/${A1}`)).toMatchObject({
        body: 'A better answer.',
        editedAt: expect.any(Number),
        createdAt: 1,
      });
    });

    it('refuses an edit without the edited time, or one that changes the author, course or creation time', async () => {
      await assertFails(author().database().ref(`answers/${Q}/${A1}/body`).set('A better answer.'));
      await assertFails(update(author(), edit({ [`answers/${Q}/${A1}/editedAt`]: 7 })));
      await assertFails(update(author(), edit({ [`answers/${Q}/${A1}/author`]: 'ravi' })));
      await assertFails(update(author(), edit({ [`answers/${Q}/${A1}/course`]: 'MAT1011' })));
      await assertFails(update(author(), edit({ [`answers/${Q}/${A1}/createdAt`]: 2 })));
      expect(await read(`answers/${Q}/${A1}/body`)).toBe('An answer.');
    });

    it('refuses edits from another student, an expert, a moderator and a guest', async () => {
      for (const context of [other(), expert(), moderator(), guest(), nobody()]) {
        await assertFails(update(context, edit()));
      }
      expect(await read(`answers/${Q}/${A1}/body`)).toBe('An answer.');
    });

    it('lets the author and a moderator delete an answer, and not another student or an expert', async () => {
      await assertFails(other().database().ref(`answers/${Q}/${A1}`).remove());
      await assertFails(expert().database().ref(`answers/${Q}/${A1}`).remove());
      await assertFails(guest().database().ref(`answers/${Q}/${A1}`).remove());
      await assertSucceeds(author().database().ref(`answers/${Q}/${A1}`).remove());
      await seed({ [`answers/${Q}/${A1}`]: stored('asha') });
      await assertSucceeds(moderator().database().ref(`answers/${Q}/${A1}`).remove());
      expect(await read('answers')).toBeNull();
    });

    it('lets the author clear the votes of the answer deleted in the same write, and nobody else', async () => {
      await seed({ [`answerVotes/${Q}/${A1}`]: { ravi: 1, eve: -1 } });
      await assertFails(update(other(), { [`answerVotes/${Q}/${A1}`]: null }));
      await assertFails(update(author(), { [`answerVotes/${Q}/${A1}`]: null }));
      await assertSucceeds(
        update(author(), { [`answers/${Q}/${A1}`]: null, [`answerVotes/${Q}/${A1}`]: null }),
      );
      expect(await read('answerVotes')).toBeNull();
    });

    it('keeps a verified answer: neither its author nor a moderator may edit or delete it', async () => {
      await seed({
        [`verifiedAnswers/${Q}`]: A1,
        [`credits/asha/a~${Q}~${A1}`]: { coins: 50, at: 1, by: 'mod', question: Q, answer: A1 },
      });
      await assertFails(update(author(), edit()));
      await assertFails(author().database().ref(`answers/${Q}/${A1}`).remove());
      await assertFails(moderator().database().ref(`answers/${Q}/${A1}`).remove());
      expect(await read(`answers/${Q}/${A1}/body`)).toBe('An answer.');
    });
  });

  describe('voting', () => {
    beforeEach(() => seed({ [`answers/${Q}/${A1}`]: stored('asha') }));
    const vote = (uid: string, value: unknown) => ({ [`answerVotes/${Q}/${A1}/${uid}`]: value });

    it('lets another student, an expert and a moderator vote up or down, change and take back their vote', async () => {
      await assertSucceeds(update(other(), vote('ravi', 1)));
      await assertSucceeds(update(expert(), vote('eve', -1)));
      await assertSucceeds(update(other(), vote('ravi', -1)));
      expect(await read(`answerVotes/${Q}/${A1}`)).toEqual({ ravi: -1, eve: -1 });
      await assertSucceeds(update(other(), vote('ravi', null)));
      expect(await read(`answerVotes/${Q}/${A1}`)).toEqual({ eve: -1 });
    });

    it.each<[string, unknown]>([
      ['2', 2],
      ['0', 0],
      ['"1"', '1'],
      ['true', true],
    ])('refuses a vote of %s', async (_, value) => {
      await assertFails(update(other(), vote('ravi', value)));
    });

    it('refuses a vote on one’s own answer, in another’s name, from a guest or nobody, and on no answer', async () => {
      await assertFails(update(author(), vote('asha', 1)));
      await assertFails(update(other(), vote('eve', 1)));
      await assertFails(update(guest(), vote('guest', 1)));
      await assertFails(update(unverified(), vote('newbie', 1)));
      await assertFails(update(nobody(), vote('nobody', 1)));
      await assertFails(update(other(), { [`answerVotes/${Q}/${A2}/ravi`]: 1 }));
      expect(await read('answerVotes')).toBeNull();
    });
  });

  describe('verifying', () => {
    beforeEach(() =>
      seed({
        [`answers/${Q}/${A1}`]: stored('asha'),
        [`answers/${Q}/${A2}`]: { ...stored('ravi'), body: 'Another answer.' },
      }),
    );
    const coins = (uid: string) => read(`credits/${uid}`);

    it.each<[string, () => RulesTestContext, string]>([
      ['a moderator', moderator, 'mod'],
      ['an expert of the course', expert, 'eve'],
    ])(
      'lets %s verify an answer with the 50 coins credited, and undo both',
      async (_, who, uid) => {
        await assertSucceeds(update(who(), verify(uid)));
        expect(await read(`verifiedAnswers/${Q}`)).toBe(A1);
        expect(await coins('asha')).toEqual({
          [`a~${Q}~${A1}`]: { coins: 50, at: expect.any(Number), by: uid, question: Q, answer: A1 },
        });
        await assertSucceeds(update(who(), undo()));
        expect(await read(`verifiedAnswers/${Q}`)).toBeNull();
        expect(await coins('asha')).toBeNull();
      },
    );

    it('lets a moderator move the verification to another answer, the coins following it', async () => {
      await assertSucceeds(update(moderator(), verify('mod')));
      await assertSucceeds(
        update(moderator(), {
          ...verify('mod', A2, 'ravi'),
          [`credits/asha/a~${Q}~${A1}`]: null,
        }),
      );
      expect(await coins('asha')).toBeNull();
      expect(await coins('ravi')).toMatchObject({ [`a~${Q}~${A2}`]: { coins: 50 } });
    });

    it('refuses a verification from a student, the author, an expert of another course, a guest and nobody', async () => {
      await assertFails(update(other(), verify('ravi')));
      await assertFails(update(author(), verify('asha')));
      await assertFails(update(otherExpert(), verify('otto')));
      await assertFails(update(guest(), verify('guest')));
      await assertFails(update(nobody(), verify('nobody')));
      expect(await read('verifiedAnswers')).toBeNull();
      expect(await read('credits')).toBeNull();
    });

    it('refuses an expert verifying their own answer', async () => {
      await seed({ [`answers/${Q}/${A2}`]: stored('eve') });
      await assertFails(update(expert(), verify('eve', A2, 'eve')));
    });

    it('refuses a verification without its credit, and a credit without its verification', async () => {
      await assertFails(update(moderator(), { [`verifiedAnswers/${Q}`]: A1 }));
      await assertFails(update(moderator(), { [`credits/asha/a~${Q}~${A1}`]: credit('mod') }));
      await assertFails(update(expert(), { [`credits/asha/a~${Q}~${A1}`]: credit('eve') }));
      await assertFails(update(other(), { [`credits/asha/a~${Q}~${A1}`]: credit('ravi') }));
      expect(await read('credits')).toBeNull();
    });

    it.each<[string, Fields]>([
      ['of 100 coins', { [`credits/asha/a~${Q}~${A1}`]: credit('mod', A1, { coins: 100 }) }],
      ['to another student', { [`credits/ravi/a~${Q}~${A1}`]: credit('mod') }],
      ['under another key', { [`credits/asha/a~${Q}~${A2}`]: credit('mod') }],
      ['naming another answer', { [`credits/asha/a~${Q}~${A1}`]: credit('mod', A2) }],
      ['with a made-up time', { [`credits/asha/a~${Q}~${A1}`]: credit('mod', A1, { at: 1 }) }],
    ])('refuses a verification whose credit is %s', async (_, wrong) => {
      await assertFails(
        update(moderator(), { [`verifiedAnswers/${Q}`]: A1, ...verify('mod'), ...wrong }),
      );
      await assertFails(
        update(moderator(), {
          [`verifiedAnswers/${Q}`]: A1,
          ...wrong,
        }),
      );
      expect(await read('credits')).toBeNull();
    });

    it('refuses an undo that keeps the coins, or takes the coins and keeps the verification', async () => {
      await assertSucceeds(update(moderator(), verify('mod')));
      await assertFails(update(moderator(), { [`verifiedAnswers/${Q}`]: null }));
      await assertFails(update(moderator(), { [`credits/asha/a~${Q}~${A1}`]: null }));
      await assertFails(update(expert(), { [`credits/asha/a~${Q}~${A1}`]: null }));
      expect(await coins('asha')).toMatchObject({ [`a~${Q}~${A1}`]: { coins: 50 } });
    });

    it('refuses an undo from a student, the author and an expert of another course', async () => {
      await assertSucceeds(update(expert(), verify('eve')));
      for (const context of [other(), author(), otherExpert(), guest(), nobody()]) {
        await assertFails(update(context, undo()));
      }
      expect(await read(`verifiedAnswers/${Q}`)).toBe(A1);
    });
  });

  describe('experts', () => {
    it('are written by the Admin SDK alone: not by a student or a moderator', async () => {
      await assertFails(update(author(), { [`experts/${COURSE}/asha`]: true }));
      await assertFails(update(moderator(), { [`experts/${COURSE}/mod`]: true }));
      await assertFails(update(moderator(), { [`experts/${COURSE}/eve`]: null }));
      expect(await read(`experts/${COURSE}`)).toEqual({ eve: true });
    });
  });
});
