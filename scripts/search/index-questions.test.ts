/**
 * The index build joins the course banks: a hit inside a paper that was cut into questions names
 * the question it is in, and a change to the banks alone rebuilds the index.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CourseBank } from '@vithelper/contracts/questions';
import { insidePapersEngine, searchInsidePapers } from '@vithelper/search-index';
import { buildSearchIndex } from './build-index';

const record = { name: ['Operating Systems', 'CSE2005', 'A2'], file_name: '-N1sub-0001' };
const text = {
  pages: [
    'Operating Systems CSE2005\n1. What is a semaphore? (4 marks)\n2. Explain how a monitor prevents a race condition. (10 marks)',
  ],
  at: 1_750_000_000_000,
  by: 'sample-moderator',
};
const question = (id: string, number: string, marks: number, top: number, words: string) => ({
  id,
  paper: '-N1sub-0001',
  kind: 'cat1' as const,
  year: null,
  number,
  text: words,
  marks,
  page: 1,
  top,
  bottom: top + 0.1,
});
const bank: CourseBank = {
  version: 1,
  code: 'CSE2005',
  name: 'Operating Systems',
  papers: [{ id: '-N1sub-0001', kind: 'cat1', year: null, cut: true }],
  questions: [
    question('q_00000000000a1', '1', 4, 0.2, 'What is a semaphore?'),
    question('q_00000000000a2', '2', 10, 0.4, 'Explain how a monitor prevents a race condition.'),
  ],
  groups: [],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vh-index-questions-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function build(banks: CourseBank[]) {
  const seedFile = join(dir, 'seed.json');
  writeFileSync(
    seedFile,
    JSON.stringify({
      cat1: { '-N1sub-0001': record },
      cat2: {},
      fat: {},
      paperTexts: { cat1: { '-N1sub-0001': text } },
    }),
  );
  const banksDir = join(dir, 'questions');
  mkdirSync(join(banksDir, 'courses'), { recursive: true });
  for (const each of banks)
    writeFileSync(join(banksDir, 'courses', `${each.code}.json`), JSON.stringify(each));
  const outDir = join(dir, 'search');
  const built = await buildSearchIndex({
    seedFile,
    pdfDir: join(dir, 'no-pdfs'),
    outDir,
    banksDir,
  });
  const load = (path: string) =>
    Promise.resolve(JSON.parse(readFileSync(join(outDir, 'cat1', path), 'utf8')) as unknown);
  return {
    built,
    search: (query: string) => searchInsidePapers(insidePapersEngine(), load, query),
  };
}

describe('the index names the question of a hit', () => {
  it('from the course bank of the paper', async () => {
    const { search } = await build([bank]);
    const { hits } = await search('race condition');
    expect(hits).toEqual([
      expect.objectContaining({
        id: '-N1sub-0001',
        page: 1,
        question: { id: 'q_00000000000a2', number: '2', marks: 10 },
      }),
    ]);
    expect((await search('semaphore')).hits[0]!.question?.number).toBe('1');
  });

  it('without banks the hits stay paper-level, and banks built later rebuild the index', async () => {
    const before = await build([]);
    expect((await before.search('semaphore')).hits[0]!.question).toBeUndefined();
    const after = await build([bank]);
    expect(after.built.built).toBe(true);
    expect((await after.search('semaphore')).hits[0]!.question?.id).toBe('q_00000000000a1');
  });
});
