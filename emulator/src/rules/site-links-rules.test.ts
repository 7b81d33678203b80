import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import { rulesRoles, type Fields } from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * Links that would take a student off the site: a browser reads `//host` and `/\host` (and
 * `/<tab>/host`, dropping the tab) as another site; the others name one outright.
 */
const OFF_SITE: ReadonlyArray<[string, string]> = [
  ['a protocol-relative //host', '//evil.example/cat1papers/p2'],
  ['a bare //host', '//evil.example'],
  ['/\\host', '/\\evil.example'],
  ['/ tab /host', '/\t/evil.example'],
  ['a path with a backslash', '/cat1papers\\p2'],
  ['another site over https', 'https://evil.example/cat1papers/p2'],
  ['another site over http', 'http://evil.example/'],
  ['a script', 'javascript:alert(1)'],
];

const IMPORTED = { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'CSE2005_CAT1_C1' };

/** A student's new duplicate report on cat1/p1 with its day counter, in one update. */
const duplicateReport = (uid: string, link: string): Fields => ({
  [`reports/${uid}/cat1-p1`]: {
    exam: 'cat1',
    paperId: 'p1',
    kind: 'duplicate',
    link,
    createdAt: serverTimestamp(),
    status: 'open',
  },
  [`reporters/${uid}/since`]: serverTimestamp(),
  [`reporters/${uid}/count`]: 1,
  [`reporters/${uid}/last`]: 'cat1-p1',
});

const inboxItem = (by: string, link: string): Fields => ({
  kind: 'arrived',
  title: 'CSE2005 Operating Systems (CAT-1, A2) has arrived',
  link,
  at: serverTimestamp(),
  by,
});

describe('links in reports and inbox items under database.rules.json', () => {
  const rules = useRulesTestEnvironment();
  const { student, guest, moderator, nobody, db, seed, stored } = rulesRoles(() => rules().testEnv);

  beforeEach(() => seed({ 'cat1/p1': IMPORTED }));

  describe('a duplicate report’s link', () => {
    it('accepts a path of this site from the student who reports', async () => {
      await assertSucceeds(db(student('asha')).update(duplicateReport('asha', '/cat2papers/p9')));
      expect(await stored('reports/asha/cat1-p1/link')).toBe('/cat2papers/p9');
    });

    it.each(OFF_SITE)('refuses %s from the student, a guest and nobody', async (_, link) => {
      await assertFails(db(student('asha')).update(duplicateReport('asha', link)));
      await assertFails(db(guest('anon')).update(duplicateReport('anon', link)));
      await assertFails(db(nobody()).update(duplicateReport('anon', link)));
      expect(await stored('reports')).toBeNull();
    });

    it.each(OFF_SITE)('refuses %s from a moderator resolving the report', async (_, link) => {
      await assertSucceeds(db(student('asha')).update(duplicateReport('asha', '/cat2papers/p9')));
      await assertFails(
        db(moderator()).update({
          'reports/asha/cat1-p1/status': 'fixed',
          'reports/asha/cat1-p1/resolvedBy': 'mod',
          'reports/asha/cat1-p1/resolvedAt': serverTimestamp(),
          'reports/asha/cat1-p1/link': link,
        }),
      );
      expect(await stored('reports/asha/cat1-p1')).toMatchObject({
        status: 'open',
        link: '/cat2papers/p9',
      });
    });
  });

  describe('an inbox item’s link', () => {
    it('accepts a path of this site from a moderator', async () => {
      await assertSucceeds(
        db(moderator()).child('inbox/asha/i1').set(inboxItem('mod', '/cat1papers/p1')),
      );
      await assertSucceeds(db(moderator()).child('inbox/asha/i2').set(inboxItem('mod', '/')));
      expect(await stored('inbox/asha/i1/link')).toBe('/cat1papers/p1');
    });

    it.each(OFF_SITE)('refuses %s from a moderator, the student and nobody', async (_, link) => {
      await assertFails(db(moderator()).child('inbox/asha/i1').set(inboxItem('mod', link)));
      await assertFails(db(student('asha')).child('inbox/asha/i1').set(inboxItem('asha', link)));
      await assertFails(db(guest('anon')).child('inbox/anon/i1').set(inboxItem('anon', link)));
      await assertFails(db(nobody()).child('inbox/asha/i1').set(inboxItem('mod', link)));
      expect(await stored('inbox')).toBeNull();
    });
  });
});
