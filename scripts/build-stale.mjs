/** Builds each app whose dist is missing or older than its sources (or the shared sources). */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { apps, root } from './apps.mjs';

function newestMtime(target) {
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
  'webpack.config.base.ts',
  'webpack.shared.ts',
  'webpack.versioned-output.ts',
  'index.template.html',
  'package-lock.json',
];

export function isStale(app) {
  const stamp = path.join(app.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    ...commonInputs.map((p) => path.join(root, p)),
    ...['src', 'public', 'package.json', 'webpack.config.ts'].map((p) => path.join(app.dir, p)),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

export function buildStale({ force = false, only } = {}) {
  for (const app of apps) {
    if (only && !only.includes(app.name)) continue;
    if (!force && !isStale(app)) continue;
    console.log(`Building ${app.name}…`);
    const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: app.dir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${app.name} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildStale({ force: process.argv.includes('--force') });
