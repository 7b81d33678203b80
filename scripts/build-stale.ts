/**
 * node -r esbuild-register scripts/build-stale.ts [--force] [--only <app>]...
 *
 * Builds each app whose dist is missing or older than its sources (or the shared sources).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { apps, root } from './app-list';
import type { App } from './apps-file';
import { parseFlagsOrExit } from './cli-flags';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const commonInputs = [
  'shared/src',
  'shared/package.json',
  'ui/src',
  'ui/package.json',
  // The workspace packages the apps bundle (@vithelper/search-index in the exams remote).
  'packages',
  'webpack.config.base.ts',
  // The webpack helpers, the page template and its boot script's build.
  'build',
  'package-lock.json',
];

export function isStale(app: App): boolean {
  const stamp = path.join(app.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    ...commonInputs.map((p) => path.join(root, p)),
    ...['src', 'public', 'package.json', 'webpack.config.ts'].map((p) => path.join(app.dir, p)),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

/**
 * webpack leaves an output file whose bytes did not change untouched: a build marks itself fresh,
 * or an unchanged manifest keeps the app stale and every start builds it again.
 */
export function markBuilt(app: Pick<App, 'dir'>): void {
  const now = new Date();
  fs.utimesSync(path.join(app.dir, 'dist', 'mf-manifest.json'), now, now);
}

export function buildStale({ force = false, only }: { force?: boolean; only?: string[] } = {}) {
  for (const app of apps) {
    if (only && !only.includes(app.name)) continue;
    if (!force && !isStale(app)) continue;
    console.log(`Building ${app.name}…`);
    const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: app.dir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${app.name} failed`);
    markBuilt(app);
  }
}

if (require.main === module) {
  const { values } = parseFlagsOrExit(
    'Usage: node -r esbuild-register scripts/build-stale.ts [--force] [--only <app>]…',
    { force: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
  );
  buildStale({ force: values.force, only: values.only });
}
