/**
 * npm run bench:emulator: write latency of the emulator's database as data
 * grows. For 0.1, 1 and 10 MB of stored data it starts an emulator on a
 * temporary data dir, makes acknowledged `set` calls with the real SDK and
 * prints p50/p95 in ms; it exits 1 when p50 at 10 MB misses
 * `emulatorWriteP50MsAt10MB` of bench/budgets.json.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ref, set } from 'firebase/database';
import { REPO_ROOT, startEmulator } from '../src/index';
import { createClient } from '../src/testing/firebase-client';

const SIZES_MB = [0.1, 1, 10];
const WARM_UP = 30;
const SAMPLES = 300;
const CHILD_BYTES = 1024;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(sizeMb: number): Promise<{ p50: number; p95: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vh-bench-emulator-'));
  try {
    const children = Math.round((sizeMb * 1024 * 1024) / CHILD_BYTES);
    const bulk = Object.fromEntries(
      Array.from({ length: children }, (_, i) => [`n${i}`, 'x'.repeat(CHILD_BYTES - 16)]),
    );
    const seedFile = path.join(dir, 'seed.json');
    const rulesFile = path.join(dir, 'rules.json');
    await writeFile(seedFile, JSON.stringify({ bulk }));
    await writeFile(rulesFile, JSON.stringify({ rules: { bench: { '.write': true } } }));
    const emulator = await startEmulator({
      ports: { database: 0, auth: 0, storage: 0 },
      seedFile,
      dataDir: path.join(dir, 'data'),
      storageDir: path.join(dir, 'storage'),
      databaseRules: rulesFile,
      auth: false,
      quiet: true,
    });
    const client = createClient(emulator, `bench-${sizeMb}`);
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      const started = performance.now();
      await set(ref(client.db, `bench/w${i % 50}`), { i, at: Date.now(), text: 'y'.repeat(100) });
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    await client.close();
    await emulator.stop();
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const budgets = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8'),
  ) as { emulatorWriteP50MsAt10MB: number };
  const budget = budgets.emulatorWriteP50MsAt10MB;
  let p50At10 = Number.NaN;
  console.log('data     p50 ms   p95 ms');
  for (const sizeMb of SIZES_MB) {
    const { p50, p95 } = await measure(sizeMb);
    if (sizeMb === 10) p50At10 = p50;
    console.log(
      `${`${sizeMb} MB`.padEnd(8)} ${p50.toFixed(2).padStart(6)}   ${p95.toFixed(2).padStart(6)}`,
    );
  }
  const ok = p50At10 < budget;
  console.log(
    `${ok ? 'PASS' : 'FAIL'} p50 at 10 MB: ${p50At10.toFixed(2)} ms (budget < ${budget} ms)`,
  );
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
