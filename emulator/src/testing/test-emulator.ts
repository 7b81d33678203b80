import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../index';

/** The smallest valid PDF: enough for a byte-for-byte download check. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const BIG_TEXT = 'x'.repeat(50_000);

export const FIXTURE_SEED = {
  cat1: { p1: { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'CSE2005_CAT1' } },
  cat2: { p1: { name: ['Compilers', 'CSE4001', 'A1'], file_name: 'CSE4001_CAT2' } },
  fat: { p1: { name: ['Networks', 'CSE1004', 'B2'], file_name: 'CSE1004_FAT' } },
  materials: { m1: { title: 'DSA notes', big: BIG_TEXT } },
  faqs: { q1: { question: 'How?', answer: 'Like this.' } },
  placements: { c1: { company: 'Acme', text: 'Two rounds.' } },
};

export type TestEnv = {
  dir: string;
  seedFile: string;
  dataDir: string;
  storageDir: string;
  start(extra?: Partial<EmulatorOptions>): Promise<RunningEmulator>;
  cleanup(): Promise<void>;
};

/** A temp folder with its own seed, data dir and storage files; rules are the repo's real ones. */
export async function createTestEnv(): Promise<TestEnv> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vh-emulator-'));
  const seedFile = path.join(dir, 'seed.json');
  const dataDir = path.join(dir, 'data');
  const storageDir = path.join(dir, 'storage');
  await writeFile(seedFile, JSON.stringify(FIXTURE_SEED));
  await mkdir(path.join(storageDir, 'images'), { recursive: true });
  await mkdir(path.join(storageDir, 'private'), { recursive: true });
  await writeFile(path.join(storageDir, 'images', 'sample paper.pdf'), PDF_BYTES);
  await writeFile(path.join(storageDir, 'private', 'secret.pdf'), PDF_BYTES);
  await writeFile(path.join(dir, 'outside.txt'), 'must never be served');
  const running: RunningEmulator[] = [];
  return {
    dir,
    seedFile,
    dataDir,
    storageDir,
    async start(extra = {}) {
      const emulator = await startEmulator({
        ports: { database: 0, auth: 0, storage: 0 },
        seedFile,
        dataDir,
        storageDir,
        quiet: true,
        ...extra,
      });
      running.push(emulator);
      return emulator;
    },
    async cleanup() {
      await Promise.all(running.map((e) => e.stop()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
