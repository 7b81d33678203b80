/**
 * The emulator the moderator command's tests run against (scripts/moderator-*.test.ts): the
 * Admin SDK's app on its Auth and database, their hosts in the environment while the suite runs
 * (the command reads them, as it does beside `npm start`), and the command run in a process of
 * its own, as a maintainer runs it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getDatabase, type Database } from 'firebase-admin/database';
import { createTestEnv } from '../../emulator/src/testing/test-emulator';

type CliResult = { stdout: string; stderr: string; code: number };

export type ModeratorEmulator = {
  auth: Auth;
  db: Database;
  authHost: string;
  /** `npm run moderator -- <args>` against this emulator, in a process of its own. */
  cli: (...args: string[]) => Promise<CliResult>;
  /** Stops the emulator and puts the environment back. */
  stop: () => Promise<void>;
};

const HOSTS = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_DATABASE_EMULATOR_HOST'] as const;

/** Starts an emulator with its Auth ready; `name` names the suite's Admin SDK app. */
export async function startModeratorEmulator(name: string): Promise<ModeratorEmulator> {
  const previous = HOSTS.map((host) => process.env[host]);
  const env = await createTestEnv();
  const emulator = await env.start();
  await emulator.authReady();
  const authHost = `127.0.0.1:${emulator.ports.auth}`;
  const databaseHost = `127.0.0.1:${emulator.ports.database}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = databaseHost;
  const app = initializeApp(
    { projectId: 'demo-vithelper', databaseURL: `http://${databaseHost}?ns=demo-vithelper` },
    name,
  );
  const cli = (...args: string[]) =>
    new Promise<CliResult>((resolve) => {
      execFile(
        'node',
        ['-r', 'esbuild-register', path.join(__dirname, '..', 'moderator.ts'), ...args],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            FIREBASE_AUTH_EMULATOR_HOST: authHost,
            FIREBASE_DATABASE_EMULATOR_HOST: databaseHost,
          },
        },
        (error, stdout, stderr) =>
          resolve({ stdout, stderr, code: error ? Number(error.code) : 0 }),
      );
    });
  return {
    auth: getAuth(app),
    db: getDatabase(app),
    authHost,
    cli,
    stop: async () => {
      await deleteApp(app);
      HOSTS.forEach((host, index) => {
        const value = previous[index];
        if (value === undefined) delete process.env[host];
        else process.env[host] = value;
      });
      await env.cleanup();
    },
  };
}
