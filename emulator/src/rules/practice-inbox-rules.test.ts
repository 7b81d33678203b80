import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import { rulesRoles, type Fields } from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * inbox/<uid>/due-<day>: the morning practice item (docs/practice.md, "Due today"), made by the
 * student's own device once a day. The owner may create that one id, of kind "due", once; nobody
 * else may, and the owner may still write no other item (those are the moderators').
 */
const DAY_ID = 'due-2026-11-29';
const dueItem = (by: string, fields: Fields = {}) => ({
  kind: 'due',
  title: '12 questions are due today in Operating Systems',
  link: '/courses/CSE2005/practice',
  at: serverTimestamp(),
  by,
  ...fields,
});

describe('the morning practice item under database.rules.json', () => {
  const rules = useRulesTestEnvironment();
  const { student, guest, moderator, nobody, db, stored } = rulesRoles(() => rules().testEnv);

  it('lets a student add the day’s item to their own inbox once, and read it', async () => {
    await assertSucceeds(db(student('asha')).child(`inbox/asha/${DAY_ID}`).set(dueItem('asha')));
    expect(await stored(`inbox/asha/${DAY_ID}`)).toMatchObject({
      kind: 'due',
      title: '12 questions are due today in Operating Systems',
      by: 'asha',
    });
    await assertSucceeds(db(student('asha')).child('inbox/asha').get());
    // A second device, or a second tab, the same day: the item stays one, unchanged.
    await assertFails(
      db(student('asha'))
        .child(`inbox/asha/${DAY_ID}`)
        .set(dueItem('asha', { title: '3 questions are due today in Compiler Design' })),
    );
    await assertFails(db(student('asha')).child(`inbox/asha/${DAY_ID}`).remove());
    // The next day has its own.
    await assertSucceeds(
      db(student('asha')).child('inbox/asha/due-2026-11-30').set(dueItem('asha')),
    );
    // Its read mark is the owner's, as for any item.
    await assertSucceeds(
      db(student('asha')).child(`inboxRead/asha/${DAY_ID}`).set(serverTimestamp()),
    );
  });

  it('refuses the item from another student, a guest, a moderator or nobody', async () => {
    await assertFails(db(student('ravi')).child(`inbox/asha/${DAY_ID}`).set(dueItem('ravi')));
    await assertFails(db(guest('anon')).child(`inbox/anon/${DAY_ID}`).set(dueItem('anon')));
    await assertFails(db(moderator()).child(`inbox/asha/${DAY_ID}`).set(dueItem('mod')));
    await assertFails(db(nobody()).child(`inbox/asha/${DAY_ID}`).set(dueItem('x')));
    expect(await stored('inbox')).toBeNull();
  });

  it.each<[string, string, Fields]>([
    ['another kind under the day’s id', DAY_ID, { kind: 'arrived' }],
    ['the practice kind under any other id', 'i1', {}],
    ['an id that is not a day', 'due-tomorrow', {}],
    ['another author', DAY_ID, { by: 'ravi' }],
    ['a link off the site', DAY_ID, { link: 'https://example.com/' }],
    ['a made-up time', DAY_ID, { at: 5 }],
    ['a title too long', DAY_ID, { title: 'x'.repeat(201) }],
    ['a field the rules do not name', DAY_ID, { html: '<b>' }],
  ])('refuses the owner %s', async (_, id, fields) => {
    await assertFails(db(student('asha')).child(`inbox/asha/${id}`).set(dueItem('asha', fields)));
  });

  it('leaves the moderators their items, and the practice kind to the owner', async () => {
    const arrived = dueItem('mod', { kind: 'arrived', title: 'CSE2005 has arrived' });
    await assertSucceeds(db(moderator()).child('inbox/asha/i1').set(arrived));
    await assertFails(db(moderator()).child('inbox/asha/i2').set(dueItem('mod')));
    await assertFails(db(moderator()).child(`inbox/asha/${DAY_ID}`).set(arrived));
  });
});
