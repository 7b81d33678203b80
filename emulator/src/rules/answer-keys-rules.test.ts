import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import { rulesRoles, type Fields } from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/** A few bytes that start like a PDF; the Storage rules look at the name, type and size only. */
const PDF = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 10]);
const PAPER = '-N1cat1-0114';
const Q = 'q_217sjliy2etwt';

/**
 * A paper's answer key and the official answers linked to its regions (docs/answers.md, "Official
 * answers"): answerKeys/<exam>/<paper> and officialAnswers/<question> in database.rules.json, the
 * key's PDF at answerKeys/<exam>/<paper>.pdf in storage.rules. For nobody, a guest, a student, an
 * expert of the course and a moderator: everyone reads, a moderator alone writes.
 */
describe('answer keys and official answers under the rules', () => {
  const rules = useRulesTestEnvironment({ storage: true });
  const { student, guest, moderator, nobody, db, seed, stored, file } = rulesRoles(
    () => rules().testEnv,
  );
  /** Everyone who is not a moderator, with the uid each writes as; eve is an expert of the course. */
  const othersWithUids = () =>
    [
      [student('asha'), 'asha'],
      [student('eve'), 'eve'],
      [guest(), 'anon'],
      [nobody(), 'x'],
    ] as const;
  const others = () => othersWithUids().map(([context]) => context);
  const key = (by: string, fields: Fields = {}) => ({
    pages: 3,
    at: serverTimestamp(),
    by,
    ...fields,
  });
  const official = (by: string, fields: Fields = {}) => ({
    exam: 'cat1',
    paper: PAPER,
    page: 2,
    top: 0.2,
    bottom: 0.45,
    at: serverTimestamp(),
    by,
    ...fields,
  });

  beforeEach(() =>
    seed({
      [`cat1/${PAPER}`]: { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'os.pdf' },
      'experts/CSE2005/eve': true,
    }),
  );

  describe('the key’s record', () => {
    it('lets a moderator attach a key to a paper, and everyone read it', async () => {
      await assertSucceeds(db(moderator()).child(`answerKeys/cat1/${PAPER}`).set(key('mod')));
      expect(await stored(`answerKeys/cat1/${PAPER}`)).toMatchObject({ pages: 3, by: 'mod' });
      for (const context of [...others(), moderator()])
        await assertSucceeds(db(context).child(`answerKeys/cat1/${PAPER}`).get());
    });

    it('refuses it from a student, an expert, a guest and nobody', async () => {
      for (const [context, by] of othersWithUids())
        await assertFails(db(context).child(`answerKeys/cat1/${PAPER}`).set(key(by)));
      expect(await stored('answerKeys')).toBeNull();
    });

    it.each<[string, string, Fields]>([
      ['for a paper that is not published', 'answerKeys/cat1/-N1cat1-9999', {}],
      ['under an exam that is not one', `answerKeys/quiz/${PAPER}`, {}],
      ['without pages', `answerKeys/cat1/${PAPER}`, { pages: null }],
      ['of 0 pages', `answerKeys/cat1/${PAPER}`, { pages: 0 }],
      ['of 2.5 pages', `answerKeys/cat1/${PAPER}`, { pages: 2.5 }],
      ['of 201 pages', `answerKeys/cat1/${PAPER}`, { pages: 201 }],
      ['in another’s name', `answerKeys/cat1/${PAPER}`, { by: 'asha' }],
      ['with a made-up time', `answerKeys/cat1/${PAPER}`, { at: 5 }],
      ['with a field the rules do not name', `answerKeys/cat1/${PAPER}`, { url: 'https://x' }],
    ])('refuses a key %s', async (_, path, fields) => {
      await assertFails(db(moderator()).child(path).set(key('mod', fields)));
    });
  });

  describe('an official answer', () => {
    beforeEach(() => seed({ [`answerKeys/cat1/${PAPER}`]: { pages: 3, at: 1, by: 'mod' } }));

    it('lets a moderator link a region of the key to a question, change and remove it; everyone reads it', async () => {
      await assertSucceeds(db(moderator()).child(`officialAnswers/${Q}`).set(official('mod')));
      for (const context of others())
        await assertSucceeds(db(context).child(`officialAnswers/${Q}`).get());
      await assertSucceeds(
        db(moderator())
          .child(`officialAnswers/${Q}`)
          .set(official('mod', { page: 3, top: 0, bottom: 1 })),
      );
      expect(await stored(`officialAnswers/${Q}`)).toMatchObject({ page: 3, top: 0, bottom: 1 });
      await assertSucceeds(db(moderator()).child(`officialAnswers/${Q}`).remove());
    });

    it('refuses it from a student, an expert of the course, a guest and nobody', async () => {
      for (const [context, by] of othersWithUids())
        await assertFails(db(context).child(`officialAnswers/${Q}`).set(official(by)));
      expect(await stored('officialAnswers')).toBeNull();
    });

    it.each<[string, string, Fields]>([
      ['on a page past the key’s last', Q, { page: 4 }],
      ['from a paper with no key', Q, { paper: '-N1cat1-0115' }],
      ['from another exam’s key', Q, { exam: 'fat' }],
      ['ending above its start', Q, { top: 0.5, bottom: 0.4 }],
      ['past the page’s foot', Q, { bottom: 1.2 }],
      ['above the page’s head', Q, { top: -0.1 }],
      ['on page 1.5', Q, { page: 1.5 }],
      ['for something that is not a question id', 'papers', {}],
      ['in another’s name', Q, { by: 'asha' }],
      ['with a made-up time', Q, { at: 5 }],
      ['with a field the rules do not name', Q, { note: 'x' }],
    ])('refuses one %s', async (_, question, fields) => {
      await assertFails(
        db(moderator()).child(`officialAnswers/${question}`).set(official('mod', fields)),
      );
    });
  });

  describe('the key’s PDF in Storage', () => {
    const put = (context: RulesTestContext, name: string, bytes = PDF, type = 'application/pdf') =>
      file(context, name).put(bytes, type);

    it('lets a moderator put, replace and delete a key, and everyone read it', async () => {
      await assertSucceeds(put(moderator(), `answerKeys/cat1/${PAPER}.pdf`));
      await assertSucceeds(put(moderator(), `answerKeys/cat1/${PAPER}.pdf`));
      for (const context of others())
        await assertSucceeds(file(context, `answerKeys/cat1/${PAPER}.pdf`).read());
      await assertSucceeds(file(moderator(), `answerKeys/cat1/${PAPER}.pdf`).remove());
    });

    it('refuses a key from anyone else, and their deletes', async () => {
      for (const context of others())
        await assertFails(put(context, `answerKeys/cat1/${PAPER}.pdf`));
      await assertSucceeds(put(moderator(), `answerKeys/fat/${PAPER}.pdf`));
      for (const context of others())
        await assertFails(file(context, `answerKeys/fat/${PAPER}.pdf`).remove());
    });

    it.each<[string, string, Uint8Array<ArrayBuffer>, string]>([
      ['another type', `answerKeys/cat1/${PAPER}.pdf`, PDF, 'text/html'],
      ['another extension', `answerKeys/cat1/${PAPER}.html`, PDF, 'application/pdf'],
      ['under an exam that is not one', `answerKeys/quiz/${PAPER}.pdf`, PDF, 'application/pdf'],
      ['a nested name', `answerKeys/cat1/a/${PAPER}.pdf`, PDF, 'application/pdf'],
      ['nothing in it', `answerKeys/cat1/${PAPER}.pdf`, new Uint8Array(0), 'application/pdf'],
    ])('refuses %s', async (_, name, bytes, type) => {
      await assertFails(put(moderator(), name, bytes, type));
    });
  });
});
