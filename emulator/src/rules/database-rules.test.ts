import path from 'node:path';
import { signInAnonymously } from 'firebase/auth';
import { get, increment, ref, serverTimestamp, set, update } from 'firebase/database';
import { REPO_ROOT, type RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';
import { DatabaseRules } from './database-rules';

jest.setTimeout(30_000);

const reward = { coins: increment(30), lastRewardAt: serverTimestamp() };

describe('database.rules.json enforced through the real SDK', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let alice: TestClient;
  let bob: TestClient;
  let aliceUid: string;
  let bobUid: string;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    alice = createClient(emulator, 'rules-test-alice');
    bob = createClient(emulator, 'rules-test-bob');
    aliceUid = (await signInAnonymously(alice.auth)).user.uid;
    bobUid = (await signInAnonymously(bob.auth)).user.uid;
  });

  afterAll(async () => {
    await alice.close();
    await bob.close();
    await env.cleanup();
  });

  it('lets a user add exactly 30 coins to their own record, once per 10 s', async () => {
    await update(ref(alice.db, `users/${aliceUid}`), reward);
    await expect(update(ref(alice.db, `users/${aliceUid}`), reward)).rejects.toThrow(/permission/i);
    const record = (await get(ref(alice.db, `users/${aliceUid}`))).val() as { coins: number };
    expect(record.coins).toBe(30);
  });

  it("denies reading or writing another user's record", async () => {
    await expect(update(ref(bob.db, `users/${aliceUid}`), reward)).rejects.toThrow(/permission/i);
    await expect(get(ref(bob.db, `users/${aliceUid}`))).rejects.toThrow(/permission/i);
    await expect(get(ref(bob.db, 'users'))).rejects.toThrow(/permission/i);
  });

  it('denies a reward of 31 coins and any other coin value', async () => {
    const bobRef = ref(bob.db, `users/${bobUid}`);
    await expect(
      update(bobRef, { coins: increment(31), lastRewardAt: serverTimestamp() }),
    ).rejects.toThrow(/permission/i);
    await expect(set(bobRef, { coins: 1000, lastRewardAt: serverTimestamp() })).rejects.toThrow(
      /permission/i,
    );
    await expect(update(bobRef, { coins: increment(30), lastRewardAt: 1 })).rejects.toThrow(
      /permission/i,
    );
    await expect(set(ref(bob.db, `users/${bobUid}/coins`), 30)).rejects.toThrow(/permission/i);
    await expect(set(bobRef, null)).rejects.toThrow(/permission/i);
  });

  it.each(['cat1', 'cat2', 'fat', 'materials', 'faqs', 'placements'])(
    'denies client writes to %s',
    async (p) => {
      await expect(set(ref(alice.db, `${p}/hacked`), 'x')).rejects.toThrow(/permission/i);
      await expect(update(ref(alice.db, p), { hacked: 'x' })).rejects.toThrow(/permission/i);
      expect((await get(ref(alice.db, `${p}/hacked`))).exists()).toBe(false);
    },
  );

  it('denies paths without rules', async () => {
    await expect(get(ref(alice.db, 'secrets'))).rejects.toThrow(/permission/i);
    await expect(set(ref(alice.db, 'secrets/x'), 1)).rejects.toThrow(/permission/i);
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
