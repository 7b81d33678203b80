/**
 * npm run check:contract — proves that two packages each app bundles are not part of the shell's
 * contract, the federation singleton @vithelper/shared (decisions 006, 018), and that an app's own
 * data code is its own deploy (3.):
 *
 * 1. The list search (packages/list-search/src/, @vithelper/list-search): a change to a
 *    ranking rule (close-matcher.ts, the close matches' chunk) changes the exams remote's build
 *    and leaves every file of the shell's build byte-identical — the shell does not search, so a
 *    ranking change never needs its deploy.
 * 2. Saved papers (packages/device/src/saved-papers.ts, @vithelper/device/saved-papers): the
 *    shell's About page lists them, so the shell bundles the module itself and its build does
 *    change; what stays byte-identical is every file of the @vithelper/shared singleton (the
 *    files its mf-manifest.json lists for that shared package), which is what the remotes load.
 * 3. Contribute's approve code and Exams' report code (each in that remote's features/<x>/data/):
 *    a change to either leaves every file of the shell's build byte-identical.
 *
 * Builds in six rounds into a temporary folder: the shell and the exams remote side by side as
 * they are, again with one ranking rule changed, then the shell with one saved-papers rule
 * changed; then contribute as it is, the shell and contribute with the approve code changed, the
 * shell and exams with the report code changed. It builds and edits a copy of the tree
 * (copyTree), never the checkout's sources, so a crash or a Ctrl-C leaves nothing changed and
 * builds running meanwhile see the sources as they are. Exit 1 on a miss.
 *
 * The last step of `npm test`. Its first three rounds took 3.5 minutes on a 2-core machine (the
 * rounds side by side; the same builds one after another took about 8), 7 when other builds
 * share its cores; all six took 21 minutes on a 2-core machine other builds were sharing.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './app-list';
import { copyWorkspace, removeWorkspaceCopy } from './testing/workspace-copy';

type Change = { file: string; rule: string; changed: string; what: string };

const RANKING: Change = {
  file: path.join(root, 'packages/list-search/src/close-matcher.ts'),
  // How many terms a query may have and still match out of order.
  rule: 'const OUT_OF_ORDER_MAX_TERMS = 4;',
  changed: 'const OUT_OF_ORDER_MAX_TERMS = 5;',
  what: 'a ranking rule (OUT_OF_ORDER_MAX_TERMS 4 -> 5)',
};
const SAVED_LIST: Change = {
  file: path.join(root, 'packages/device/src/saved-papers.ts'),
  // The longest paper id a stored list keeps: read by every list, the About page's too.
  rule: 'const ID_MAX_LENGTH = 200;',
  changed: 'const ID_MAX_LENGTH = 201;',
  what: "a saved-papers rule (a stored entry's longest id 200 -> 201)",
};
/** Contribute's approve code (its own data/ folder): a moderator's decision, not the shell's. */
const APPROVE: Change = {
  file: path.join(root, 'remotes/contribute/src/features/moderate/data/moderation-sdk.ts'),
  rule: "'You sent this paper yourself, so another moderator has to approve it.'",
  changed: "'You sent this paper yourself, so a different moderator has to approve it.'",
  what: "the approve code's refusal of a moderator's own paper (its words)",
};
/** Exams' report code (its own data/ folder): sending a report on a paper. */
const REPORT: Change = {
  file: path.join(root, 'remotes/exams/src/features/report/data/report-sdk.ts'),
  rule: "'The report was not accepted: sign in with Google or a verified email, and check the details.'",
  changed:
    "'The report was refused: sign in with Google or a verified email, and check the details.'",
  what: "the report code's words for a refused report",
};
const SHARED_PACKAGE = '@vithelper/shared';

/**
 * The tree the builds run in: a copy of the checkout whose workspaces are its own
 * (scripts/testing/workspace-copy.ts), so a change is made to the copy's file, the builds bundle
 * it, and the checkout is never edited. `inTree` maps a file of the checkout to the copy's.
 */
type Tree = { dir: string; inTree: (file: string) => string; remove: () => void };

function copyTree(): Tree {
  const dir = copyWorkspace('vh-contract-tree-', { ownWorkspaces: true });
  return {
    dir,
    inTree: (file) => path.join(dir, path.relative(root, file)),
    remove: () => removeWorkspaceCopy(dir),
  };
}

