import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ref, set } from 'firebase/database';
import { REPO_ROOT, type EmulatorOptions, type RunningEmulator } from '../index';
import { createClient } from '../testing/firebase-client';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(180_000);

const WRITES = 1000;
const OPEN_RULES = { rules: { durability: { '.read': true, '.write': true } } };

type Child = { process: ChildProcess; emulator: RunningEmulator };

/** Starts the emulator in a child process, so it can be killed with SIGKILL mid-write. */
function startChild(options: EmulatorOptions): Promise<Child> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      'esbuild-register',
      path.join(REPO_ROOT, 'emulator/src/testing/child-emulator.ts'),
      JSON.stringify(options),
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      const ports = JSON.parse(chunk.toString('utf8')) as RunningEmulator['ports'];
      resolve({
        process: child,
        emulator: { ports, authReady: () => Promise.resolve(), stop: () => Promise.resolve() },
      });
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Sends WRITES sets without waiting (as a busy client does), kills the
 * process when `killWhen` says so, and returns the keys the server had
 * acknowledged by then.
 */
async function writeUntilKilled(
  child: Child,
  name: string,
  killWhen: (acked: number, kill: () => void) => void,
): Promise<string[]> {
  const client = createClient(child.emulator, name);
  const acked: string[] = [];
  let kill: Promise<void> | undefined;
  let onKill: () => void = () => undefined;
  const killStarted = new Promise<void>((resolve) => {
    onKill = resolve;
  });
  const doKill = (): void => {
    kill ??= killed(child.process);
    onKill();
  };
  const writes = Array.from({ length: WRITES }, (_, i) => {
    const key = `k${String(i).padStart(4, '0')}`;
    return set(ref(client.db, `durability/${key}`), { i, text: 'x'.repeat(200) }).then(
      () => {
        if (kill) return; // an ack that arrived after the kill was never sent
        acked.push(key);
        killWhen(acked.length, doKill);
      },
      () => undefined,
    );
  });
  // Writes in flight at the kill never settle (the SDK retries them), so stop waiting at the kill.
  await Promise.race([Promise.all(writes), killStarted]);
  doKill();
  await kill;
  // The SDK keeps retrying the unacknowledged writes; closing drops them.
  await client.close().catch(() => undefined);
  return acked;
}

describe('Durability of acknowledged writes', () => {
  let env: TestEnv;
  let rulesFile: string;

  beforeEach(async () => {
    env = await createTestEnv();
    rulesFile = path.join(env.dir, 'open.rules.json');
    await writeFile(rulesFile, JSON.stringify(OPEN_RULES));
  });

  afterEach(async () => {
    await env.cleanup();
  });

  async function storedKeys(): Promise<string[]> {
    const emulator = await env.start({ databaseRules: rulesFile, auth: false });
    const res = await fetch(`http://127.0.0.1:${emulator.ports.database}/durability.json`);
    const stored = ((await res.json()) ?? {}) as Record<string, { i: number }>;
    await emulator.stop();
    return Object.keys(stored);
  }

  it('keeps every acknowledged write when the process is killed with SIGKILL mid-stream', async () => {
    const child = await startChild({
      dataDir: env.dataDir,
      seedFile: env.seedFile,
      storageDir: env.storageDir,
      databaseRules: rulesFile,
      auth: false,
    });
    const acked = await writeUntilKilled(child, 'durability-kill', (count, kill) => {
      if (count === WRITES / 2) kill();
    });
    expect(acked.length).toBeGreaterThanOrEqual(WRITES / 2);
    const stored = new Set(await storedKeys());
    expect(acked.filter((key) => !stored.has(key))).toEqual([]);
  });

  it('keeps every acknowledged write when killed while a compaction is writing its snapshot', async () => {
    const child = await startChild({
      dataDir: env.dataDir,
      seedFile: env.seedFile,
      storageDir: env.storageDir,
      databaseRules: rulesFile,
      compactAfterBytes: 8 * 1024,
      auth: false,
    });
    let compactions = 0;
    let killNow: (() => void) | undefined;
    // A temp file in the data dir is a snapshot being written; the kill lands before its rename.
    const watcher = watch(env.dataDir, (_event, file) => {
      if (!file?.endsWith('.tmp')) return;
      compactions += 1;
      if (compactions === 5) killNow?.();
    });
    try {
      const acked = await writeUntilKilled(child, 'durability-compaction', (_count, kill) => {
        killNow = kill;
      });
      expect(compactions).toBeGreaterThanOrEqual(5);
      expect(acked.length).toBeGreaterThan(0);
      const stored = new Set(await storedKeys());
      expect(acked.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      watcher.close();
    }
  });
});
