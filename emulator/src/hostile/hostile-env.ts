import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type EmulatorOptions } from '../index';
import { startChildEmulator, type ChildEmulator } from '../testing/child-process';
import { FIXTURE_SEED, PDF_BYTES } from '../testing/test-emulator';

/**
 * The emulator under attack: its own process (so a crash shows as an exit, not as a failed
 * test worker), on loopback, with the repository's database rules plus one open path, /fuzz,
 * where generated writes land, and storage rules with one writable folder, open/.
 */
export type HostileEnv = {
  dir: string;
  options: EmulatorOptions;
  emulator: ChildEmulator;
  /** kill -9 and start again on the same data. */
  restart(): Promise<void>;
  cleanup(): Promise<void>;
};

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{allPaths=**} {
      allow read;
    }
    match /open/{allPaths=**} {
      allow read, write: if request.resource == null || request.resource.size < 1024 * 1024;
    }
  }
}
`;

export async function startHostileEnv(): Promise<HostileEnv> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vh-hostile-'));
  const storageDir = path.join(dir, 'storage');
  await mkdir(path.join(storageDir, 'images'), { recursive: true });
  await mkdir(path.join(storageDir, 'imagesecret'), { recursive: true });
  await writeFile(path.join(storageDir, 'images', 'paper.pdf'), PDF_BYTES);
  await writeFile(path.join(storageDir, 'imagesecret', 'key.pdf'), PDF_BYTES);
  const rules = JSON.parse(readFileSync(path.join(REPO_ROOT, 'database.rules.json'), 'utf8')) as {
    rules: Record<string, unknown>;
  };
  rules.rules.fuzz = { '.read': true, '.write': true };
  const options: EmulatorOptions = {
    auth: false,
    seedFile: path.join(dir, 'seed.json'),
    dataDir: path.join(dir, 'data'),
    storageDir,
    databaseRules: path.join(dir, 'database.rules.json'),
    storageRules: path.join(dir, 'storage.rules'),
  };
  await writeFile(options.seedFile ?? '', JSON.stringify(FIXTURE_SEED));
  await writeFile(options.databaseRules ?? '', JSON.stringify(rules));
  await writeFile(options.storageRules ?? '', STORAGE_RULES);
  const env: HostileEnv = {
    dir,
    options,
    emulator: await startChildEmulator(options),
    async restart() {
      await env.emulator.kill();
      env.emulator = await startChildEmulator(options);
    },
    async cleanup() {
      await env.emulator.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return env;
}

export type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

/** One raw HTTP request on loopback: any method, path and headers, exactly as given. */
export function http(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string | number> = {},
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The database's REST answer, parsed (identity encoding). */
export async function readJson(port: number, at: string): Promise<unknown> {
  const answer = await http(port, 'GET', `${at}.json`, { 'Accept-Encoding': 'identity' });
  if (answer.status !== 200) throw new Error(`GET ${at} answered ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8')) as unknown;
}

/** Whether the process is up and still answers a read. */
export async function stillServing(env: HostileEnv): Promise<boolean> {
  if (!env.emulator.alive()) return false;
  const answer = await readJson(env.emulator.ports.database, '/faqs/q1/question');
  return answer === FIXTURE_SEED.faqs.q1.question;
}
