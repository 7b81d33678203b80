import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { submissionId } from '../testing/submission-ids';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import {
  approveUpdate as approval,
  rulesRoles,
  submitUpdate as submissionUpdate,
  type Fields,
} from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

const SHA = 'd'.repeat(64);
/** Submission ids in the form the rules ask of new submissions (20-character push ids). */
const S1 = submissionId('s1');
const R1 = submissionId('r1');
const G1 = submissionId('g1');
const PLAIN = submissionId('-Nplain1');

/**
 * database.rules.json's record limits (the same as the app's schemas, scripts/record-agreement
 * .test.ts) and who reads what of a contributed file: the "taken" marker in hashes/ for any
 * signed-in account, its owner in hashOwners/ and a paper's source in paperSources/ for the
 * owner and moderators only.
 */
const submitUpdate = (uid: string, id: string, fields: Fields = {}, sha256 = SHA) =>
  submissionUpdate(uid, id, fields, sha256);

const rejectUpdate = (uid: string, id: string, reason = 'Pages are blurred'): Fields => ({
  [`submissions/${uid}/${id}/status`]: 'rejected',
  [`submissions/${uid}/${id}/reason`]: reason,
  [`submissions/${uid}/${id}/decidedBy`]: 'mod',
  [`submissions/${uid}/${id}/decidedAt`]: serverTimestamp(),
  [`contributors/${uid}/pending`]: increment(-1),
  [`hashes/${SHA}`]: null,
  [`hashOwners/${SHA}`]: null,
});

/** The moderator's approval, without the sender's credit: the records here are the point. */
const approveUpdate = (uid: string, id: string, sha256 = SHA) =>
  approval('mod', uid, id, { sha256, credit: false });

