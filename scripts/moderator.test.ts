/**
 * npm run moderator against the emulator's Auth (firebase-tools' own Auth emulator): the claim it
 * sets is the one the rules read from a fresh ID token.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { RunningEmulator } from '../emulator/src/index';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';
import { ModeratorCommandError, runModeratorCommand } from './moderator';

jest.setTimeout(120_000);

describe('npm run moderator', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let app: App;
  let auth: Auth;
  let authHost: string;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  const signUp = async (email: string) => {
    const res = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
      },
    );
    expect(res.status).toBe(200);
  };
  /** The claims of a freshly signed-in ID token, as the database and storage rules decode them. */
  const tokenClaims = async (email: string) => {
    const res = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
      },
    );
    const { idToken } = (await res.json()) as { idToken: string };
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
  };

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    await emulator.authReady();
    authHost = `127.0.0.1:${emulator.ports.auth}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    app = initializeApp({ projectId: 'demo-vithelper' }, 'moderator-test');
    auth = getAuth(app);
    await signUp('mod@example.com');
    await signUp('student@example.com');
  });
  afterAll(async () => {
    await deleteApp(app);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
    await env.cleanup();
  });

  it('adds the moderator claim, which a fresh ID token then carries, and lists it', async () => {
    expect(await runModeratorCommand(auth, ['list'])).toBe('No moderators.');
    expect(await runModeratorCommand(auth, ['add', 'mod@example.com'])).toMatch(
      /^mod@example\.com \(\w+\) is a moderator/,
    );
    expect(await tokenClaims('mod@example.com')).toMatchObject({ moderator: true });
    expect(await tokenClaims('student@example.com')).not.toHaveProperty('moderator');
    expect(await runModeratorCommand(auth, ['list'])).toMatch(/^mod@example\.com {2}\w+$/);
  });

  it('removes the claim and keeps the account', async () => {
    await runModeratorCommand(auth, ['add', 'mod@example.com']);
    expect(await runModeratorCommand(auth, ['remove', 'mod@example.com'])).toMatch(
      /is no longer a moderator/,
    );
    expect(await tokenClaims('mod@example.com')).not.toHaveProperty('moderator');
    expect(await runModeratorCommand(auth, ['list'])).toBe('No moderators.');
  });

  it('explains an unknown email and a malformed command', async () => {
    await expect(runModeratorCommand(auth, ['add', 'nobody@example.com'])).rejects.toThrow(
      /No account has the email nobody@example\.com\. The person signs in once/,
    );
    await expect(runModeratorCommand(auth, ['promote', 'mod@example.com'])).rejects.toThrow(
      ModeratorCommandError,
    );
    await expect(runModeratorCommand(auth, ['add', 'not-an-email'])).rejects.toThrow(/Usage/);
  });

  it('runs from the command line against the emulator named by FIREBASE_AUTH_EMULATOR_HOST', async () => {
    // Asynchronous: the emulator answers from this same process.
    const cli = (env: NodeJS.ProcessEnv, ...args: string[]) =>
      new Promise<{ stdout: string; stderr: string; code: number }>((resolve) => {
        execFile(
          'node',
          ['-r', 'esbuild-register', path.join(__dirname, 'moderator.ts'), ...args],
          { encoding: 'utf8', env: { ...process.env, ...env } },
          (error, stdout, stderr) =>
            resolve({ stdout, stderr, code: error ? Number(error.code) : 0 }),
        );
      });
    const added = await cli(
      { FIREBASE_AUTH_EMULATOR_HOST: authHost },
      'add',
      'student@example.com',
    );
    expect(added.stdout).toMatch(/student@example\.com \(\w+\) is a moderator/);
    expect(added.code).toBe(0);
    const wrong = await cli({ FIREBASE_AUTH_EMULATOR_HOST: authHost }, 'list', 'extra');
    expect(wrong.stderr).toMatch(/Usage: npm run moderator/);
    expect(wrong.code).toBe(1);
    const production = await cli(
      { FIREBASE_AUTH_EMULATOR_HOST: '', GOOGLE_APPLICATION_CREDENTIALS: '' },
      'list',
      '--production',
    );
    expect(production.stderr).toMatch(/GOOGLE_APPLICATION_CREDENTIALS/);
    expect(production.code).toBe(1);
  });
});