/** The copy the builds of this run use (made by main). */
let tree: Tree | undefined;
const treeDir = (): string => tree?.dir ?? root;
const inTree = (file: string): string => tree?.inTree(file) ?? file;

function build(app: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(treeDir(), app),
        env: { ...process.env, VH_OUT_DIR: outDir, VH_BUILD_VERSION: '0.0.0-contract' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${app} failed (exit ${code})`)),
    );
  });
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

/** The files of the first build not found with the same bytes in the second (hashed names change). */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...a]
    .filter(([name, hash]) => b.get(name) !== hash)
    .map(([name]) => name)
    .sort();
}

/** For reading: a file without its .gz, .br and .map companions. */
const served = (files: string[]) => files.filter((file) => !/\.(gz|br|map)$/.test(file));

type Manifest = {
  shared?: { name: string; assets: Record<'js' | 'css', Record<'sync' | 'async', string[]>> }[];
};

/** The files a build's mf-manifest.json lists for the @vithelper/shared singleton. */
function singletonFiles(dir: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = manifest.shared?.find((shared) => shared.name === SHARED_PACKAGE);
  if (!entry) throw new Error(`${dir}/mf-manifest.json lists no ${SHARED_PACKAGE}`);
  const { js, css } = entry.assets;
  return [...js.sync, ...js.async, ...css.sync, ...css.async].sort();
}

/**
 * Runs `work` with one rule changed in the tree's copy of its file (copyTree), then puts the
 * copy back for the next round. The checkout's file is only read.
 */
async function withChange<T>(change: Change, work: () => Promise<T>): Promise<T> {
  const file = inTree(change.file);
  const original = fs.readFileSync(file, 'utf8');
  if (!original.includes(change.rule)) {
    throw new Error(`${path.relative(root, change.file)} no longer has "${change.rule}"`);
  }
  fs.writeFileSync(file, original.replace(change.rule, change.changed));
  try {
    return await work();
  } finally {
    fs.writeFileSync(file, original);
  }
}

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

async function round(label: string, builds: [app: string, outDir: string][]): Promise<void> {
  const started = performance.now();
  // Side by side: the two apps' builds overlap their single-threaded parts.
  await Promise.all(builds.map(([app, outDir]) => build(app, outDir)));
  console.log(`  built ${label} (${seconds(started)})`);
}

/** 1. A ranking change: the exams remote's alone, the shell not touched at all. */
function checkRanking(out: (name: string) => string): boolean {
  const shellFiles = fingerprint(out('shell-before'));
  const shell = differences(shellFiles, fingerprint(out('shell-ranking')));
  const examsFiles = fingerprint(out('exams-before'));
  const exams = differences(examsFiles, fingerprint(out('exams-ranking')));
  console.log(`search: ${RANKING.what}`);
  console.log(
    `  shell: ${shell.length} of its ${shellFiles.size} built files differ${shell.length ? `: ${shell.join(', ')}` : ''}`,
  );
  console.log(`  exams: ${exams.length} of its ${examsFiles.size} built files differ`);
  if (shell.length) {
    console.error(
      'check:contract: a ranking change changed the shell: the search is in its bundle',
    );
    return false;
  }
  if (!exams.length) {
    console.error('check:contract: the ranking change did not reach the exams build');
    return false;
  }
  console.log("  => a ranking change is the exams remote's alone");
  return true;
}

/** 2. A saved-papers change: the shell's own About page changes, its shared singleton does not. */
function checkSavedPapers(out: (name: string) => string): boolean {
  const before = fingerprint(out('shell-before'));
  const after = fingerprint(out('shell-saved'));
  const singleton = singletonFiles(out('shell-before'));
  const singletonAfter = singletonFiles(out('shell-saved'));
  const changed = differences(before, after);
  const singletonBefore = new Map(singleton.map((file) => [file, before.get(file) ?? 'missing']));
  const singletonNow = new Map(singletonAfter.map((file) => [file, after.get(file) ?? 'missing']));
  // Both ways: a file the singleton gained counts as much as one it changed.
  const singletonChanged = [
    ...new Set([
      ...differences(singletonBefore, singletonNow),
      ...differences(singletonNow, singletonBefore),
    ]),
  ];
  console.log(`saved papers: ${SAVED_LIST.what}`);
  console.log(
    `  shell: the ${SHARED_PACKAGE} singleton's ${singleton.length} file(s) (${singleton.join(', ')}): ${
      singletonChanged.length
        ? `${singletonChanged.length} differ: ${singletonChanged.join(', ')}`
        : 'byte-identical'
    }`,
  );
  console.log(
    `  shell: ${changed.length} of its ${before.size} built files differ, as its About page bundles its own copy (without .gz, .br, .map): ${served(changed).join(', ')}`,
  );
  if (!singleton.length) {
    console.error(`check:contract: the shell's manifest lists no file for ${SHARED_PACKAGE}`);
    return false;
  }
  if (singletonChanged.length) {
    console.error(
      `check:contract: a saved-papers change changed the ${SHARED_PACKAGE} singleton: the lists are in its chunk`,
    );
    return false;
  }
  if (!changed.length) {
    console.error(
      "check:contract: the saved-papers change did not reach the shell's build: the check proved nothing",
    );
    return false;
  }
  console.log(
    `  => a saved-papers change is a deploy of each app that bundles it, never a change of the ${SHARED_PACKAGE} singleton`,
  );
  return true;
}

