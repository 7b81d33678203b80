import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { signInAnonymously } from 'firebase/auth';
import { get, increment, onValue, ref, serverTimestamp, set, update } from 'firebase/database';
import type { RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { BIG_TEXT, createTestEnv, FIXTURE_SEED, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(30_000);

const CONTENT_PATHS = ['cat1', 'cat2', 'fat', 'materials', 'faqs', 'placements'] as const;

describe('Realtime Database over the real SDK', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let client: TestClient;
  let uid: string;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    client = createClient(emulator, 'database-test');
    uid = (await signInAnonymously(client.auth)).user.uid;
  });

  afterAll(async () => {
    await client.close();
    await env.cleanup();
  });

  it.each(CONTENT_PATHS)('reads the seeded %s', async (path) => {
    const snapshot = await get(ref(client.db, path));
    expect(snapshot.val()).toEqual(FIXTURE_SEED[path]);
  });

  it('pushes later changes to onValue and applies increment on the server', async () => {
    const seen: unknown[] = [];
    const unsubscribe = onValue(ref(client.db, `users/${uid}/coins`), (s) => seen.push(s.val()));
    try {
      await update(ref(client.db, `users/${uid}`), {
        coins: increment(30),
        lastRewardAt: serverTimestamp(),
      });
      await waitUntil(() => seen.includes(30));
      const stored = (await get(ref(client.db, `users/${uid}`))).val() as {
        coins: number;
        lastRewardAt: number;
      };
      expect(stored.coins).toBe(30);
      expect(Math.abs(stored.lastRewardAt - Date.now())).toBeLessThan(5000);
    } finally {
      unsubscribe();
    }
  });

  it('sends and receives messages larger than one 16 KB frame', async () => {
    const big = await get(ref(client.db, 'materials/m1/big'));
    expect(big.val()).toBe(BIG_TEXT);
    // The site's rules let a browser write only numbers, so the large write goes to an
    // emulator of its own whose rules let a signed-in user write their own note.
    const openEnv = await createTestEnv();
    const rulesFile = path.join(openEnv.dir, 'notes.rules.json');
    await writeFile(
      rulesFile,
      JSON.stringify({
        rules: { notes: { $uid: { '.read': 'auth.uid == $uid', '.write': 'auth.uid == $uid' } } },
      }),
    );
    const open = await openEnv.start({ databaseRules: rulesFile });
    const other = createClient(open, 'database-test-big');
    try {
      const otherUid = (await signInAnonymously(other.auth)).user.uid;
      const note = 'é'.repeat(40_000);
      await set(ref(other.db, `notes/${otherUid}`), note);
      // A plain REST read proves the value came from the server, not the SDK cache.
      const res = await fetch(
        `http://127.0.0.1:${open.ports.database}/notes/${otherUid}.json?auth=${await other.auth.currentUser?.getIdToken()}`,
      );
      expect(await res.json()).toBe(note);
    } finally {
      await other.close();
      await openEnv.cleanup();
    }
  });

  it('keeps acknowledged writes across a restart with the same data dir, and reset reseeds', async () => {
    const restartClient = createClient(emulator, 'database-test-restart');
    const user = (await signInAnonymously(restartClient.auth)).user;
    await update(ref(restartClient.db, `users/${user.uid}`), {
      coins: increment(30),
      lastRewardAt: serverTimestamp(),
    });
    const token = await user.getIdToken();
    await restartClient.close();
    await emulator.stop();
    // Persisted data must win over a changed seed.
    await writeFile(
      env.seedFile,
      JSON.stringify({ ...FIXTURE_SEED, faqs: { changed: { q: 'new' } } }),
    );

    const restarted = await env.start();
    const base = `http://127.0.0.1:${restarted.ports.database}`;
    const record = await (await fetch(`${base}/users/${user.uid}.json?auth=${token}`)).json();
    expect(record).toMatchObject({ coins: 30 });
    expect(await (await fetch(`${base}/faqs.json`)).json()).toEqual(FIXTURE_SEED.faqs);
    await restarted.stop();

    const reset = await env.start({ reset: true });
    const resetBase = `http://127.0.0.1:${reset.ports.database}`;
    expect(
      await (await fetch(`${resetBase}/users/${user.uid}.json?auth=${token}`)).json(),
    ).toBeNull();
    expect(await (await fetch(`${resetBase}/faqs.json`)).json()).toEqual({ changed: { q: 'new' } });
    emulator = reset;
  });
});

async function waitUntil(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
