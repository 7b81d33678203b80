import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { REPO_ROOT } from '../index';
import { PDF_BYTES } from '../testing/test-emulator';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import {
  approveUpdate,
  rulesRoles,
  sha,
  submitUpdate,
  type Fields,
} from '../testing/contribution-fixtures';
import { DatabaseRules } from './database-rules';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

const MB = 1024 * 1024;
/** Submission ids as the app makes them (push ids): 20 of [A-Za-z0-9_-]. */
const S1 = '-Nsub00000000000asha';
const S2 = '-Nsub00000000001asha';
const S11 = '-Nsub00000000011asha';
const R1 = '-Nsub00000000000ravi';
const A1 = '-Nsub00000000000anon';
const BIG = '-Nsub0000000000big_1';

describe('contributed papers under database.rules.json and storage.rules', () => {
  const rules = useRulesTestEnvironment({ storage: true });
  /** A student is signed in with Google or email (not anonymous), and so may contribute. */
  const {
    student,
    guest: anonymousUser,
    moderator,
    nobody,
    db,
  } = rulesRoles(() => rules().testEnv);

  describe('submissions', () => {
    it('lets a signed-in student create a pending submission that only they and moderators read', async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1)));
      const own = await assertSucceeds(db(student('asha')).child(`submissions/asha/${S1}`).get());
      expect(own.val()).toMatchObject({ status: 'pending', courseCode: 'CSE2005' });
      const all = await assertSucceeds(db(moderator()).child('submissions').get());
      expect(Object.keys(all.val() as object)).toEqual(['asha']);
      await assertFails(db(student('ravi')).child('submissions/asha').get());
      await assertFails(db(student('ravi')).child('submissions').get());
      await assertFails(db(nobody()).child('submissions/asha').get());
    });

    it('refuses a submission from an anonymous account, from nobody and into another folder', async () => {
      await assertFails(db(anonymousUser('anon')).update(submitUpdate('anon', S1)));
      await assertFails(db(nobody()).update(submitUpdate('anon', S1)));
      await assertFails(db(student('ravi')).update(submitUpdate('asha', S1)));
    });

    it.each<[string, Fields]>([
      ['an approved status', { status: 'approved' }],
      ['a decidedBy of its own', { decidedBy: 'asha' }],
      ['a reason of its own', { reason: 'self-approved' }],
      ['a file outside its folder', { file: `uploads/ravi/${S1}.pdf` }],
      ['a file over 20 MB', { size: 20 * MB + 1 }],
      ['31 pages', { pages: 31 }],
      ['an unknown exam', { exam: 'quiz' }],
      ['a malformed course code', { courseCode: 'os 101' }],
      ['a malformed slot', { slot: 'C1; drop' }],
      ['a malformed hash', { sha256: 'abc' }],
      ['a made-up creation time', { createdAt: 5 }],
      ['a field the rules do not name', { coins: 1000 }],
    ])('refuses a new submission with %s', async (_, fields) => {
      await assertFails(db(student('asha')).update(submitUpdate('asha', S1, fields)));
    });

    it('refuses a submission without its hash claim or its counter in the same write', async () => {
      const update = submitUpdate('asha', S1);
      const withoutHash = { ...update };
      delete withoutHash[`hashes/${sha(1)}`];
      await assertFails(db(student('asha')).update(withoutHash));
      const withoutCounter = { ...update };
      delete withoutCounter['contributors/asha/last'];
      await assertFails(db(student('asha')).update(withoutCounter));
    });

    it('never lets the owner change, decide or delete a submission once sent', async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1)));
      const own = db(student('asha')).child(`submissions/asha/${S1}`);
      await assertFails(own.update({ status: 'approved', decidedBy: 'asha' }));
      await assertFails(own.update({ courseName: 'Something else' }));
      await assertFails(own.remove());
      await assertFails(db(student('asha')).child('contributors/asha/pending').set(0));
    });
  });

  describe('hashes', () => {
    it('refuses an exact duplicate: the second student cannot claim the same hash', async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1, {}, sha(7))));
      await assertFails(db(student('ravi')).update(submitUpdate('ravi', R1, {}, sha(7))));
      const claim = await assertSucceeds(
        db(student('ravi'))
          .child(`hashes/${sha(7)}`)
          .get(),
      );
      expect(claim.val()).toEqual({ exam: 'cat1' });
    });

    it('lets signed-in accounts look one hash up but nobody list them or read them signed out', async () => {
      await assertSucceeds(
        db(anonymousUser('anon'))
          .child(`hashes/${sha(2)}`)
          .get(),
      );
      await assertFails(db(student('asha')).child('hashes').get());
      await assertFails(
        db(nobody())
          .child(`hashes/${sha(2)}`)
          .get(),
      );
    });

    it('refuses a hash claimed for someone else or for a submission with another hash', async () => {
      await assertFails(
        db(student('asha'))
          .child(`hashOwners/${sha(3)}`)
          .set({ uid: 'ravi', submission: 'x' }),
      );
      const update = submitUpdate('asha', S1, {}, sha(4));
      update[`hashes/${sha(5)}`] = { exam: 'cat1' };
      update[`hashOwners/${sha(5)}`] = { uid: 'asha', submission: S1 };
      await assertFails(db(student('asha')).update(update));
    });
  });

  describe('rate limits', () => {
    it('refuses a second submission within 10 s', async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1, {}, sha(1))));
      await assertFails(db(student('asha')).update(submitUpdate('asha', S2, {}, sha(2))));
    });

    it('refuses an eleventh pending submission', async () => {
      await rules().testEnv.withSecurityRulesDisabled(async (context) => {
        await context
          .database()
          .ref('contributors/asha')
          .set({ pending: 10, lastAt: 0, last: 'x' });
      });
      await assertFails(db(student('asha')).update(submitUpdate('asha', S11)));
    });

    it('allows the next submission 10 s after the last, not 9.999 s (controlled clock)', async () => {
      const rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
      const auth = {
        uid: 'asha',
        provider: 'google.com',
        token: { firebase: { sign_in_provider: 'google.com' } },
      };
      const record = (id: string, at: number, hash: number) => ({
        exam: 'cat1',
        courseCode: 'CSE2005',
        courseName: 'Operating Systems',
        slot: 'C1',
        sha256: sha(hash),
        file: `uploads/asha/${id}.pdf`,
        size: 10,
        pages: 1,
        createdAt: at,
        status: 'pending',
      });
      const oldRoot = {
        submissions: { asha: { [S1]: record(S1, 1_000_000, 1) } },
        hashes: { [sha(1)]: { exam: 'cat1' } },
        hashOwners: { [sha(1)]: { uid: 'asha', submission: S1 } },
        contributors: { asha: { pending: 1, lastAt: 1_000_000, last: S1 } },
      };
      const after = (now: number) => ({
        submissions: { asha: { ...oldRoot.submissions.asha, [S2]: record(S2, now, 2) } },
        hashes: { ...oldRoot.hashes, [sha(2)]: { exam: 'cat1' } },
        hashOwners: { ...oldRoot.hashOwners, [sha(2)]: { uid: 'asha', submission: S2 } },
        contributors: { asha: { pending: 2, lastAt: now, last: S2 } },
      });
      const paths = [
        ['submissions', 'asha', S2],
        ['hashes', sha(2)],
        ['hashOwners', sha(2)],
        ['contributors', 'asha'],
      ];
      const check = (now: number) =>
        rules.canWrite({ oldRoot, newRoot: after(now), paths, auth, now });
      expect(check(1_010_000)).toBe(true);
      expect(check(1_009_999)).toBe(false);
    });
  });

  describe('moderation', () => {
    beforeEach(async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', S1)));
    });

    it('publishes atomically: paper, decision, counter, hash and 100 coins in one write', async () => {
      await assertSucceeds(db(moderator('mod')).update(approveUpdate('mod', 'asha', S1)));
      const paper = await assertSucceeds(db(nobody()).child(`cat1/${S1}`).get());
      expect(paper.val()).toEqual({
        name: ['Operating Systems', 'CSE2005', 'C1'],
        file_name: `${S1}-${sha(1)}`,
        approvedBy: 'mod',
        approvedAt: expect.any(Number) as unknown,
      });
      const mine = await assertSucceeds(db(student('asha')).child(`submissions/asha/${S1}`).get());
      expect(mine.val()).toMatchObject({ status: 'approved', decidedBy: 'mod', paperId: S1 });
      const credit = await assertSucceeds(db(student('asha')).child('credits/asha').get());
      expect(credit.val()).toMatchObject({ [S1]: { coins: 100, by: 'mod' } });
      await assertFails(db(student('ravi')).child('credits/asha').get());
      const counter = await assertSucceeds(db(student('asha')).child('contributors/asha').get());
      expect(counter.val()).toMatchObject({ pending: 0 });
    });

    it('lets the second moderator on one item see it decided: nothing is published twice', async () => {
      await assertSucceeds(db(moderator('mod')).update(approveUpdate('mod', 'asha', S1)));
      await assertFails(db(moderator('mod2')).update(approveUpdate('mod2', 'asha', S1)));
      await assertFails(
        db(moderator('mod2')).update({
          [`submissions/asha/${S1}/status`]: 'rejected',
          [`submissions/asha/${S1}/reason`]: 'Blurred',
          [`submissions/asha/${S1}/decidedBy`]: 'mod2',
          [`submissions/asha/${S1}/decidedAt`]: serverTimestamp(),
          'contributors/asha/pending': increment(-1),
        }),
      );
      const paper = await assertSucceeds(db(nobody()).child(`cat1/${S1}`).get());
      expect(paper.val()).toMatchObject({ approvedBy: 'mod' });
    });

    it('refuses an approval by a student, or one without its published record', async () => {
      await assertFails(db(student('asha')).update(approveUpdate('asha', 'asha', S1)));
      await assertFails(db(student('ravi')).update(approveUpdate('ravi', 'asha', S1)));
      const withoutPaper = approveUpdate('mod', 'asha', S1);
      delete withoutPaper[`cat1/${S1}`];
      await assertFails(db(moderator('mod')).update(withoutPaper));
    });

    it('rejects with a reason only, and the owner reads the reason', async () => {
      const reject = (reason?: string) => ({
        [`submissions/asha/${S1}/status`]: 'rejected',
        [`submissions/asha/${S1}/decidedBy`]: 'mod',
        [`submissions/asha/${S1}/decidedAt`]: serverTimestamp(),
        'contributors/asha/pending': increment(-1),
        [`hashes/${sha(1)}`]: null,
        [`hashOwners/${sha(1)}`]: null,
        ...(reason === undefined ? {} : { [`submissions/asha/${S1}/reason`]: reason }),
      });
      await assertFails(db(moderator('mod')).update(reject()));
      await assertSucceeds(db(moderator('mod')).update(reject('Pages are blurred')));
      const mine = await assertSucceeds(db(student('asha')).child(`submissions/asha/${S1}`).get());
      expect(mine.val()).toMatchObject({ status: 'rejected', reason: 'Pages are blurred' });
    });

    it('undoes an approval: the paper and credit go, the submission waits again', async () => {
      await assertSucceeds(db(moderator('mod')).update(approveUpdate('mod', 'asha', S1)));
      await assertSucceeds(
        db(moderator('mod')).update({
          [`cat1/${S1}`]: null,
          [`paperSources/cat1/${S1}`]: null,
          [`credits/asha/${S1}`]: null,
          [`hashes/${sha(1)}/paperId`]: null,
          [`submissions/asha/${S1}/status`]: 'pending',
          [`submissions/asha/${S1}/decidedBy`]: null,
          [`submissions/asha/${S1}/decidedAt`]: null,
          [`submissions/asha/${S1}/paperId`]: null,
          'contributors/asha/pending': increment(1),
        }),
      );
      expect((await assertSucceeds(db(nobody()).child(`cat1/${S1}`).get())).exists()).toBe(false);
      const mine = await assertSucceeds(db(student('asha')).child(`submissions/asha/${S1}`).get());
      expect(mine.val()).toMatchObject({ status: 'pending' });
    });

    it('lets a moderator edit the details while pending, never the hash or file', async () => {
      const item = db(moderator('mod')).child(`submissions/asha/${S1}`);
      await assertSucceeds(item.update({ courseName: 'Operating System Concepts', slot: 'C2' }));
      await assertFails(item.update({ sha256: sha(9) }));
      await assertFails(item.update({ file: 'uploads/asha/other.pdf' }));
    });

    it('refuses credits for a pending submission, of another amount, or from a student', async () => {
      const credit = (coins: number, by: string) => ({ coins, at: serverTimestamp(), by });
      await assertFails(db(moderator('mod')).child(`credits/asha/${S1}`).set(credit(100, 'mod')));
      await assertFails(db(student('asha')).child(`credits/asha/${S1}`).set(credit(100, 'asha')));
      const update = approveUpdate('mod', 'asha', S1);
      update[`credits/asha/${S1}`] = credit(1000, 'mod');
      await assertFails(db(moderator('mod')).update(update));
    });

    it.each(['cat1', 'cat2', 'fat'])(
      'refuses %s writes from students, valid shape or not',
      async (exam) => {
        const record = {
          name: ['Operating Systems', 'CSE2005', 'C1'],
          file_name: 'x',
          approvedBy: 'asha',
          approvedAt: serverTimestamp(),
          submission: `asha/${S1}`,
        };
        await assertFails(db(student('asha')).child(`${exam}/x`).set(record));
        await assertFails(db(anonymousUser('anon')).child(`${exam}/x`).set(record));
      },
    );
  });

  describe('storage', () => {
    const pdf = { contentType: 'application/pdf' };
    const put = (context: RulesTestContext, name: string, bytes: Uint8Array, meta = pdf) =>
      context
        .storage()
        .ref(name)
        .put(bytes, meta)
        .then(() => undefined);
    const read = (context: RulesTestContext, name: string) =>
      context.storage().ref(name).getMetadata();
    const bytes = new Uint8Array(PDF_BYTES);

    beforeEach(async () => {
      const res = await fetch(`http://127.0.0.1:${rules().emulator.ports.storage}/internal/reset`, {
        method: 'POST',
      });
      expect(res.status).toBe(200);
    });

    it('lets a student upload a PDF once into their own folder, read by them and moderators', async () => {
      await assertSucceeds(put(student('asha'), `uploads/asha/${S1}.pdf`, bytes));
      await assertFails(put(student('asha'), `uploads/asha/${S1}.pdf`, bytes));
      await assertSucceeds(read(student('asha'), `uploads/asha/${S1}.pdf`));
      await assertSucceeds(read(moderator(), `uploads/asha/${S1}.pdf`));
      await assertFails(read(student('ravi'), `uploads/asha/${S1}.pdf`));
      await assertFails(read(nobody(), `uploads/asha/${S1}.pdf`));
      await assertFails(student('asha').storage().ref(`uploads/asha/${S1}.pdf`).delete());
    });

    it('refuses uploads into another folder, from anonymous accounts or from nobody', async () => {
      await assertFails(put(student('ravi'), `uploads/asha/${R1}.pdf`, bytes));
      await assertFails(put(anonymousUser('anon'), `uploads/anon/${A1}.pdf`, bytes));
      await assertFails(put(nobody(), `uploads/anon/${A1}.pdf`, bytes));
    });

    it('refuses what is not a PDF, over 20 MB, or under another name', async () => {
      await assertFails(
        put(student('asha'), `uploads/asha/${S1}.pdf`, bytes, { contentType: 'image/png' }),
      );
      await assertFails(
        put(student('asha'), `uploads/asha/${S1}.pdf`, new Uint8Array(20 * MB + 1)),
      );
      await assertFails(put(student('asha'), `uploads/asha/${S1}.exe`, bytes));
      await assertSucceeds(
        put(student('asha'), `uploads/asha/${BIG}.pdf`, new Uint8Array(20 * MB)),
      );
    });

    it('lets moderators publish into images/, which everyone reads and students cannot write', async () => {
      const published = `images/${S1}-${sha(1)}.pdf`;
      await assertSucceeds(put(moderator(), published, bytes));
      await assertSucceeds(read(nobody(), published));
      await assertFails(put(student('asha'), `images/${S2}-${sha(2)}.pdf`, bytes));
      await assertFails(student('asha').storage().ref(published).delete());
      await assertSucceeds(moderator().storage().ref(published).delete());
    });
  });
});
