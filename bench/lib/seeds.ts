/**
 * Generated bench content: the sample seed at 1×, and at k× the sample plus distinct generated
 * records (bench/lib/generated-content.ts) up to k times each collection; or exactly n CAT-1 papers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ExamKind } from '@vithelper/contracts/papers';
import { benchData, root } from './site';
import {
  generateFaqs,
  generateMaterials,
  generatePapers,
  generatePlacements,
} from './generated-content';

/** A seed: collections of records by id. */
type Seed = Record<string, Record<string, unknown> | undefined>;
type Paper = { file_name: string };

const readSeed = (): Seed =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/seed.json'), 'utf8'));

const GENERATORS: Record<string, (count: number, seed: Seed) => Record<string, unknown>> = {
  cat1: (count, seed) => papers('cat1', count, seed),
  cat2: (count, seed) => papers('cat2', count, seed),
  fat: (count, seed) => papers('fat', count, seed),
  materials: generateMaterials,
  faqs: generateFaqs,
  placements: generatePlacements,
};

/** Generated papers of one exam that never repeat a sample paper's course, slot and year. */
function papers(kind: ExamKind, count: number, seed: Seed) {
  const avoid = new Set(Object.values(seed[kind] ?? {}).map((paper) => (paper as Paper).file_name));
  return generatePapers(kind, count, { avoid });
}

/** The sample's records, then generated ones until the collection holds `count`. */
function grow(seed: Seed, name: string, count: number): Record<string, unknown> {
  const sample = seed[name] ?? {};
  const missing = count - Object.keys(sample).length;
  return missing > 0 ? { ...sample, ...GENERATORS[name]!(missing, seed) } : sample;
}

function write(name: string, seed: Seed): string {
  const dir = benchData('seeds');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(seed));
  return file;
}

export const sampleSeed = (): string => path.join(root, 'content/seed.json');

/** Every content collection `factor` times its sample size (1 returns the sample seed itself). */
export function scaledSeed(factor: number): string {
  if (factor === 1) return sampleSeed();
  const seed = readSeed();
  for (const name of Object.keys(GENERATORS))
    seed[name] = grow(seed, name, Object.keys(seed[name] ?? {}).length * factor);
  return write(`scaled-${factor}x`, seed);
}

/** The sample seed with exactly `count` CAT-1 papers (the sample's first, then generated ones). */
export function cat1Seed(count: number): string {
  const seed = readSeed();
  const sample = Object.entries(seed.cat1 ?? {});
  seed.cat1 =
    count <= sample.length ? Object.fromEntries(sample.slice(0, count)) : grow(seed, 'cat1', count);
  return write(`cat1-${count}`, seed);
}
