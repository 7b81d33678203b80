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
/** The scope of the workspaces' own packages in node_modules. */
const WORKSPACE_SCOPE = '@vithelper';
const SKIP_PATHS = new Set(['screenshots', 'bench/results', 'content/storage', 'e2e/screenshots']);

/**
 * A temporary copy of the workspace, as a maintainer's checkout would be:
 * the sources only, with node_modules linked rather than copied. Returns its folder.
 *
 * With `ownWorkspaces`, node_modules is a folder of links instead: every installed package is the
 * checkout's, but the workspaces' own (@vithelper/*) are the copy's folders, so a build in the
 * copy bundles the copy's sources, an edit to them included (scripts/contract-check.ts).
 */
export function copyWorkspace(prefix: string, { ownWorkspaces = false } = {}): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (source) =>
      !SKIP_NAMES.has(path.basename(source)) && !SKIP_PATHS.has(path.relative(root, source)),
  });
  const modules = path.join(root, 'node_modules');
  if (!ownWorkspaces) {
    fs.symlinkSync(modules, path.join(copy, 'node_modules'));
    return copy;
  }
  fs.mkdirSync(path.join(copy, 'node_modules', WORKSPACE_SCOPE), { recursive: true });
  for (const name of fs.readdirSync(modules)) {
    if (name !== WORKSPACE_SCOPE) {
      fs.symlinkSync(path.join(modules, name), path.join(copy, 'node_modules', name));
    }
  }
  // npm links each workspace by a relative path (../../shared), which leads into the copy there.
  for (const name of fs.readdirSync(path.join(modules, WORKSPACE_SCOPE))) {
    const link = path.join(WORKSPACE_SCOPE, name);
    fs.symlinkSync(
      fs.readlinkSync(path.join(modules, link)),
      path.join(copy, 'node_modules', link),
    );
  }
  return copy;
}

export function removeWorkspaceCopy(copy: string | undefined): void {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
}
