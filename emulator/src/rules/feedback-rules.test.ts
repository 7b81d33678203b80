import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import { rulesRoles, type Fields } from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

const DAY = 24 * 60 * 60 * 1000;

/** An imported paper (no approval fields) and a contributed one, as the seed has them. */
const IMPORTED = {
  name: ['Operating Systems', 'CSE2005', 'C1'],
  file_name: 'CSE2005_CAT1_C1_2019',
};
const PUBLISHED = {
  name: ['Compiler Design', 'CSE4001'],
  file_name: 'p2',
  approvedBy: 'mod',
  approvedAt: 1_700_000_000_000,
};

/** A student's new report on cat1/<paperId>: the report and the day's counter, in one update. */
function reportUpdate(
  uid: string,
  paperId = 'p1',
  fields: Fields = {},
  counter: Fields = { since: serverTimestamp(), count: 1 },
): Fields {
  const key = `cat1-${paperId}`;
  return {
    [`reports/${uid}/${key}`]: {
      exam: 'cat1',
      paperId,
      kind: 'unreadable',
      createdAt: serverTimestamp(),
      status: 'open',
      ...fields,
    },
    ...Object.fromEntries(
      Object.entries(counter).map(([name, value]) => [`reporters/${uid}/${name}`, value]),
    ),
    [`reporters/${uid}/last`]: key,
  };
}

/** A moderator's resolution of one report, with the reporter's inbox item. */
function resolveUpdate(moderator: string, uid: string, status: string, fields: Fields = {}) {
  return {
    [`reports/${uid}/cat1-p1/status`]: status,
    [`reports/${uid}/cat1-p1/resolvedBy`]: moderator,
    [`reports/${uid}/cat1-p1/resolvedAt`]: serverTimestamp(),
    ...Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [`reports/${uid}/cat1-p1/${name}`, value]),
    ),
    [`inbox/${uid}/i1`]: {
      kind: 'report',
      title: 'Your report on CSE2005 (CAT-1)',
      outcome: status,
      at: serverTimestamp(),
      by: moderator,
      link: '/cat1papers/p1',
    },
  };
}

/** A student's new request with their own vote. */
function requestValue(uid: string, fields: Fields = {}): Fields {
  return {
    exam: 'cat1',
    courseCode: 'CSE2005',
    slot: 'A2',
    by: uid,
    createdAt: serverTimestamp(),
    status: 'open',
    votes: { [uid]: true },
    ...fields,
  };
}
const REQUEST = 'requests/cat1~CSE2005~A2';

/** A new request at `path` with its day's counter (requesters/<uid>), as the rules want them. */
const newRequest = (uid: string, path: string, value: Fields): Fields => ({
  [path]: value,
  [`requesters/${uid}/since`]: serverTimestamp(),
  [`requesters/${uid}/count`]: 1,
  [`requesters/${uid}/last`]: path.replace('requests/', ''),
});

const inboxItem = (by: string, fields: Fields = {}) => ({
  kind: 'arrived',
  title: 'CSE2005 Operating Systems (CAT-1, A2) has arrived',
  link: '/cat1papers/p1',
  at: serverTimestamp(),
  by,
  ...fields,
});

