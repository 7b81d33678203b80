import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestEnv, FIXTURE_SEED, type TestEnv } from './testing/test-emulator';
import type { RunningEmulator } from './index';

jest.setTimeout(30_000);

const envs: TestEnv[] = [];
afterEach(async () => {
  await Promise.all(envs.splice(0).map((env) => env.cleanup()));
});

async function put(emulator: RunningEmulator, at: string, value: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${emulator.ports.database}${at}.json`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(value),
  });
  expect(res.status).toBe(200);
}

async function read(emulator: RunningEmulator, at: string): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${emulator.ports.database}${at}.json`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return res.json();
}

/** A data dir with a snapshot and a log of two acknowledged writes, the emulator stopped. */
async function savedData(): Promise<{ env: TestEnv; snapshot: string; log: string }> {
  const env = await createTestEnv();
  envs.push(env);
  const emulator = await env.start({ auth: false });
  await put(emulator, '/box/a', 1);
  await put(emulator, '/box/b', 2);
  await emulator.stop();
  const snapshot = path.join(env.dataDir, 'database.json');
  return { env, snapshot, log: `${snapshot}.log.0` };
}

async function startFailure(env: TestEnv): Promise<string> {
  try {
    await env.start({ auth: false });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the emulator started');
}

/** The message names the file and both ways to recover. */
function expectRecoveryMessage(message: string, file: string): void {
  expect(message).toContain(file);
  expect(message).toContain(`mv "${file}" "${file}.bad"`);
  expect(message).toContain('--reset');
}

describe('data files that are not what the emulator wrote', () => {
  it.each([
    ['null', 'null', 'found null'],
    ['foreign JSON', '{"hello":"world"}', 'found an object with keys "hello"'],
    ['a bare tree', JSON.stringify(FIXTURE_SEED), 'found an object with keys "cat1"'],
    ['a snapshot of invalid data', '{".segment":-1,".root":{"a/b":1}}', 'cannot have written'],
  ])('refuses a snapshot that is %s, naming the file', async (_, text, found) => {
    const { env, snapshot } = await savedData();
    await writeFile(snapshot, text);
    const message = await startFailure(env);
    expect(message).toContain(found);
    expectRecoveryMessage(message, snapshot);
    expect(await readFile(snapshot, 'utf8')).toBe(text);
  });

  it('refuses a truncated snapshot, naming the byte where it ends', async () => {
    const { env, snapshot } = await savedData();
    const text = await readFile(snapshot, 'utf8');
    const cut = text.slice(0, Math.floor(text.length / 2));
    await writeFile(snapshot, cut);
    const message = await startFailure(env);
    expect(message).toContain('is not valid JSON');
    expect(message).toContain(`byte ${Buffer.byteLength(cut)}`);
    expectRecoveryMessage(message, snapshot);
  });

  it.each([
    ['garbage', 'not json at all'],
    ['foreign JSON', '{"hello":"world"}'],
    ['a change with an invalid key', '[[["box","a.b"],1]]'],
  ])('refuses a log with %s in the middle, naming the line and its byte offset', async (_, bad) => {
    const { env, log } = await savedData();
    const lines = (await readFile(log, 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    const [first = '', second = ''] = lines;
    await writeFile(log, `${first}\n${bad}\n${second}\n`);
    const message = await startFailure(env);
    expect(message).toContain(`line 2 (byte ${Buffer.byteLength(first) + 1})`);
    expectRecoveryMessage(message, log);
  });

  it('recovers a torn last line (a write never acknowledged) as before', async () => {
    const { env, log } = await savedData();
    const whole = (await stat(log)).size;
    await writeFile(log, `${await readFile(log, 'utf8')}[[["box","c"],3`);
    const emulator = await env.start({ auth: false });
    expect(await read(emulator, '/box')).toEqual({ a: 1, b: 2 });
    expect((await stat(log)).size).toBe(whole);
  });

  it('starts from the seed with --reset whatever the files hold', async () => {
    const { env, snapshot, log } = await savedData();
    await writeFile(snapshot, 'null');
    await writeFile(log, 'garbage\n');
    const emulator = await env.start({ auth: false, reset: true });
    expect(await read(emulator, '/faqs')).toEqual(FIXTURE_SEED.faqs);
    expect(await read(emulator, '/box')).toBeNull();
  });

  it('refuses a storage object list that is not what it wrote', async () => {
    const { env } = await savedData();
    const objects = path.join(env.dataDir, 'storage-objects.json');
    for (const text of ['null', '{"hello":"world"}', '{"objects":']) {
      await writeFile(objects, text);
      expectRecoveryMessage(await startFailure(env), objects);
    }
  });
});