/**
 * 3. An app's own data code: a change to Contribute's approve code or Exams' report code changes
 * that remote's build and leaves every file of the shell's byte-identical: the code runs in the
 * remote (on the shell's Firebase app, a federation singleton), so it is that team's deploy alone.
 */
function checkOwnDataCode(
  out: (name: string) => string,
  change: Change,
  remote: string,
  label: string,
): boolean {
  const shellFiles = fingerprint(out('shell-before'));
  const shell = differences(shellFiles, fingerprint(out(`shell-${label}`)));
  const remoteFiles = fingerprint(out(`${remote}-before`));
  const changed = differences(remoteFiles, fingerprint(out(`${remote}-${label}`)));
  console.log(`${remote}'s data code: ${change.what}`);
  console.log(
    `  shell: ${shell.length} of its ${shellFiles.size} built files differ${shell.length ? `: ${shell.join(', ')}` : ''}`,
  );
  console.log(`  ${remote}: ${changed.length} of its ${remoteFiles.size} built files differ`);
  if (shell.length) {
    console.error(`check:contract: a change to ${remote}'s data code changed the shell's build`);
    return false;
  }
  if (!changed.length) {
    console.error(`check:contract: the change did not reach the ${remote} build`);
    return false;
  }
  console.log(`  => a change to ${remote}'s ${label} code is the ${remote} remote's deploy alone`);
  return true;
}

/** The builds of check 3: the shell and each remote with its own data code changed. */
async function buildOwnDataCode(out: (name: string) => string): Promise<void> {
  await round('contribute as it is', [['remotes/contribute', out('contribute-before')]]);
  await withChange(APPROVE, () =>
    round("the shell and contribute with the approve code's change", [
      ['shell', out('shell-approve')],
      ['remotes/contribute', out('contribute-approve')],
    ]),
  );
  await withChange(REPORT, () =>
    round("the shell and exams with the report code's change", [
      ['shell', out('shell-report')],
      ['remotes/exams', out('exams-report')],
    ]),
  );
}

async function main(): Promise<number> {
  const started = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-contract-'));
  const out = (name: string) => path.join(tmp, name);
  // Ctrl-C while the apps build leaves no copy behind (the checkout is never edited).
  const onSignal = () => {
    tree?.remove();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    tree = copyTree();
    await round('the shell and exams as they are', [
      ['shell', out('shell-before')],
      ['remotes/exams', out('exams-before')],
    ]);
    await withChange(RANKING, () =>
      round('the shell and exams with the ranking change', [
        ['shell', out('shell-ranking')],
        ['remotes/exams', out('exams-ranking')],
      ]),
    );
    await withChange(SAVED_LIST, () =>
      round('the shell with the saved-papers change', [['shell', out('shell-saved')]]),
    );
    await buildOwnDataCode(out);
    const ranking = checkRanking(out);
    const saved = checkSavedPapers(out);
    const approve = checkOwnDataCode(out, APPROVE, 'contribute', 'approve');
    const report = checkOwnDataCode(out, REPORT, 'exams', 'report');
    console.log(`check:contract: 10 production builds in six rounds, ${seconds(started)}`);
    return ranking && saved && approve && report ? 0 : 1;
  } catch (error) {
    console.error(`check:contract: ${(error as Error).message}`);
    return 1;
  } finally {
    tree?.remove();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

void main().then((code) => {
  process.exitCode = code;
});
