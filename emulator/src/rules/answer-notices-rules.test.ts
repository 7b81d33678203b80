import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import { rulesRoles, type Fields } from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * followers/<q>/<uid> and the two inbox items answers bring (docs/answers.md, "Told when it
 * matters"): inbox/<follower>/new~<q>, written by the student who answers a question the owner
 * follows, again at most once a day; inbox/<author>/ver~<q>~<a>, written with the verification by
 * a moderator or an expert of the answer's course. For nobody, a guest, an unverified account, the
 * follower, the answerer, another student, both kinds of expert and a moderator.
 */
const Q = 'q_08s6pzog2hqq5';
const OTHER_Q = 'q_1bcdefghijklm';
const A1 = 'a1'.padEnd(20, '0');
const A2 = 'a2'.padEnd(20, '0');
const COURSE = 'CSE2005';
const DAY = 86_400_000;

const newAnswerItem = (by: string, fields: Fields = {}) => ({
  kind: 'followed',
  title: `A new answer to a ${COURSE} question you follow`,
  link: `/q/${Q}`,
  at: serverTimestamp(),
  by,
  question: Q,
  answer: A1,
  ...fields,
});
const verifiedItem = (by: string, fields: Fields = {}) => ({
  kind: 'verified',
  title: 'Your answer was verified: 50 coins are yours',
  link: `/q/${Q}`,
  at: serverTimestamp(),
  by,
  question: Q,
  answer: A1,
  ...fields,
});

describe('following questions and the answers’ inbox items under database.rules.json', () => {
  const rules = useRulesTestEnvironment();
  const { student, guest, moderator, nobody, db, seed, stored } = rulesRoles(() => rules().testEnv);
  const unverified = (uid = 'newbie') =>
    rules().testEnv.authenticatedContext(uid, {
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
    });
  /** ravi's answer A1 to Q, posted `ago` ms before now; asha follows Q. */
  const answered = (ago = 0, author = 'ravi') =>
    seed({
      [`answers/${Q}/${A1}`]: {
        author,
        course: COURSE,
        body: 'An answer.',
        createdAt: Date.now() - ago,
      },
      [`followers/${Q}/asha`]: 1,
      [`experts/${COURSE}/eve`]: true,
      'experts/MAT1011/otto': true,
    });

  describe('following', () => {
    it('lets a student follow and stop following a question, stamped with the server’s time', async () => {
      await assertSucceeds(db(student('asha')).child(`followers/${Q}/asha`).set(serverTimestamp()));
      expect(typeof (await stored(`followers/${Q}/asha`))).toBe('number');
      await assertSucceeds(db(student('asha')).child(`followers/${Q}/asha`).remove());
      expect(await stored(`followers/${Q}`)).toBeNull();
    });

    it('lets signed-in students read who follows a question (to tell them), and not a guest or nobody', async () => {
      await seed({ [`followers/${Q}/asha`]: 1 });
      await assertSucceeds(db(student('ravi')).child(`followers/${Q}`).get());
      await assertSucceeds(db(moderator()).child(`followers/${Q}`).get());
      await assertFails(db(guest()).child(`followers/${Q}`).get());
      await assertFails(db(nobody()).child(`followers/${Q}`).get());
      await assertFails(db(student('ravi')).child('followers').get());
    });

    it.each<[string, () => Parameters<typeof db>[0], string, string, unknown]>([
      ['in another’s name', () => student('ravi'), Q, 'asha', serverTimestamp()],
      ['from a guest', () => guest(), Q, 'anon', serverTimestamp()],
      ['from an unverified account', () => unverified(), Q, 'newbie', serverTimestamp()],
      ['from nobody', () => nobody(), Q, 'asha', serverTimestamp()],
      ['with a made-up time', () => student('asha'), Q, 'asha', 5],
      [
        'of something that is not a question id',
        () => student('asha'),
        'papers',
        'asha',
        serverTimestamp(),
      ],
    ])('refuses a follow %s', async (_, who, question, uid, value) => {
      await assertFails(db(who()).child(`followers/${question}/${uid}`).set(value));
    });

    it('refuses a moderator following in a student’s name', async () => {
      await assertFails(db(moderator()).child(`followers/${Q}/asha`).set(serverTimestamp()));
    });
  });

  describe('the new-answer item', () => {
    it('lets the student who answered tell a follower, once a day, and the follower read it', async () => {
      await answered();
      const item = db(student('ravi')).child(`inbox/asha/new~${Q}`);
      await assertSucceeds(item.set(newAnswerItem('ravi')));
      expect(await stored(`inbox/asha/new~${Q}`)).toMatchObject({ kind: 'followed', by: 'ravi' });
      await assertSucceeds(db(student('asha')).child(`inbox/asha/new~${Q}`).get());
      // A second answer the same day: the follower's one item stays as it is.
      await assertFails(item.set(newAnswerItem('ravi', { title: 'Again' })));
      // The next day it may be written again (unread again: packages/contracts/src/inbox).
      await seed({ [`inbox/asha/new~${Q}/at`]: Date.now() - DAY - 1000 });
      await assertSucceeds(item.set(newAnswerItem('ravi')));
    });

    it('refuses it to one who does not follow, and for an answer of another or from yesterday', async () => {
      await answered();
      await assertFails(
        db(student('ravi')).child(`inbox/bala/new~${Q}`).set(newAnswerItem('ravi')),
      );
      await assertFails(
        db(student('kiran')).child(`inbox/asha/new~${Q}`).set(newAnswerItem('kiran')),
      );
      await seed({ [`answers/${Q}/${A1}/createdAt`]: Date.now() - DAY - 1000 });
      await assertFails(
        db(student('ravi')).child(`inbox/asha/new~${Q}`).set(newAnswerItem('ravi')),
      );
      expect(await stored('inbox')).toBeNull();
    });

    it('refuses it from a guest, an unverified account, nobody and a moderator who did not answer', async () => {
      await answered(0, 'anon');
      await assertFails(db(guest()).child(`inbox/asha/new~${Q}`).set(newAnswerItem('anon')));
      await answered(0, 'newbie');
      await assertFails(db(unverified()).child(`inbox/asha/new~${Q}`).set(newAnswerItem('newbie')));
      await assertFails(db(nobody()).child(`inbox/asha/new~${Q}`).set(newAnswerItem('ravi')));
      await assertFails(db(moderator()).child(`inbox/asha/new~${Q}`).set(newAnswerItem('mod')));
      expect(await stored('inbox')).toBeNull();
    });

    it('refuses the answerer telling themselves', async () => {
      await answered(0, 'asha');
      await assertFails(
        db(student('asha')).child(`inbox/asha/new~${Q}`).set(newAnswerItem('asha')),
      );
    });

    it.each<[string, string, Fields]>([
      ['another kind', `new~${Q}`, { kind: 'arrived' }],
      ['under another question’s id', `new~${OTHER_Q}`, {}],
      ['naming another question', `new~${Q}`, { question: OTHER_Q }],
      ['naming no answer', `new~${Q}`, { answer: null }],
      ['naming an answer that is not there', `new~${Q}`, { answer: A2 }],
      ['in another’s name', `new~${Q}`, { by: 'kiran' }],
      ['with a made-up time', `new~${Q}`, { at: 5 }],
      ['with a link off the site', `new~${Q}`, { link: 'https://example.com/' }],
      ['with a field the rules do not name', `new~${Q}`, { html: '<b>' }],
    ])('refuses the item %s', async (_, id, fields) => {
      await answered();
      await assertFails(
        db(student('ravi')).child(`inbox/asha/${id}`).set(newAnswerItem('ravi', fields)),
      );
    });
  });

  describe('the verified item', () => {
    /** The verification of A1 with its credit and the author's item, as the app sends it. */
    const verify = (by: string, fields: Fields = {}, id = `ver~${Q}~${A1}`): Fields => ({
      [`verifiedAnswers/${Q}`]: A1,
      [`credits/ravi/a~${Q}~${A1}`]: {
        coins: 50,
        at: serverTimestamp(),
        by,
        question: Q,
        answer: A1,
      },
      [`inbox/ravi/${id}`]: verifiedItem(by, fields),
    });

    it('lets a moderator and an expert of the course tell the author with the verification', async () => {
      await answered();
      await assertSucceeds(db(moderator()).update(verify('mod')));
      expect(await stored(`inbox/ravi/ver~${Q}~${A1}`)).toMatchObject({
        kind: 'verified',
        by: 'mod',
      });
      await seed({ [`verifiedAnswers/${Q}`]: null, [`credits/ravi/a~${Q}~${A1}`]: null });
      // Verified again after an undo: the item is written again, unread again.
      await assertSucceeds(db(student('eve')).update(verify('eve')));
      expect(await stored(`inbox/ravi/ver~${Q}~${A1}`)).toMatchObject({ by: 'eve' });
    });

    it('refuses the item from an expert of another course, a student, the author, a guest and nobody', async () => {
      await answered();
      for (const [context, by] of [
        [student('otto'), 'otto'],
        [student('asha'), 'asha'],
        [student('ravi'), 'ravi'],
        [guest(), 'anon'],
        [nobody(), 'x'],
      ] as const) {
        await assertFails(db(context).child(`inbox/ravi/ver~${Q}~${A1}`).set(verifiedItem(by)));
        await assertFails(db(context).update(verify(by)));
      }
      expect(await stored('inbox')).toBeNull();
    });

    it('refuses the item without the verification, to another student, or naming another answer', async () => {
      await answered();
      await assertFails(
        db(moderator()).child(`inbox/ravi/ver~${Q}~${A1}`).set(verifiedItem('mod')),
      );
      await assertFails(
        db(moderator()).child(`inbox/asha/ver~${Q}~${A1}`).set(verifiedItem('mod')),
      );
      await assertFails(db(moderator()).update(verify('mod', { answer: A2 })));
      await assertFails(db(moderator()).update(verify('mod', { kind: 'arrived' })));
      await assertFails(db(moderator()).update(verify('mod', {}, `ver~${Q}~${A2}`)));
      expect(await stored('inbox')).toBeNull();
    });
  });

  it('still lets a moderator write the other items, and the read marks stay the owner’s', async () => {
    await assertSucceeds(
      db(moderator())
        .child('inbox/asha/i1')
        .set({ kind: 'arrived', title: 'CSE2005 has arrived', at: serverTimestamp(), by: 'mod' }),
    );
    await assertFails(db(moderator()).child(`inbox/asha/i2`).set(newAnswerItem('mod')));
    await assertSucceeds(db(student('asha')).child('inboxRead/asha/i1').set(serverTimestamp()));
    await assertFails(db(student('ravi')).child('inboxRead/asha/i1').set(serverTimestamp()));
  });
});