describe('strict records and private uploaders under database.rules.json', () => {
  const rules = useRulesTestEnvironment();
  const { student, guest, moderator, nobody, db, seed, stored } = rulesRoles(() => rules().testEnv);

  describe('a new submission holds only what the app can read', () => {
    it.each<[string, Fields]>([
      ['pages 1.5', { pages: 1.5 }],
      ['size 1e-300', { size: 1e-300 }],
      ['a negative size', { size: -5 }],
      ['a blank course name', { courseName: '   ' }],
      ['a course name padded with spaces', { courseName: ' Operating Systems' }],
      ['a right-to-left override in the name', { courseName: 'Operating \u202eSystems' }],
      ['a control character in the name', { courseName: 'Operating\u0007Systems' }],
    ])('refuses %s from its owner, and nothing is stored', async (_, fields) => {
      await assertFails(db(student('asha')).update(submitUpdate('asha', S1, fields)));
      expect(await stored('submissions/asha')).toBeNull();
      expect(await stored(`hashes/${SHA}`)).toBeNull();
      // The same write with readable values goes through: only the value was refused.
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1)));
    });

    it.each([
      ['__proto__', '__proto__'],
      ['an id of 65 characters', 'a'.repeat(65)],
    ])('refuses a submission named %s, so no claim blocks the file', async (_, id) => {
      await assertFails(db(student('asha')).update(submitUpdate('asha', id)));
      expect(await stored(`hashes/${SHA}`)).toBeNull();
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', PLAIN)));
    });

    it('accepts the same submission with readable values, from its owner only', async () => {
      await assertFails(db(nobody()).update(submitUpdate('asha', S1)));
      await assertFails(db(guest('asha')).update(submitUpdate('asha', S1)));
      await assertFails(db(student('ravi')).update(submitUpdate('asha', S1)));
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1)));
    });

    it('refuses a moderator’s rejection reason with a direction override, takes a plain one', async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1)));
      await assertFails(db(moderator()).update(rejectUpdate('asha', S1, 'ok\u202e')));
      await assertFails(db(moderator()).update(rejectUpdate('asha', S1, '  ')));
      await assertFails(db(student('asha')).update(rejectUpdate('asha', S1)));
      await assertSucceeds(db(moderator()).update(rejectUpdate('asha', S1)));
    });
  });

  describe('the duplicate check', () => {
    beforeEach(() => db(student('asha')).update(submitUpdate('asha', S1)));

    it('shows anyone signed in that the file is taken, and never who sent it', async () => {
      for (const reader of [guest(), student('ravi'), student('asha'), moderator()]) {
        const marker = await assertSucceeds(db(reader).child(`hashes/${SHA}`).get());
        expect(marker.val()).toEqual({ exam: 'cat1' });
      }
      await assertFails(db(nobody()).child(`hashes/${SHA}`).get());
    });

    it('lets only the owner and moderators read who claimed it', async () => {
      for (const reader of [student('asha'), moderator()]) {
        const owner = await assertSucceeds(db(reader).child(`hashOwners/${SHA}`).get());
        expect(owner.val()).toEqual({ uid: 'asha', submission: S1 });
      }
      for (const reader of [nobody(), guest(), student('ravi')]) {
        await assertFails(db(reader).child(`hashOwners/${SHA}`).get());
      }
      await assertFails(db(student('ravi')).child('hashOwners').get());
    });

    it('never lets a claim be made without its new submission', async () => {
      const other = 'e'.repeat(64);
      await assertFails(db(student('ravi')).child(`hashes/${other}`).set({ exam: 'cat1' }));
      await assertFails(
        db(student('ravi')).child(`hashOwners/${other}`).set({ uid: 'ravi', submission: R1 }),
      );
      await assertFails(db(guest()).update(submitUpdate('anon', G1, {}, other)));
      await assertFails(db(student('ravi')).child(`hashes/${SHA}/paperId`).set(S1));
    });

    it('cannot be re-created for an old rejected submission, so the file may be sent again', async () => {
      await assertSucceeds(db(moderator()).update(rejectUpdate('asha', S1)));
      // The old shape, one record naming the owner…
      await assertFails(
        db(student('asha'))
          .child(`hashes/${SHA}`)
          .set({ exam: 'cat1', uid: 'asha', submission: S1 }),
      );
      // …and the new one, the marker with its owner, still pointing at the rejected submission.
      await assertFails(
        db(student('asha')).update({
          [`hashes/${SHA}`]: { exam: 'cat1' },
          [`hashOwners/${SHA}`]: { uid: 'asha', submission: S1 },
        }),
      );
      expect(await stored(`hashes/${SHA}`)).toBeNull();
      // Another student may now send the file.
      await assertSucceeds(db(student('ravi')).update(submitUpdate('ravi', R1)));
    });
  });

  describe('a published paper', () => {
    beforeEach(async () => {
      await db(student('asha')).update(submitUpdate('asha', S1));
      await db(moderator()).update(approveUpdate('asha', S1));
    });

    it('is read by everyone without its contributor', async () => {
      for (const reader of [nobody(), guest(), student('ravi')]) {
        const paper = await assertSucceeds(db(reader).child(`cat1/${S1}`).get());
        expect(Object.keys(paper.val() as object).sort()).toEqual([
          'approvedAt',
          'approvedBy',
          'file_name',
          'name',
        ]);
        expect(JSON.stringify(paper.val())).not.toContain('asha');
      }
    });

    it('keeps its source for moderators only', async () => {
      const source = await assertSucceeds(db(moderator()).child(`paperSources/cat1/${S1}`).get());
      expect(source.val()).toBe(`asha/${S1}`);
      for (const reader of [nobody(), guest(), student('ravi'), student('asha')]) {
        await assertFails(db(reader).child(`paperSources/cat1/${S1}`).get());
      }
      await assertFails(db(student('asha')).child(`paperSources/cat1/${S1}`).set(`ravi/${S1}`));
      await assertFails(db(moderator()).child(`paperSources/cat1/${S1}`).set(`ravi/${S1}`));
    });

    it('refuses an approval without its source, or a source naming another paper', async () => {
      await seed({ [`hashes/${'f'.repeat(64)}`]: null });
      await db(student('ravi')).update(submitUpdate('ravi', R1, {}, 'f'.repeat(64)));
      const update = approveUpdate('ravi', R1, 'f'.repeat(64));
      const withoutSource = { ...update };
      delete withoutSource[`paperSources/cat1/${R1}`];
      await assertFails(db(moderator()).update(withoutSource));
      await assertFails(
        db(moderator()).update({ ...update, [`paperSources/cat1/${R1}`]: `asha/${S1}` }),
      );
      await assertSucceeds(db(moderator()).update(update));
    });
  });

  describe('a submission stored under the older rules', () => {
    beforeEach(() =>
      seed({
        'submissions/asha/old': {
          exam: 'cat1',
          courseCode: 'CSE2005',
          courseName: '   ',
          slot: 'C1',
          sha256: SHA,
          file: 'uploads/asha/old.pdf',
          size: 1e-300,
          pages: 1.5,
          createdAt: 1,
          status: 'pending',
        },
        [`hashes/${SHA}`]: { exam: 'cat1' },
        [`hashOwners/${SHA}`]: { uid: 'asha', submission: 'old' },
        'contributors/asha': { pending: 1, lastAt: 1, last: 'old' },
      }),
    );

    it('is rejected by a moderator, releasing its file; nobody else can decide it', async () => {
      for (const someone of [student('asha'), student('ravi'), guest()]) {
        await assertFails(db(someone).update(rejectUpdate('asha', 'old')));
      }
      await assertSucceeds(db(moderator()).update(rejectUpdate('asha', 'old')));
      expect(await stored('submissions/asha/old/status')).toBe('rejected');
      expect(await stored(`hashes/${SHA}`)).toBeNull();
      expect(await stored(`hashOwners/${SHA}`)).toBeNull();
    });
  });

  describe('reports and requests', () => {
    const report = (uid: string, fields: Fields): Fields => ({
      [`reports/${uid}/cat1-p1`]: {
        exam: 'cat1',
        paperId: 'p1',
        kind: 'other',
        text: 'Two pages are swapped.',
        createdAt: serverTimestamp(),
        status: 'open',
        ...fields,
      },
      [`reporters/${uid}/since`]: serverTimestamp(),
      [`reporters/${uid}/count`]: 1,
      [`reporters/${uid}/last`]: 'cat1-p1',
    });
    beforeEach(() =>
      seed({ 'cat1/p1': { name: ['Operating Systems', 'CSE2005'], file_name: 'p1' } }),
    );

    it.each<[string, Fields]>([
      ['a note with a right-to-left override', { text: 'Swapped \u202epages' }],
      ['a note with an isolate', { text: '\u2066Swapped pages' }],
      ['a note with a bell', { text: 'Swapped\u0007pages' }],
      ['a blank note', { text: '  ' }],
      [
        'a detail with a bidi mark',
        { kind: 'details', field: 'courseName', value: 'Operating\u200fSystems', text: null },
      ],
      ['a duplicate link with an override', { kind: 'duplicate', link: '/cat1papers/p\u202e2' }],
    ])('refuses a report with %s, takes it plain', async (_, fields) => {
      const own = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
      const report1 = report('asha', own);
      const body = report1['reports/asha/cat1-p1'] as Fields;
      if (fields.text === null) delete body.text;
      await assertFails(db(student('asha')).update(report1));
      expect(await stored('reports/asha')).toBeNull();
      await assertFails(db(guest()).update(report('anon', {})));
      await assertSucceeds(
        db(student('asha')).update(report('asha', { text: 'Page 2 comes\nbefore page 1.' })),
      );
    });

    it('refuses a moderator’s dismissal reason with control characters', async () => {
      await assertSucceeds(db(student('asha')).update(report('asha', {})));
      const dismiss = (reason: string) => ({
        'reports/asha/cat1-p1/status': 'dismissed',
        'reports/asha/cat1-p1/reason': reason,
        'reports/asha/cat1-p1/resolvedBy': 'mod',
        'reports/asha/cat1-p1/resolvedAt': serverTimestamp(),
      });
      await assertFails(db(moderator()).update(dismiss('Fine\u202e')));
      await assertFails(db(student('ravi')).update(dismiss('Fine')));
      await assertSucceeds(db(moderator()).update(dismiss('The scan is fine.')));
    });

    it('refuses a request whose code hides a direction override', async () => {
      // With the day's counter, as sendRequest (packages/feedback/src/feedback-sdk.ts) writes it.
      const request = (code: string) =>
        db(student('asha')).update({
          [`requests/cat1~${code}~any`]: {
            exam: 'cat1',
            courseCode: code,
            by: 'asha',
            createdAt: serverTimestamp(),
            status: 'open',
            votes: { asha: true },
          },
          'requesters/asha': { since: serverTimestamp(), count: 1, last: `cat1~${code}~any` },
        });
      await assertFails(request('CSE\u202e2005'));
      expect(await stored('requests')).toBeNull();
      await assertSucceeds(request('CSE2005'));
    });
  });
});