describe('reports, requests, trash and inbox under database.rules.json', () => {
  const rules = useRulesTestEnvironment();
  const { student, guest, moderator, nobody, db, seed, stored } = rulesRoles(() => rules().testEnv);

  beforeEach(() => seed({ 'cat1/p1': IMPORTED, 'cat1/p2': PUBLISHED }));

  describe('reports', () => {
    it('lets a signed-in student report a paper; only they and moderators read it', async () => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      const own = await assertSucceeds(db(student('asha')).child('reports/asha/cat1-p1').get());
      expect(own.val()).toMatchObject({ kind: 'unreadable', status: 'open' });
      expect(await stored('reporters/asha')).toMatchObject({ count: 1, last: 'cat1-p1' });
      await assertSucceeds(db(moderator()).child('reports').get());
      await assertFails(db(student('ravi')).child('reports/asha').get());
      await assertFails(db(student('ravi')).child('reports').get());
      await assertFails(db(nobody()).child('reports/asha').get());
      await assertFails(db(student('ravi')).child('reporters/asha').get());
    });

    it('refuses a report from a guest account, from nobody and into another student', async () => {
      await assertFails(db(guest('anon')).update(reportUpdate('anon')));
      await assertFails(db(nobody()).update(reportUpdate('anon')));
      await assertFails(db(student('ravi')).update(reportUpdate('asha')));
    });

    it.each<[string, Fields]>([
      [
        'a wrong-details report with its field and right value',
        { kind: 'details', field: 'courseCode', value: 'CSE2006' },
      ],
      ['a wrong-exam report naming the right exam', { kind: 'wrong-exam', value: 'cat2' }],
      ['a duplicate naming the other paper', { kind: 'duplicate', link: '/cat1papers/p2' }],
      [
        'another problem in words',
        { kind: 'other', text: 'Pages 3 and 4 are from another course.' },
      ],
    ])('accepts %s', async (_, fields) => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha', 'p1', fields)));
    });

    it.each<[string, Fields]>([
      ['wrong details without the right value', { kind: 'details', field: 'courseCode' }],
      ['a field that is not a detail', { kind: 'details', field: 'coins', value: '1' }],
      ['a duplicate without its link', { kind: 'duplicate' }],
      ['a duplicate linking a script', { kind: 'duplicate', link: 'javascript:alert(1)' }],
      ['"other" without words', { kind: 'other' }],
      ['a text over 500 characters', { kind: 'other', text: 'x'.repeat(501) }],
      ['an unknown kind', { kind: 'spam' }],
      ['a resolved status of its own', { status: 'fixed' }],
      ['a resolver of its own', { resolvedBy: 'asha' }],
      ['a made-up time', { createdAt: 5 }],
      ['a field the rules do not name', { votes: 100 }],
      ['a paper that does not exist', { paperId: 'nope' }],
    ])('refuses a report with %s', async (_, fields) => {
      const update = reportUpdate('asha', 'p1', fields);
      if (fields.paperId) {
        update['reports/asha/cat1-nope'] = update['reports/asha/cat1-p1'];
        delete update['reports/asha/cat1-p1'];
        update['reporters/asha/last'] = 'cat1-nope';
      }
      await assertFails(db(student('asha')).update(update));
    });

    it('refuses a report without its counter, and a counter without its report', async () => {
      const update = reportUpdate('asha');
      const withoutCounter = { 'reports/asha/cat1-p1': update['reports/asha/cat1-p1'] };
      await assertFails(db(student('asha')).update(withoutCounter));
      const counterOnly = { ...update };
      delete counterOnly['reports/asha/cat1-p1'];
      await assertFails(db(student('asha')).update(counterOnly));
    });

    it('keeps one open report per student per paper; a new one once it is resolved', async () => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      const again = reportUpdate(
        'asha',
        'p1',
        { kind: 'other', text: 'again' },
        { count: increment(1) },
      );
      await assertFails(db(student('asha')).update(again));
      await assertSucceeds(
        db(student('asha')).update(reportUpdate('asha', 'p2', {}, { count: increment(1) })),
      );
      await assertSucceeds(db(moderator()).update(resolveUpdate('mod', 'asha', 'fixed')));
      await assertSucceeds(db(student('asha')).update(again));
      expect(await stored('reporters/asha/count')).toBe(3);
    });

    it('refuses the 11th report of a day, and counts afresh a day after the first', async () => {
      await seed({
        'reporters/asha': { since: Date.now() - 60_000, count: 10, last: 'cat1-p9' },
      });
      await assertFails(
        db(student('asha')).update(reportUpdate('asha', 'p1', {}, { count: increment(1) })),
      );
      // Resetting the window early is refused too.
      await assertFails(db(student('asha')).update(reportUpdate('asha')));
      await seed({ 'reporters/asha/since': Date.now() - DAY - 1000 });
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      expect(await stored('reporters/asha/count')).toBe(1);
    });

    it('lets the counter move by one only, never back', async () => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      await assertFails(db(student('asha')).update(reportUpdate('asha', 'p2', {}, { count: 0 })));
      await assertFails(
        db(student('asha')).update(reportUpdate('asha', 'p2', {}, { count: increment(2) })),
      );
    });

    it('lets only a moderator resolve, with who and when; dismissing needs a reason', async () => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      await assertFails(db(student('asha')).update(resolveUpdate('asha', 'asha', 'fixed')));
      await assertFails(db(student('ravi')).update(resolveUpdate('ravi', 'asha', 'fixed')));
      await assertFails(db(moderator()).update(resolveUpdate('someone-else', 'asha', 'fixed')));
      await assertFails(db(moderator()).update(resolveUpdate('mod', 'asha', 'dismissed')));
      await assertSucceeds(
        db(moderator()).update(
          resolveUpdate('mod', 'asha', 'dismissed', { reason: 'The scan reads fine here.' }),
        ),
      );
      expect(await stored('reports/asha/cat1-p1')).toMatchObject({
        status: 'dismissed',
        resolvedBy: 'mod',
        reason: 'The scan reads fine here.',
      });
      // Resolved once: a second moderator's decision is refused.
      await assertFails(db(moderator('mod2')).update(resolveUpdate('mod2', 'asha', 'fixed')));
    });

    it('never lets a student delete a report', async () => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      await assertFails(db(student('asha')).child('reports/asha/cat1-p1').remove());
      await assertFails(db(student('asha')).child('reporters/asha').remove());
    });
  });

  describe('requests', () => {
    it('lets a signed-in student create a request with their vote; any signed-in visitor reads them', async () => {
      await assertSucceeds(
        db(student('asha')).update(newRequest('asha', REQUEST, requestValue('asha'))),
      );
      const open = (context: RulesTestContext) =>
        db(context).child('requests').orderByChild('status').equalTo('open').limitToFirst(100);
      await assertSucceeds(open(guest('anon')).get());
      await assertFails(open(nobody()).get());
      const any = 'requests/cat1~CSE2005~any';
      await assertFails(
        db(guest('anon')).update(newRequest('anon', any, requestValue('anon', { slot: null }))),
      );
      await assertFails(
        db(nobody()).update(newRequest('x', any, requestValue('x', { slot: null }))),
      );
      await assertSucceeds(
        db(student('ravi')).update(newRequest('ravi', any, requestValue('ravi', { slot: null }))),
      );
    });

    it.each<[string, string, Fields]>([
      ['a key that differs from its fields', 'requests/cat1~CSE2006~A2', {}],
      ['a lower-case code', 'requests/cat1~cse2005~A2', { courseCode: 'cse2005' }],
      ['a spaced code', 'requests/cat1~CSE 2005~A2', { courseCode: 'CSE 2005' }],
      ['a malformed slot', 'requests/cat1~CSE2005~a2', { slot: 'a2' }],
      ['someone else as the requester', REQUEST, { by: 'ravi' }],
      ['without the requester’s vote', REQUEST, { votes: null }],
      ['votes of others', REQUEST, { votes: { asha: true, ravi: true, x: true } }],
      ['a vote count of its own', REQUEST, { count: 50 }],
      ['a closed status', REQUEST, { status: 'closed' }],
      ['a made-up time', REQUEST, { createdAt: 5 }],
    ])('refuses a request with %s', async (_, path, fields) => {
      await assertFails(
        db(student('asha')).update(newRequest('asha', path, requestValue('asha', fields))),
      );
    });

    it('refuses a second copy of a request; others add one vote each, their own only', async () => {
      await assertSucceeds(
        db(student('asha')).update(newRequest('asha', REQUEST, requestValue('asha'))),
      );
      await assertFails(
        db(student('ravi')).update(newRequest('ravi', REQUEST, requestValue('ravi'))),
      );
      await assertSucceeds(db(student('ravi')).child(`${REQUEST}/votes/ravi`).set(true));
      await assertFails(db(student('ravi')).child(`${REQUEST}/votes/meera`).set(true));
      await assertFails(db(student('ravi')).child(`${REQUEST}/votes/ravi`).set(5));
      await assertFails(db(guest('anon')).child(`${REQUEST}/votes/anon`).set(true));
      await assertFails(db(nobody()).child(`${REQUEST}/votes/x`).set(true));
      await assertFails(db(student('ravi')).child(`${REQUEST}/status`).set('closed'));
      await assertFails(db(student('ravi')).child(`${REQUEST}/count`).set(99));
      // Taking one's own vote back is allowed.
      await assertSucceeds(db(student('ravi')).child(`${REQUEST}/votes/ravi`).remove());
      await assertFails(db(student('ravi')).child(`${REQUEST}/votes/asha`).remove());
      expect(Object.keys((await stored(`${REQUEST}/votes`)) as object)).toEqual(['asha']);
    });

    it('lets only a moderator close a request, naming a published paper; closed takes no votes', async () => {
      await assertSucceeds(
        db(student('asha')).update(newRequest('asha', REQUEST, requestValue('asha'))),
      );
      const close = (by: string, paperId = 'p1') => ({
        [`${REQUEST}/status`]: 'closed',
        [`${REQUEST}/closedBy`]: by,
        [`${REQUEST}/closedAt`]: serverTimestamp(),
        [`${REQUEST}/paperId`]: paperId,
      });
      await assertFails(db(student('asha')).update(close('asha')));
      await assertFails(db(moderator()).update(close('mod', 'no-such-paper')));
      await assertFails(db(moderator()).update(close('someone')));
      await assertSucceeds(db(moderator()).update(close('mod')));
      await assertFails(db(student('ravi')).child(`${REQUEST}/votes/ravi`).set(true));
      await assertFails(db(moderator()).child(REQUEST).remove());
    });
  });

  describe('details fixed in place', () => {
    /** A moderator's correction of cat1/<paperId>'s name, with its reports resolved as fixed. */
    const fix = (paperId: string, name: Fields, extra: Fields = {}) => ({
      ...Object.fromEntries(
        Object.entries(name).map(([index, value]) => [`cat1/${paperId}/name/${index}`, value]),
      ),
      ...extra,
    });

    it('lets a moderator correct a paper’s course and slot and resolve its report in one update', async () => {
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      await assertSucceeds(
        db(moderator()).update(
          fix('p1', { 1: 'CSE2006', 2: 'C2' }, resolveUpdate('mod', 'asha', 'fixed')),
        ),
      );
      expect(await stored('cat1/p1')).toEqual({
        ...IMPORTED,
        name: ['Operating Systems', 'CSE2006', 'C2'],
      });
      expect(await stored('reports/asha/cat1-p1/status')).toBe('fixed');
      // A contributed paper keeps its approval; its slot may be added or taken away.
      await assertSucceeds(
        db(moderator()).update(fix('p2', { 0: 'Compiler Design Lab', 2: 'B1' })),
      );
      await assertSucceeds(db(moderator()).update(fix('p2', { 2: null })));
      expect(await stored('cat1/p2')).toEqual({
        ...PUBLISHED,
        name: ['Compiler Design Lab', 'CSE4001'],
      });
    });

    it('refuses the correction from a student, a guest and nobody', async () => {
      for (const context of [student('asha'), guest('anon'), nobody()]) {
        await assertFails(db(context).update(fix('p1', { 1: 'CSE2006' })));
      }
      expect(await stored('cat1/p1')).toEqual(IMPORTED);
    });

    it.each<[string, Fields]>([
      ['a malformed course code', { 'cat1/p1/name/1': 'cse 2006' }],
      ['a malformed slot', { 'cat1/p1/name/2': 'slot C' }],
      ['a one-letter course name', { 'cat1/p1/name/0': 'O' }],
      ['no course code', { 'cat1/p1/name/1': null }],
      ['a different file', { 'cat1/p1/file_name': 'other' }],
      ['a new approval', { 'cat1/p2/approvedBy': 'mod', 'cat1/p2/approvedAt': serverTimestamp() }],
      ['another submission named', { 'cat1/p2/submission': 'ravi/p9' }],
      ['a field the rules do not name', { 'cat1/p1/coins': 1 }],
      ['a whole new record over the old', { 'cat1/p1': { ...IMPORTED, file_name: 'p1' } }],
    ])('refuses a moderator’s edit with %s', async (_, values) => {
      await assertFails(db(moderator()).update(values));
    });
  });

  describe('file replaced in place', () => {
    const NEW = 'a'.repeat(64);
    const OLD = 'b'.repeat(64);
    /** cat1/<paperId>'s file pointed at images/<paperId>-<sha256>.pdf, with its hash entry. */
    const replace = (paperId: string, sha256 = NEW, extra: Fields = {}) => ({
      [`cat1/${paperId}/file_name`]: `${paperId}-${sha256}`,
      [`hashes/${sha256}`]: { exam: 'cat1', paperId },
      ...extra,
    });

    it('lets a moderator point a paper at a new file with its hash, resolving the report', async () => {
      await seed({
        [`hashes/${OLD}`]: { exam: 'cat1', paperId: 'p2' },
      });
      await assertSucceeds(db(student('asha')).update(reportUpdate('asha')));
      await assertSucceeds(
        db(moderator()).update(replace('p1', NEW, resolveUpdate('mod', 'asha', 'fixed'))),
      );
      expect(await stored('cat1/p1')).toEqual({ ...IMPORTED, file_name: `p1-${NEW}` });
      expect(await stored(`hashes/${NEW}`)).toEqual({ exam: 'cat1', paperId: 'p1' });
      expect(await stored('reports/asha/cat1-p1/status')).toBe('fixed');
      // A contributed paper keeps its approval; its old file's hash entry goes in the same update.
      await assertSucceeds(
        db(moderator()).update(replace('p2', 'c'.repeat(64), { [`hashes/${OLD}`]: null })),
      );
      expect(await stored('cat1/p2')).toEqual({ ...PUBLISHED, file_name: `p2-${'c'.repeat(64)}` });
      expect(await stored(`hashes/${OLD}`)).toBeNull();
    });

    it('refuses the new file from the owner, another student, a guest and nobody', async () => {
      for (const context of [student('asha'), student('ravi'), guest('anon'), nobody()]) {
        await assertFails(db(context).update(replace('p2')));
        await assertFails(db(context).child('cat1/p2/file_name').set(`p2-${NEW}`));
      }
      expect(await stored('cat1/p2')).toEqual(PUBLISHED);
    });

    it.each<[string, Fields]>([
      ['no hash entry for it', { 'cat1/p1/file_name': `p1-${NEW}` }],
      [
        'a hash entry for another paper',
        replace('p1', NEW, { [`hashes/${NEW}`]: { exam: 'cat1', paperId: 'p2' } }),
      ],
      [
        'a hash entry for another exam',
        replace('p1', NEW, { [`hashes/${NEW}`]: { exam: 'fat', paperId: 'p1' } }),
      ],
      ['another paper’s name', { ...replace('p1'), 'cat1/p1/file_name': `p2-${NEW}` }],
      [
        'a name that is not a hash',
        { 'cat1/p1/file_name': 'p1-new', 'hashes/new': { exam: 'cat1', paperId: 'p1' } },
      ],
      ['a folder in the name', { ...replace('p1'), 'cat1/p1/file_name': `p1-x/../${NEW}` }],
    ])('refuses a moderator’s new file with %s', async (_, values) => {
      await assertFails(db(moderator()).update(values));
      expect(await stored('cat1/p1')).toEqual(IMPORTED);
    });

    it('refuses a file whose hash is already taken (a duplicate of a paper or submission)', async () => {
      await seed({
        [`hashes/${NEW}`]: { exam: 'cat1' },
        [`hashOwners/${NEW}`]: { uid: 'ravi', submission: 's9' },
      });
      await assertFails(db(moderator()).update(replace('p1')));
      expect(await stored('cat1/p1')).toEqual(IMPORTED);
    });
  });

  describe('trash', () => {
    const trashEntry = (record: Fields, fields: Fields = {}) => ({
      record,
      removedBy: 'mod',
      removedAt: serverTimestamp(),
      reason: 'Reported as unreadable',
      ...fields,
    });
    const remove = (paperId: string, record: Fields, fields: Fields = {}) => ({
      [`cat1/${paperId}`]: null,
      [`trash/cat1/${paperId}`]: trashEntry(record, fields),
    });
    const restore = (paperId: string, record: Fields) => ({
      [`cat1/${paperId}`]: record,
      [`trash/cat1/${paperId}`]: null,
    });

    it('lets a moderator move a paper to the trash and restore it as it was', async () => {
      await assertSucceeds(db(moderator()).update(remove('p1', IMPORTED)));
      expect(await stored('cat1/p1')).toBeNull();
      await assertSucceeds(db(moderator()).child('trash').get());
      await assertSucceeds(db(moderator()).update(restore('p1', IMPORTED)));
      expect(await stored('cat1/p1')).toEqual(IMPORTED);
      expect(await stored('trash/cat1/p1')).toBeNull();

      await assertSucceeds(db(moderator()).update(remove('p2', PUBLISHED)));
      await assertSucceeds(db(moderator()).update(restore('p2', PUBLISHED)));
      expect(await stored('cat1/p2')).toEqual(PUBLISHED);
    });

    it('never deletes a paper silently, nor lets a student, guest or nobody touch the trash', async () => {
      await assertFails(db(moderator()).child('cat1/p1').remove());
      await assertFails(db(student('asha')).update(remove('p1', IMPORTED)));
      await assertFails(db(guest('anon')).update(remove('p1', IMPORTED)));
      await assertFails(db(nobody()).update(remove('p1', IMPORTED)));
      await assertFails(db(student('asha')).child('trash').get());
      await assertFails(db(nobody()).child('trash').get());
      await assertSucceeds(db(moderator()).update(remove('p1', IMPORTED)));
      await assertFails(db(student('asha')).update(restore('p1', IMPORTED)));
    });

    it.each<[string, Fields, Fields]>([
      ['a record that differs from the paper', { ...IMPORTED, file_name: 'other' }, {}],
      ['a record without its slot', { ...IMPORTED, name: ['Operating Systems', 'CSE2005'] }, {}],
      ['another moderator named', IMPORTED, { removedBy: 'someone' }],
      ['a made-up time', IMPORTED, { removedAt: 5 }],
      ['a field the rules do not name', IMPORTED, { coins: 1 }],
    ])('refuses a removal with %s', async (_, record, fields) => {
      await assertFails(db(moderator()).update(remove('p1', record, fields)));
    });

    it('restores only what was removed, and only within 30 days; then the entry may be purged', async () => {
      await assertSucceeds(db(moderator()).update(remove('p1', IMPORTED)));
      await assertFails(
        db(moderator()).update(restore('p1', { ...IMPORTED, name: ['Changed', 'CSE2005', 'C1'] })),
      );
      await assertFails(db(moderator()).child('trash/cat1/p1').remove());
      await seed({ 'trash/cat1/p1/removedAt': Date.now() - 31 * DAY });
      await assertFails(db(moderator()).update(restore('p1', IMPORTED)));
      await assertSucceeds(db(moderator()).child('trash/cat1/p1').remove());
    });
  });

  describe('inbox', () => {
    it('lets a moderator write an item that only its owner reads', async () => {
      await assertSucceeds(db(moderator()).child('inbox/asha/i1').set(inboxItem('mod')));
      await assertSucceeds(db(student('asha')).child('inbox/asha').get());
      await assertFails(db(student('ravi')).child('inbox/asha').get());
      await assertFails(db(nobody()).child('inbox/asha').get());
      await assertFails(db(moderator()).child('inbox/asha/i1').set(inboxItem('mod')));
    });

    it.each<[string, Fields]>([
      ['another author', { by: 'someone' }],
      ['an unknown kind', { kind: 'ad' }],
      ['a link off the site', { link: 'https://example.com/' }],
      ['a made-up time', { at: 5 }],
      ['a field the rules do not name', { html: '<b>' }],
    ])('refuses an item with %s', async (_, fields) => {
      await assertFails(db(moderator()).child('inbox/asha/i1').set(inboxItem('mod', fields)));
    });

    it('refuses items written by a student, a guest or nobody, even into their own inbox', async () => {
      await assertFails(db(student('asha')).child('inbox/asha/i1').set(inboxItem('asha')));
      await assertFails(db(student('ravi')).child('inbox/asha/i1').set(inboxItem('ravi')));
      await assertFails(db(guest('anon')).child('inbox/anon/i1').set(inboxItem('anon')));
      await assertFails(db(nobody()).child('inbox/asha/i1').set(inboxItem('x')));
    });

    it('lets only the owner mark their own existing items read, with the server time', async () => {
      await assertSucceeds(db(moderator()).child('inbox/asha/i1').set(inboxItem('mod')));
      await assertSucceeds(db(student('asha')).child('inboxRead/asha/i1').set(serverTimestamp()));
      await assertSucceeds(db(student('asha')).child('inboxRead/asha').get());
      await assertFails(db(student('asha')).child('inboxRead/asha/i1').set(5));
      await assertFails(db(student('asha')).child('inboxRead/asha/nothing').set(serverTimestamp()));
      await assertFails(db(student('ravi')).child('inboxRead/asha/i1').set(serverTimestamp()));
      await assertFails(db(student('ravi')).child('inboxRead/asha').get());
      await assertFails(db(moderator()).child('inboxRead/asha/i1').set(serverTimestamp()));
      await assertFails(db(nobody()).child('inboxRead/asha/i1').set(serverTimestamp()));
    });
  });
});
