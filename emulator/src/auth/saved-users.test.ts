import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(60_000);

let env: TestEnv;
let usersFile: string;

beforeEach(async () => {
  env = await createTestEnv();
  usersFile = path.join(env.dataDir, 'auth-users.json');
  const emulator = await env.start({ auth: false });
  await emulator.stop();
});

afterEach(async () => {
  await env.cleanup();
});

/** The message names the file and both ways to recover. */
function expectRecoveryMessage(message: string): void {
  expect(message).toContain(usersFile);
  expect(message).toContain(`mv "${usersFile}" "${usersFile}.bad"`);
  expect(message).toContain('--reset');
}

async function startFailure(): Promise<string> {
  try {
    const emulator = await env.start();
    await emulator.authReady();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the emulator started');
}

describe('an auth-users.json that is not what the emulator wrote', () => {
  it.each([
    ['truncated', '{"kind":"identitytoolkit#DownloadAccountResponse","users":[{"localId":"a'],
    ['null', 'null'],
    ['foreign JSON', '{"users":"asha"}'],
    ['a list of strings', '{"users":["asha"]}'],
  ])('stops the start when it is %s, naming the file and how to recover', async (_, text) => {
    await writeFile(usersFile, text);
    expectRecoveryMessage(await startFailure());
    expect(await readFile(usersFile, 'utf8')).toBe(text);
  });

  it('stops Auth from starting when it holds accounts Auth refuses, and keeps the file', async () => {
    const text = JSON.stringify({ users: [{ email: 'no-local-id@vit.ac.in' }] });
    await writeFile(usersFile, text);
    const message = await startFailure();
    expectRecoveryMessage(message);
    expect(message).toContain('localId is missing');
    expect(await readFile(usersFile, 'utf8')).toBe(text);
  });

  it('starts with no accounts from --reset whatever the file holds', async () => {
    await writeFile(usersFile, 'garbage');
    const emulator = await env.start({ reset: true });
    await emulator.authReady();
    const res = await fetch(
      `http://127.0.0.1:${emulator.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'new@vit.ac.in', password: 'secret-1' }),
      },
    );
    expect(res.status).toBe(200);
  });
});
