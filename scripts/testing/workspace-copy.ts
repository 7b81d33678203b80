import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');
/** Folders no checkout carries: installs, builds, reports and generated data. */
const SKIP_NAMES = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'playwright-report',
  '.emulator-data',
  'coverage',
]);
const SKIP_PATHS = new Set(['screenshots', 'bench/results', 'content/storage', 'e2e/screenshots']);

/**
 * A temporary copy of the workspace, as a maintainer's checkout would be:
 * the sources only, with node_modules linked rather than copied. Returns its folder.
 */
export function copyWorkspace(prefix: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (source) =>
      !SKIP_NAMES.has(path.basename(source)) && !SKIP_PATHS.has(path.relative(root, source)),
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

export function removeWorkspaceCopy(copy: string | undefined): void {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
}
