/** Generated bench content: the sample seed scaled k×, or with exactly n CAT-1 papers. */
import fs from 'node:fs';
import path from 'node:path';
import { benchData, root } from './site';

const SCALED = ['cat1', 'cat2', 'fat', 'materials', 'faqs', 'placements'];

/** A seed: collections of records by id. */
type Seed = Record<string, Record<string, unknown> | undefined>;

const readSeed = (): Seed =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/seed.json'), 'utf8'));

/** Copies of every record with new ids, until the collection holds `count` records. */
function grow(collection: Record<string, unknown> | undefined, count: number) {
  const entries = Object.entries(collection ?? {});
  if (entries.length === 0) return {};
  const out: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1) {
    const [id, value] = entries[i % entries.length]!;
    const copy = Math.floor(i / entries.length);
    out[copy === 0 ? id : `${id}-x${copy}`] = value;
  }
  return out;
}

function write(name: string, seed: Seed): string {
  const dir = benchData('seeds');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(seed));
  return file;
}

export const sampleSeed = (): string => path.join(root, 'content/seed.json');

/** Every content collection multiplied by `factor` (1 returns the sample seed itself). */
export function scaledSeed(factor: number): string {
  if (factor === 1) return sampleSeed();
  const seed = readSeed();
  for (const key of SCALED)
    seed[key] = grow(seed[key], Object.keys(seed[key] ?? {}).length * factor);
  return write(`scaled-${factor}x`, seed);
}

/** The sample seed with exactly `count` CAT-1 papers. */
export function cat1Seed(count: number): string {
  const seed = readSeed();
  seed.cat1 = grow(seed.cat1, count);
  return write(`cat1-${count}`, seed);
}
