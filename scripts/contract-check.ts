/**
 * npm run check:contract — proves the list search is not part of the shell's contract: a
 * change to a ranking rule (shared/src/search/filter.ts, the @vithelper/shared/search entry
 * point each searching app bundles) changes the exams remote's build and leaves every file
 * of the shell's build byte-identical, so it never needs a shell deploy (decision 006).
 *
 * Builds the shell and the exams remote into a temporary folder, changes one ranking rule,
 * builds both again, compares, and puts filter.ts back whatever happens. Exit 1 on a miss.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './app-list';

const FILTER = path.join(root, 'shared/src/search/filter.ts');
/** The ranking rule changed: how many terms a query may have and still match out of order. */
const RULE = 'const OUT_OF_ORDER_MAX_TERMS = 4;';
const CHANGED = 'const OUT_OF_ORDER_MAX_TERMS = 5;';

function build(app: string, outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: path.join(root, app),
      env: { ...process.env, VH_OUT_DIR: outDir, VH_BUILD_VERSION: '0.0.0-contract' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`Building ${app} failed`);
}

/** Every file of a build folder with the hash of its bytes. */
function fingerprint(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
        files.set(path.relative(dir, file), hash);
      }
    }
  };
  walk(dir);
  return files;
}

function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

function main(): number {
  const original = fs.readFileSync(FILTER, 'utf8');
  if (!original.includes(RULE)) {
    console.error(`check:contract: ${path.relative(root, FILTER)} no longer has "${RULE}"`);
    return 1;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-contract-'));
  try {
    const out = (name: string) => path.join(tmp, name);
    build('shell', out('shell-before'));
    build('remotes/exams', out('exams-before'));
    fs.writeFileSync(FILTER, original.replace(RULE, CHANGED));
    try {
      build('shell', out('shell-after'));
      build('remotes/exams', out('exams-after'));
    } finally {
      fs.writeFileSync(FILTER, original);
    }
    const shell = differences(fingerprint(out('shell-before')), fingerprint(out('shell-after')));
    const exams = differences(fingerprint(out('exams-before')), fingerprint(out('exams-after')));
    console.log(
      `shell: ${shell.length} of its built files differ${shell.length ? `: ${shell.join(', ')}` : ''}`,
    );
    console.log(`exams: ${exams.length} of its built files differ`);
    if (shell.length) {
      console.error(
        'check:contract: a ranking change changed the shell: the search is in its bundle',
      );
      return 1;
    }
    if (!exams.length) {
      console.error('check:contract: the ranking change did not reach the exams build');
      return 1;
    }
    console.log("check:contract: a ranking change is the exams remote's alone");
    return 0;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

process.exitCode = main();
