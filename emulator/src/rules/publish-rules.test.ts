import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { PDF_BYTES } from '../testing/test-emulator';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import {
  approveUpdate,
  rulesRoles,
  sha,
  submitUpdate as submissionUpdate,
  type Fields,
} from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * How a contributed paper gets its name (database.rules.json: submissions/$uid/$id, the
 * published record's file_name, credits; storage.rules: uploads/, images/), for every role:
 * nobody, a guest (anonymous account), the owner, another student, a moderator, and a moderator
 * who sent the paper.
 */
/** A push id, as the app names a submission. */
const ID = '-Nsub000000000000001';
const ID_LENGTH_OK = ID.slice(1);
/** An imported paper's file_name in the sample content: 20 characters too. */
const IMPORTED = 'CSE2005_CAT1_C1_2019';

/** This file's submissions: one page of 1000 bytes. */
const submitUpdate = (uid: string, id: string) =>
  submissionUpdate(uid, id, { size: 1000, pages: 1 });

describe('the names of contributed papers, by role', () => {
  const rules = useRulesTestEnvironment({ storage: true });
  // The moderator is verified, as any sender must be, so a refused submission is refused for
  // its id alone.
  const { student, guest, moderator, nobody, db } = rulesRoles(() => rules().testEnv, {
    guestUid: 'guest',
    verifiedModerator: true,
  });

  describe('submission ids', () => {
    it.each([
      ['shorter than a push id', 'CSE2005_CAT1'],
      ['longer than a push id', `${ID}x`],
      ['with a space', '-Nsub 0000000000001'.padEnd(20, '0')],
      ['with a dot-free but foreign character', '-Nsub00000000000000é'],
    ])('refuses the owner an id %s', async (_, id) => {
      await assertFails(db(student('asha')).update(submitUpdate('asha', id)));
    });

    it('lets the owner create a push id, and nobody else, whatever the id', async () => {
      await assertFails(db(nobody()).update(submitUpdate('asha', ID)));
      await assertFails(db(guest('asha')).update(submitUpdate('asha', ID)));
      await assertFails(db(student('ravi')).update(submitUpdate('asha', ID)));
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', ID)));
    });

    it('refuses a moderator a submission under an id of another form', async () => {
      await assertFails(db(moderator('mod')).update(submitUpdate('mod', IMPORTED.slice(0, 12))));
    });

    it('lets a moderator decide a submission stored under an older id form', async () => {
      // As the sample content was seeded before: written past the rules.
      await rules().testEnv.withSecurityRulesDisabled(async (context) => {
        const old = submitUpdate('asha', '-N1sub-0001');
        await context
          .database()
          .ref()
          .set({
            submissions: {
              asha: {
                '-N1sub-0001': { ...(old['submissions/asha/-N1sub-0001'] as Fields), createdAt: 1 },
              },
            },
            hashes: { [sha(1)]: old[`hashes/${sha(1)}`] },
            hashOwners: { [sha(1)]: old[`hashOwners/${sha(1)}`] },
            contributors: { asha: { pending: 1, lastAt: 1, last: '-N1sub-0001' } },
          });
      });
      await assertSucceeds(
        db(moderator('mod')).update(
          approveUpdate('mod', 'asha', '-N1sub-0001', { fileName: `-N1sub-0001-${sha(1)}` }),
        ),
      );
    });
  });

  describe('a published record’s file_name', () => {
    beforeEach(async () => {
      await assertSucceeds(db(student('asha')).update(submitUpdate('asha', ID)));
    });

    it.each([
      ['the submission id alone (the old name)', ID],
      ['an imported paper’s file_name', IMPORTED],
      ['the id with another file’s hash', `${ID}-${sha(2)}`],
      ['another id with this file’s hash', `${ID_LENGTH_OK}x-${sha(1)}`],
    ])('refuses a moderator %s', async (_, fileName) => {
      await assertFails(
        db(moderator('mod')).update(approveUpdate('mod', 'asha', ID, { fileName })),
      );
    });

    it('publishes under <submission id>-<its sha256>, by a moderator only', async () => {
      const named = approveUpdate('mod', 'asha', ID, { fileName: `${ID}-${sha(1)}` });
      await assertFails(db(nobody()).update(named));
      await assertFails(db(guest()).update(named));
      await assertFails(
        db(student('asha')).update(
          approveUpdate('asha', 'asha', ID, { fileName: `${ID}-${sha(1)}` }),
        ),
      );
      await assertFails(
        db(student('ravi')).update(
          approveUpdate('ravi', 'asha', ID, { fileName: `${ID}-${sha(1)}` }),
        ),
      );
      await assertSucceeds(db(moderator('mod')).update(named));
      const record = await assertSucceeds(db(nobody()).child(`cat1/${ID}/file_name`).get());
      expect(record.val()).toBe(`${ID}-${sha(1)}`);
    });
  });

  describe('a moderator’s own paper', () => {
    beforeEach(async () => {
      await assertSucceeds(db(moderator('mod')).update(submitUpdate('mod', ID)));
    });

    it('cannot be approved or credited by the moderator who sent it', async () => {
      // Under any file name: the refusal is for who approves, not for the name.
      for (const fileName of [ID, `${ID}-${sha(1)}`]) {
        await assertFails(
          db(moderator('mod')).update(approveUpdate('mod', 'mod', ID, { fileName })),
        );
        const withoutCredit = approveUpdate('mod', 'mod', ID, { fileName });
        delete withoutCredit[`credits/mod/${ID}`];
        await assertFails(db(moderator('mod')).update(withoutCredit));
      }
      await assertFails(
        db(moderator('mod'))
          .child(`credits/mod/${ID}`)
          .set({ coins: 100, at: serverTimestamp(), by: 'mod' }),
      );
      const status = await assertSucceeds(
        db(moderator('mod')).child(`submissions/mod/${ID}/status`).get(),
      );
      expect(status.val()).toBe('pending');
    });

    it('is approved by another moderator, who credits its sender', async () => {
      await assertSucceeds(
        db(moderator('mod2')).update(
          approveUpdate('mod2', 'mod', ID, { fileName: `${ID}-${sha(1)}` }),
        ),
      );
      const credit = await assertSucceeds(db(moderator('mod')).child(`credits/mod/${ID}`).get());
      expect(credit.val()).toMatchObject({ coins: 100, by: 'mod2' });
    });

    it('can still be rejected by its sender', async () => {
      await assertSucceeds(
        db(moderator('mod')).update({
          [`submissions/mod/${ID}/status`]: 'rejected',
          [`submissions/mod/${ID}/reason`]: 'Sent by mistake',
          [`submissions/mod/${ID}/decidedBy`]: 'mod',
          [`submissions/mod/${ID}/decidedAt`]: serverTimestamp(),
          'contributors/mod/pending': increment(-1),
          [`hashes/${sha(1)}`]: null,
          [`hashOwners/${sha(1)}`]: null,
        }),
      );
    });
  });

  describe('storage', () => {
    const pdf = { contentType: 'application/pdf' };
    const bytes = new Uint8Array(PDF_BYTES);
    const put = (context: RulesTestContext, name: string, data = bytes) =>
      context
        .storage()
        .ref(name)
        .put(data, pdf)
        .then(() => undefined);
    const remove = (context: RulesTestContext, name: string) =>
      context.storage().ref(name).delete();
    const published = `images/${ID}-${sha(1)}.pdf`;

    beforeEach(async () => {
      const res = await fetch(`http://127.0.0.1:${rules().emulator.ports.storage}/internal/reset`, {
        method: 'POST',
      });
      expect(res.status).toBe(200);
    });

    it('takes a student’s upload only under their own push id', async () => {
      await assertFails(put(student('asha'), `uploads/asha/${IMPORTED.slice(0, 12)}.pdf`));
      await assertFails(put(student('asha'), `uploads/asha/${ID}x.pdf`));
      await assertFails(put(nobody(), `uploads/asha/${ID}.pdf`));
      await assertFails(put(guest('asha'), `uploads/asha/${ID}.pdf`));
      await assertFails(put(student('ravi'), `uploads/asha/${ID}.pdf`));
      await assertFails(put(moderator(), `uploads/asha/${ID}.pdf`));
      await assertSucceeds(put(student('asha'), `uploads/asha/${ID}.pdf`));
      await assertFails(put(student('asha'), `uploads/asha/${ID}.pdf`));
    });

    it('lets a moderator create images/<id>-<sha256>.pdf once, never over it', async () => {
      await assertFails(put(nobody(), published));
      await assertFails(put(guest(), published));
      await assertFails(put(student('asha'), published));
      await assertSucceeds(put(moderator(), published));
      await assertFails(put(moderator('mod2'), published, new Uint8Array([1, 2, 3])));
      const stored = await assertSucceeds(nobody().storage().ref(published).getMetadata());
      expect(stored.size).toBe(PDF_BYTES.length);
    });

    it('refuses a moderator any name of the imported form, taken or free', async () => {
      await assertFails(put(moderator(), 'images/sample paper.pdf'));
      await assertFails(put(moderator(), `images/${IMPORTED}.pdf`));
      await assertFails(put(moderator(), `images/${ID}.pdf`));
      const imported = await assertSucceeds(
        nobody().storage().ref('images/sample paper.pdf').getMetadata(),
      );
      expect(imported.size).toBe(PDF_BYTES.length);
    });

    it('lets only a moderator delete a published file', async () => {
      await assertSucceeds(put(moderator(), published));
      await assertFails(remove(nobody(), published));
      await assertFails(remove(guest(), published));
      await assertFails(remove(student('asha'), published));
      await assertSucceeds(remove(moderator(), published));
    });
  });
});
