import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { REPO_ROOT } from '../index';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';
import { DatabaseRules } from './database-rules';

jest.setTimeout(30_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

const reward = () => ({ coins: increment(30), lastRewardAt: serverTimestamp() });

describe('database.rules.json under @firebase/rules-unit-testing', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const alice = () => testEnv.authenticatedContext('alice').database();
  const bob = () => testEnv.authenticatedContext('bob').database();

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  afterAll(() => setup.cleanup());

  it('lets a user add exactly 30 coins to their own record, once per 10 s', async () => {
    const db = alice();
    await assertSucceeds(db.ref('users/alice').update(reward()));
    await assertFails(db.ref('users/alice').update(reward()));
    const record = (await assertSucceeds(db.ref('users/alice').get())).val() as { coins: number };
    expect(record.coins).toBe(30);
  });

  it("denies reading or writing another user's record", async () => {
    const db = bob();
    await assertFails(db.ref('users/alice').update(reward()));
    await assertFails(db.ref('users/alice').get());
    await assertFails(db.ref('users').get());
  });

  it('denies a reward of 31 coins and any other coin value', async () => {
    const db = bob();
    await assertFails(
      db.ref('users/bob').update({ coins: increment(31), lastRewardAt: serverTimestamp() }),
    );
    await assertFails(db.ref('users/bob').set({ coins: 1000, lastRewardAt: serverTimestamp() }));
    await assertFails(db.ref('users/bob').update({ coins: increment(30), lastRewardAt: 1 }));
    await assertFails(db.ref('users/bob/coins').set(30));
    await assertFails(db.ref('users/bob').set(null));
  });

  it.each(['cat1', 'cat2', 'fat', 'materials', 'faqs', 'placements'])(
    'denies client writes to %s and lets everyone read it',
    async (p) => {
      const db = alice();
      await assertFails(db.ref(`${p}/hacked`).set('x'));
      await assertFails(db.ref(p).update({ hacked: 'x' }));
      expect((await assertSucceeds(db.ref(`${p}/hacked`).get())).exists()).toBe(false);
      await assertSucceeds(testEnv.unauthenticatedContext().database().ref(p).get());
    },
  );

  it.each(['cat1', 'cat2', 'fat'])(
    "lets every reader read %s's first part (its first papers by course name) and what was published since, over the SDK and REST",
    async (p) => {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await context
          .database()
          .ref(p)
          .set({
            k1: { name: ['Operating Systems', 'CSE2005'], file_name: 'a' },
            k2: { name: ['Calculus', 'MAT1011'], file_name: 'b' },
            k3: { name: ['Algorithms', 'CSE2001'], file_name: 'c' },
          });
      });
      for (const db of [testEnv.unauthenticatedContext().database(), alice()]) {
        const part = await assertSucceeds(db.ref(p).orderByChild('name/0').limitToFirst(2).get());
        const names: string[] = [];
        part.forEach((child) => {
          names.push((child.val() as { name: string[] }).name[0]!);
        });
        expect(names).toEqual(['Algorithms', 'Calculus']);
      }
      // The REST read the start-up makes (shell/src/startup/lists/first-part-query.ts): the rules index
      // name/0, or the database would refuse the ordering ("Index not defined").
      const url = `http://127.0.0.1:${setup.emulator.ports.database}/${p}.json?ns=demo-vithelper&orderBy=%22name%2F0%22&limitToFirst=2`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Object.keys((await response.json()) as object).sort()).toEqual(['k2', 'k3']);
      // And the change-only refresh's read: what was published after a time, by approvedAt.
      const changes = await fetch(
        `http://127.0.0.1:${setup.emulator.ports.database}/${p}.json?ns=demo-vithelper&orderBy=%22approvedAt%22&startAfter=0`,
      );
      expect(changes.status).toBe(200);
      await testEnv.withSecurityRulesDisabled((context) => context.database().ref(p).remove());
    },
  );

  it('denies unauthenticated users their reward and any user record', async () => {
    const db = testEnv.unauthenticatedContext().database();
    await assertFails(db.ref('users/alice').get());
    await assertFails(db.ref('users/alice').update(reward()));
  });

  it('denies paths without rules', async () => {
    await assertFails(alice().ref('secrets').get());
    await assertFails(alice().ref('secrets/x').set(1));
  });

  it('withSecurityRulesDisabled writes anywhere, and clearDatabase empties the database', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context.database().ref('secrets/x').set(1);
    });
    await testEnv.withSecurityRulesDisabled(async (context) => {
      expect((await context.database().ref('secrets/x').get()).val()).toBe(1);
    });
    await testEnv.clearDatabase();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      expect((await context.database().ref('/').get()).exists()).toBe(false);
    });
  });
});

describe('DatabaseRules on the real rules file, with a controlled clock', () => {
  const auth = { uid: 'u1', provider: 'anonymous', token: {} };
  const at = (coins: number, lastRewardAt: number) => ({ users: { u1: { coins, lastRewardAt } } });
  const paths = [['users', 'u1']];
  let rules: DatabaseRules;

  beforeAll(async () => {
    rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
  });

  it('allows the next reward 10 s after the last, not 9.999 s', () => {
    const old = at(30, 1_000_000);
    expect(
      rules.canWrite({ oldRoot: old, newRoot: at(60, 1_010_000), paths, auth, now: 1_010_000 }),
    ).toBe(true);
    expect(
      rules.canWrite({ oldRoot: old, newRoot: at(60, 1_009_999), paths, auth, now: 1_009_999 }),
    ).toBe(false);
  });

  it('denies unauthenticated writes and keeps content readable by everyone', () => {
    expect(rules.canWrite({ oldRoot: null, newRoot: at(30, 5), paths, auth: null, now: 5 })).toBe(
      false,
    );
    expect(rules.canRead(['cat1', 'x'], null, null, 0)).toBe(true);
    expect(rules.canRead(['users', 'u1'], null, null, 0)).toBe(false);
    expect(rules.canRead(['users', 'u1'], null, auth, 0)).toBe(true);
  });

  it('treats rule errors as false and supports the documented expression set', () => {
    const custom = DatabaseRules.fromJson({
      rules: {
        a: { '.read': "auth.uid == 'x'" },
        b: {
          '.read':
            "root.child('flags/open').val() === true && 'ab'.length == 2 && !(1 > 2) && 7 % 4 == 3",
        },
        c: { $id: { '.read': "$id.beginsWith('pub') ? true : false" } },
      },
    });
    const root = { flags: { open: true } };
    expect(custom.canRead(['a'], root, null, 0)).toBe(false);
    expect(custom.canRead(['b'], root, null, 0)).toBe(true);
    expect(custom.canRead(['c', 'public'], root, null, 0)).toBe(true);
    expect(custom.canRead(['c', 'private'], root, null, 0)).toBe(false);
  });

  it('refuses rules it cannot interpret when loading', () => {
    expect(() => DatabaseRules.fromJson({ rules: { '.read': 'a = 1' } })).toThrow();
    expect(() => DatabaseRules.fromJson({ rules: { '.read': 'x | y' } })).toThrow();
    expect(() => DatabaseRules.fromJson({ rules: { '.read': 42 } })).toThrow();
  });
});
