import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isStale, markBuilt } from './build-stale';

describe('which apps npm start builds', () => {
  let dir: string;
  const app = () => ({ name: 'notes', dir, port: 0, host: false });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-stale-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}');
    // A build whose manifest came out byte-identical: webpack kept the old file and its old time.
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, 'dist', 'mf-manifest.json'), old, old);
    // Edited after that build and before this one: a whole second apart from both, so a source
    // written in the millisecond markBuilt reads the clock in cannot look newer than the build.
    fs.writeFileSync(path.join(dir, 'src', 'index.ts'), 'export {};');
    const edited = new Date(Date.now() - 30_000);
    fs.utimesSync(path.join(dir, 'src', 'index.ts'), edited, edited);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds an app whose sources are newer than its last build', () => {
    expect(isStale(app())).toBe(true);
  });

  it('does not build again an app just built, even when its manifest did not change', () => {
    markBuilt(app());
    expect(isStale(app())).toBe(false);
  });

  it('builds an app with no manifest at all', () => {
    fs.rmSync(path.join(dir, 'dist', 'mf-manifest.json'));
    expect(isStale(app())).toBe(true);
  });
});
