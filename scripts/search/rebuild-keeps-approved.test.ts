/**
 * Approve, rebuild, search: a paper published by a moderator has its text only in the database
 * (paperTexts/<kind>/<id>, stored at approval). An index rebuilt afterwards from content without
 * that text (the sample seed at `npm start`) must still let the lists find it: the manifest's `at`
 * is the newest stored text the index holds, never the time of the build.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insidePapersEngine, searchInsidePapers, type RecentDoc } from '@vithelper/search-index';
import { buildSearchIndex } from './build-index';

const APPROVED_AT = 1_750_000_000_000;
const approvedRecord = { name: ['Operating Systems', 'CSE2005', 'A2'], file_name: '-N1sub-0001' };
const storedText = {
  pages: ['Operating Systems CSE2005', 'Explain how a semaphore prevents a race condition.'],
  at: APPROVED_AT,
  by: 'sample-moderator',
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vh-rebuild-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The database's paperTexts/cat1 as the lists read it: `orderBy="at"&startAt=<since>`. */
const database = { '-N1sub-0001': storedText };
const recentSince = (since: number): Promise<RecentDoc[]> =>
  Promise.resolve(
    Object.entries(database)
      .filter(([, text]) => text.at >= since)
      .map(([id, text]) => ({ id, pages: text.pages })),
  );

async function rebuildAndSearch(seed: Record<string, unknown>, query: string) {
  const seedFile = join(dir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seed));
  const outDir = join(dir, 'search');
  await buildSearchIndex({ seedFile, pdfDir: join(dir, 'no-pdfs'), outDir, force: true });
  const load = (path: string) =>
    Promise.resolve(JSON.parse(readFileSync(join(outDir, 'cat1', path), 'utf8')) as unknown);
  const manifest = JSON.parse(readFileSync(join(outDir, 'cat1', 'manifest.json'), 'utf8')) as {
    at: number;
    papers: number;
  };
  const result = await searchInsidePapers(insidePapersEngine(), load, query, 8, recentSince);
  return { manifest, result };
}

describe('approve, rebuild, search', () => {
  it('a rebuild from content without the approved paper still finds it (through the recent part)', async () => {
    // The sample seed knows nothing of the approval, and the build runs long after it.
    const { manifest, result } = await rebuildAndSearch(
      { cat1: {}, cat2: {}, fat: {} },
      'semaphore',
    );
    expect(manifest.at).toBe(0);
    expect(result.hits.map((hit) => [hit.id, hit.page])).toEqual([['-N1sub-0001', 2]]);
  });

  it('a rebuild from an export holding the text indexes it, and the recent part starts after it', async () => {
    const { manifest, result } = await rebuildAndSearch(
      {
        cat1: { '-N1sub-0001': approvedRecord },
        cat2: {},
        fat: {},
        paperTexts: { cat1: { '-N1sub-0001': storedText } },
      },
      'race condition',
    );
    expect(manifest.papers).toBe(1);
    expect(manifest.at).toBe(APPROVED_AT);
    expect(result.hits.map((hit) => [hit.id, hit.page])).toEqual([['-N1sub-0001', 2]]);
    expect(result.total).toBe(1);
  });

  it('a stored text of a paper no longer published is not indexed and moves no cut-off', async () => {
    const { manifest } = await rebuildAndSearch(
      { cat1: {}, cat2: {}, fat: {}, paperTexts: { cat1: { '-N1sub-0001': storedText } } },
      'semaphore',
    );
    expect(manifest).toMatchObject({ papers: 0, at: 0 });
  });
});
