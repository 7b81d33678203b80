/**
 * npm run deploy builds what the apps ship from the content before it builds an app, as
 * `npm start` does: the course banks first (the courses remote's questions/), then the search
 * index that names each hit's question from them (the exams remote's search/). In a copy of the
 * workspace, as a maintainer's checkout would be.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyWorkspace, removeWorkspaceCopy } from './testing/workspace-copy';

let copy: string;
beforeAll(() => {
  copy = copyWorkspace('vh-deploy-content-');
});
afterAll(() => removeWorkspaceCopy(copy));

const run = (...args: string[]) =>
  spawnSync('node', ['-r', 'esbuild-register', ...args], { cwd: copy, encoding: 'utf8' });

describe('npm run deploy: the content data before the app', () => {
  it('makes the course banks, then the search index, into the folders the builds copy', () => {
    const result = run(
      '-e',
      "require('./scripts/deploy').buildContentData().then((changed) => console.log('changed', changed))",
    );
    expect(result.stderr).not.toMatch(/Error/);
    const lines = result.stdout.trim().split('\n');
    const banks = lines.findIndex((line) => line.startsWith('questions:banks:'));
    const index = lines.findIndex((line) => line.startsWith('search:index:'));
    expect(banks).toBeGreaterThanOrEqual(0);
    expect(index).toBeGreaterThan(banks);
    expect(lines.at(-1)).toBe('changed true');
    expect(fs.existsSync(path.join(copy, '.cache/questions/courses.json'))).toBe(true);
    expect(fs.existsSync(path.join(copy, '.cache/search-index/cat1/manifest.json'))).toBe(true);

    // Unchanged content: nothing is made again, and the app is not built again for it.
    const again = run(
      '-e',
      "require('./scripts/deploy').buildContentData().then((changed) => console.log('changed', changed))",
    );
    expect(again.stdout).toContain('questions:banks: up to date');
    expect(again.stdout).toContain('search:index: up to date');
    expect(again.stdout.trim().split('\n').at(-1)).toBe('changed false');
  });

  it('the dry run says it would make them before the app', () => {
    const result = run('scripts/deploy.ts', 'placements', '--dry-run');
    expect(result.stdout).toContain(
      'Would build the course banks, then the search index, if stale; then placements if its dist is stale or they changed.',
    );
  });
});
