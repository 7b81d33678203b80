import { startChildEmulator, type ChildEmulator } from '../testing/child-process';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(180_000);

/** emulator/README.md: an account is saved within 0.1 s of the change. */
const SAVE_BOUND_MS = 100;
/** Sign-ups arrive more often than that, so a save delay that restarts on each would never end. */
const SIGN_UP_EVERY_MS = SAVE_BOUND_MS / 4;
/** The bound plus room for the save itself on a busy machine. */
const KILL_AFTER_MS = SAVE_BOUND_MS + 900;
const PASSWORD = 'secret-1';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function callAuth(port: number, method: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(body as object), returnSecureToken: true }),
  });
}

async function signUp(port: number, email: string): Promise<string> {
  const res = await callAuth(port, 'signUp?key=demo-key', { email, password: PASSWORD });
  if (!res.ok) throw new Error(`sign-up of ${email} failed: ${await res.text()}`);
  return ((await res.json()) as { localId: string }).localId;
}

describe('Auth accounts across kill -9', () => {
  let env: TestEnv;
  let child: ChildEmulator | undefined;

  beforeEach(async () => {
    env = await createTestEnv();
  });

  afterEach(async () => {
    await child?.kill();
    await env.cleanup();
  });

  it('keeps an account made shortly before a kill while sign-ups keep coming', async () => {
    child = await startChildEmulator({
      dataDir: env.dataDir,
      seedFile: env.seedFile,
      storageDir: env.storageDir,
    });
    const port = child.ports.auth;
    // The first request builds Auth in the child (its accounts loaded); later ones are quick.
    await signUp(port, 'warm-up@vit.ac.in');

    let stopped = false;
    const traffic = (async () => {
      for (let i = 0; !stopped; i += 1) {
        void signUp(port, `steady-${i}@vit.ac.in`).catch(() => undefined);
        await sleep(SIGN_UP_EVERY_MS);
      }
    })();
    await sleep(10 * SIGN_UP_EVERY_MS);
    const uid = await signUp(port, 'asha@vit.ac.in');
    await sleep(KILL_AFTER_MS);
    await child.kill();
    stopped = true;
    await traffic;

    const emulator = await env.start();
    const res = await callAuth(emulator.ports.auth, 'signInWithPassword?key=demo-key', {
      email: 'asha@vit.ac.in',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ localId: uid, email: 'asha@vit.ac.in' });
  });
});
