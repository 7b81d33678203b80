import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { signInAnonymously } from 'firebase/auth';
import { increment, serverTimestamp } from 'firebase/database';
import { ref as storageRef, uploadString } from 'firebase/storage';
import { REPO_ROOT, type RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';
import type { DbObject } from '../database/tree';
import { DatabaseRules } from './database-rules';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * docs/product.md: the coins are the only thing a student's browser writes. The
 * rules file names the children of users/{uid} and refuses any other, so a valid
 * +30 reward cannot carry a blob or a `role` beside it.
 */
const reward = () => ({ coins: increment(30), lastRewardAt: serverTimestamp() });
const BLOB = 'x'.repeat(1024 * 1024);
const EXTRAS: Array<[string, unknown]> = [
  ['a role', { role: 'admin' }],
  ['a 1 MB blob', { blob: BLOB }],
  ['a nested object', { profile: { name: 'Asha', admin: true } }],
];

describe('users/{uid} in database.rules.json takes coins and lastRewardAt and nothing else', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  // Students sign in anonymously (docs/product.md); the token says so.
  const anonymous = (uid: string) =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).database();
  let clock = 0;
  // Every test rewards its own user, so the 10 s between rewards never holds one up.
  const nextUid = () => `student-${(clock += 1)}`;

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  afterAll(() => setup.cleanup());

  it('lets the owner, signed in anonymously, store a valid reward: exactly its two children', async () => {
    const uid = nextUid();
    await assertSucceeds(anonymous(uid).ref(`users/${uid}`).update(reward()));
    const stored = (await assertSucceeds(anonymous(uid).ref(`users/${uid}`).get())).val() as Record<
      string,
      unknown
    >;
    expect(Object.keys(stored).sort()).toEqual(['coins', 'lastRewardAt']);
    expect(stored.coins).toBe(30);
  });

  it.each(EXTRAS)('refuses a valid reward that carries %s beside it', async (_, extra) => {
    const uid = nextUid();
    const db = anonymous(uid);
    await assertFails(db.ref(`users/${uid}`).update({ ...reward(), ...(extra as object) }));
    await assertFails(
      db
        .ref(`users/${uid}`)
        .set({ coins: 30, lastRewardAt: serverTimestamp(), ...(extra as object) }),
    );
    // Nothing of the refused writes is stored, and the plain reward still passes afterwards.
    expect((await assertSucceeds(db.ref(`users/${uid}`).get())).exists()).toBe(false);
    await assertSucceeds(db.ref(`users/${uid}`).update(reward()));
    const stored = (await assertSucceeds(db.ref(`users/${uid}`).get())).val() as object;
    expect(Object.keys(stored).sort()).toEqual(['coins', 'lastRewardAt']);
  });

  it('refuses the owner a child written on its own, beside an existing reward', async () => {
    const uid = nextUid();
    const db = anonymous(uid);
    await assertSucceeds(db.ref(`users/${uid}`).update(reward()));
    await assertFails(db.ref(`users/${uid}/role`).set('admin'));
    await assertFails(db.ref(`users/${uid}/blob`).set(BLOB));
    await assertFails(db.ref(`users/${uid}`).update({ role: 'admin' }));
    await assertFails(db.ref(`users/${uid}/coins/extra`).set(1));
    const stored = (await assertSucceeds(db.ref(`users/${uid}`).get())).val() as object;
    expect(stored).toEqual({ coins: 30, lastRewardAt: expect.any(Number) });
  });

  it("refuses another signed-in user the owner's record, extra children or not", async () => {
    const owner = nextUid();
    const other = anonymous(nextUid());
    await assertFails(other.ref(`users/${owner}`).update(reward()));
    await assertFails(other.ref(`users/${owner}`).update({ ...reward(), role: 'admin' }));
    await assertFails(other.ref(`users/${owner}/role`).set('admin'));
    await assertFails(other.ref(`users/${owner}`).get());
  });

  it('refuses an unauthenticated visitor any write or read under users', async () => {
    const uid = nextUid();
    const db = testEnv.unauthenticatedContext().database();
    await assertFails(db.ref(`users/${uid}`).update(reward()));
    await assertFails(db.ref(`users/${uid}`).update({ ...reward(), role: 'admin' }));
    await assertFails(db.ref(`users/${uid}/blob`).set(BLOB));
    await assertFails(db.ref('users').get());
  });

  it('refuses extra children in a multi-path update from the users level', async () => {
    const uid = nextUid();
    const db = anonymous(uid);
    await assertFails(
      db.ref('users').update({
        [`${uid}/coins`]: increment(30),
        [`${uid}/lastRewardAt`]: serverTimestamp(),
        [`${uid}/role`]: 'admin',
      }),
    );
    expect((await assertSucceeds(db.ref(`users/${uid}`).get())).exists()).toBe(false);
  });
});

describe('users/{uid} rules with a controlled clock', () => {
  const auth = { uid: 'u1', provider: 'anonymous', token: {} };
  const paths = [['users', 'u1']];
  let rules: DatabaseRules;

  beforeAll(async () => {
    rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
  });

  it('allows a first reward alone and refuses the same reward with any other child', () => {
    const write = (record: DbObject) =>
      rules.canWrite({ oldRoot: null, newRoot: { users: { u1: record } }, paths, auth, now: 5 });
    expect(write({ coins: 30, lastRewardAt: 5 })).toBe(true);
    expect(write({ coins: 30, lastRewardAt: 5, role: 'admin' })).toBe(false);
    expect(write({ coins: 30, lastRewardAt: 5, blob: BLOB })).toBe(false);
    expect(write({ coins: 30, lastRewardAt: 5, constructor: 1 })).toBe(false);
  });
});

describe('storage.rules: nothing is written from a browser, signed in or not', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let client: TestClient;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start({ storageRules: path.join(REPO_ROOT, 'storage.rules') });
    client = createClient(emulator, 'site-rules-children');
  });
  afterAll(async () => {
    await client.close();
    await env.cleanup();
  });

  it.each(['images/new.pdf', 'logos/new.png', 'uploads/mine.txt'])(
    'refuses an upload to %s from an unauthenticated and an anonymous user',
    async (name) => {
      await expect(uploadString(storageRef(client.storage, name), 'x')).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      const { user } = await signInAnonymously(client.auth);
      await expect(
        uploadString(storageRef(client.storage, name.replace('mine', user.uid)), 'x'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await client.auth.signOut();
    },
  );
});
