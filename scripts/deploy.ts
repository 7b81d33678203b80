/**
 * npm run deploy -- <app> [--dry-run] [--no-build] [--project <id>] [--force] [--grace-days <n>]
 * npm run deploy -- rules [--dry-run] [--project <id>]
 * npm run deploy -- --setup --project <id>
 *
 * Deploys one app to its own Firebase Hosting target: regenerates firebase.json
 * (its CSP from the production registry), checks the project and the hosting
 * target are configured in .firebaserc, builds the course banks and the search index (when
 * stale, as `npm start` does) and then the app if stale, writes the
 * production runtime files into its dist (the shell also gets remotes.json and
 * 404.html, and keeps the hashed files of its earlier deploys for the grace
 * period), then runs `firebase deploy --only hosting:<app>`. `rules` deploys
 * the database and storage rules. --dry-run changes nothing, prints what it
 * would do and exits 1 whenever the real run would refuse. --setup writes the
 * .firebaserc targets of every app (site `<id>` for the shell, `<id>-<app>`
 * for each remote).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildStale } from './build-stale';
import { buildQuestionBanks } from './questions/build-banks';
import { buildSearchIndex } from './search/build-index';
import {
  firebaseJsonText,
  generateFirebaseJson,
  PRODUCTION_CONFIG,
  productionConfigFile,
  writeFirebaseJson,
  type HostingTarget,
} from './deploy-config';
import { findApp, readApps, type App } from './apps-file';
import {
  PRODUCTION_REGISTRY,
  productionRegistryFile,
  readJson,
  readRegistry,
  root,
  writeJsonFile,
  type Registry,
} from './registry-file';

// firebase-tools' own file lister: exactly what `firebase deploy` uploads for a public folder.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { listFiles } = require('firebase-tools/lib/listFiles.js') as {
  listFiles: (cwd: string, ignore: string[]) => string[];
};

export const FIREBASERC = '.firebaserc';
/** Where the shell keeps the hashed files of earlier deploys (ignored by git; CI keeps it as a cache). */
export const SHELL_KEEP_DIR = '.deploy/shell-previous';
export const DEFAULT_GRACE_DAYS = 7;
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;

type FirebaseRc = {
  projects?: Record<string, string>;
  targets?: Record<string, { hosting?: Record<string, string[]> }>;
};

/** The site name each app deploys to: the project's default site for the shell, `<project>-<app>` for a remote. */
export const siteFor = (project: string, app: App) =>
  app.host ? project : `${project}-${app.name}`;

export function firebaseRcFor(project: string, current: FirebaseRc = {}): FirebaseRc {
  const hosting = Object.fromEntries(readApps().map((app) => [app.name, [siteFor(project, app)]]));
  return {
    ...current,
    projects: { ...current.projects, default: project },
    targets: { ...current.targets, [project]: { ...current.targets?.[project], hosting } },
  };
}

const readFirebaseRc = (): FirebaseRc | undefined =>
  fs.existsSync(path.join(root, FIREBASERC)) ? readJson<FirebaseRc>(FIREBASERC) : undefined;

/** Why the Firebase CLI would not know where to deploy `target`, with how to fix it; [] when it would. */
export function targetProblems(target: string, project: string | undefined): string[] {
  const rc = readFirebaseRc();
  const setup = `npm run deploy -- --setup --project ${project ?? '<project-id>'}`;
  const chosen = project ?? rc?.projects?.default;
  if (!chosen) {
    return [
      `no Firebase project: ${FIREBASERC} has no default project and no --project was given. Run ${setup}.`,
    ];
  }
  if (target === 'rules') return [];
  const sites = rc?.targets?.[chosen]?.hosting?.[target];
  if (!sites?.length) {
    return [
      `hosting target "${target}" is not configured for project ${chosen} in ${FIREBASERC} ` +
        `(firebase deploy would fail with "Deploy target ${target} not configured"). Run ${setup}, ` +
        `or npx firebase target:apply hosting ${target} <site-name> --project ${chosen}.`,
    ];
  }
  return [];
}

/** The version folders (1.0.0-3fa9c1d2) the production registry currently points at for a remote. */
function liveVersions(registry: Registry, name: string): string[] {
  return registry.remotes
    .filter((remote) => remote.name === name)
    .map((remote) =>
      new URL(remote.manifest).pathname.split('/').filter(Boolean).slice(0, -1).join('/'),
    )
    .filter(Boolean);
}

/** A Hosting deploy replaces the whole site: refuse one that would delete the version production is using. */
function liveVersionProblems(app: App, registry: Registry): string[] {
  return liveVersions(registry, app.name)
    .filter(
      (version) => !fs.existsSync(path.join(root, app.dir, 'dist', version, 'mf-manifest.json')),
    )
    .map(
      (version) =>
        `${app.dir}/dist/${version}/ is missing, but the production registry points ${app.name} at it: ` +
        'this deploy would delete the live version. Keep that folder in dist/ (or switch the registry first).',
    );
}

const latestVersion = (app: App): string | undefined => {
  const manifest = path.join(root, app.dir, 'dist', 'mf-manifest.json');
  return fs.existsSync(manifest)
    ? readJson<{ metaData?: { buildInfo?: { buildVersion?: string } } }>(manifest).metaData
        ?.buildInfo?.buildVersion
    : undefined;
};

/** The files a site gets beside its build: config.json, and for the shell remotes.json and 404.html. */
export function runtimeFiles(
  app: App,
  configFile: string,
  registryFile: string,
  dist = path.join(root, app.dir, 'dist'),
): Record<string, string> {
  const { hosting: _deployOnly, ...config } = readJson<Record<string, unknown>>(configFile);
  const files: Record<string, string> = { 'config.json': `${JSON.stringify(config, null, 2)}\n` };
  if (app.host) {
    files['remotes.json'] = `${JSON.stringify(readRegistry(registryFile), null, 2)}\n`;
    // Unknown paths answer 404 with the app itself, which shows its "page not found" screen.
    const index = path.join(dist, 'index.html');
    if (fs.existsSync(index)) files['404.html'] = fs.readFileSync(index, 'utf8');
  }
  return files;
}

/** Remembers the shell's hashed files as live until now, so the next deploys keep serving them to open tabs. */
export function rememberShellFiles(dist: string, keepDir = path.join(root, SHELL_KEEP_DIR)) {
  if (!fs.existsSync(dist)) return;
  fs.mkdirSync(keepDir, { recursive: true });
  const now = new Date();
  for (const file of fs.readdirSync(dist)) {
    if (!HASHED_FILE.test(file)) continue;
    fs.copyFileSync(path.join(dist, file), path.join(keepDir, file));
    fs.utimesSync(path.join(keepDir, file), now, now);
  }
}

/** The remembered files still within the grace period and missing from dist (older ones are deleted unless dry). */
export function keptShellFiles(
  dist: string,
  graceDays: number,
  { dryRun = false, keepDir = path.join(root, SHELL_KEEP_DIR) } = {},
): string[] {
  if (!fs.existsSync(keepDir)) return [];
  const cutoff = Date.now() - graceDays * 24 * 60 * 60 * 1000;
  const kept: string[] = [];
  for (const file of fs.readdirSync(keepDir)) {
    const full = path.join(keepDir, file);
    if (fs.statSync(full).mtimeMs < cutoff) {
      if (!dryRun) fs.rmSync(full);
    } else if (!fs.existsSync(path.join(dist, file))) kept.push(file);
  }
  return kept;
}

/** The files `firebase deploy` uploads from a public folder (the Hosting emulator serves every file, uploaded or not). */
export const uploadedFiles = (dist: string, ignore: string[]): string[] =>
  fs.existsSync(dist) ? listFiles(dist, ignore) : [];

/** What `firebase deploy` would upload for a target: file count and bytes. */
export function uploadSummary(dist: string, ignore: string[]) {
  const files = uploadedFiles(dist, ignore);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(dist, file)).size, 0);
  return { files: files.length, bytes };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The data the builds ship, from the content and its PDFs, as `npm start` makes it: the course
 * banks (the courses remote's questions/), then the search index, which names each hit's question
 * from the banks (the exams remote's search/). Each is skipped when its inputs are unchanged;
 * whether either was made again (then the app is built again, to carry it).
 */
export async function buildContentData(log: (line: string) => void = console.log) {
  const banks = await buildQuestionBanks({});
  log(banks.message);
  const index = await buildSearchIndex({});
  log(index.message);
  return banks.built || index.built;
}

async function buildApp(name: string) {
  const changed = await buildContentData();
  buildStale({ only: [name], force: changed });
}

type Options = {
  target?: string;
  dryRun: boolean;
  build: boolean;
  force: boolean;
  project?: string;
  graceDays: number;
};

function options(argv: string[]): Options & { setup: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      setup: { type: 'boolean', default: false },
      project: { type: 'string' },
      'grace-days': { type: 'string', default: String(DEFAULT_GRACE_DAYS) },
    },
  });
  if (positionals.length > 1)
    throw new Error(`Deploy one app at a time (got ${positionals.map((p) => `"${p}"`).join(' ')})`);
  const graceDays = Number(values['grace-days']);
  if (!Number.isFinite(graceDays) || graceDays < 0)
    throw new Error('--grace-days needs a number of days');
  if (!positionals[0] && !values.setup) {
    const names = [...readApps().map((app) => app.name), 'rules'].join('|');
    throw new Error(
      `Usage: npm run deploy -- <${names}> [--dry-run] [--project <id>], or npm run deploy -- --setup --project <id>`,
    );
  }
  return {
    target: positionals[0],
    dryRun: values['dry-run'],
    build: !values['no-build'],
    force: values.force,
    setup: values.setup,
    project: values.project,
    graceDays,
  };
}

async function setup(project: string | undefined, dryRun: boolean) {
  if (!project) throw new Error('--setup needs --project <firebase-project-id>');
  const next = firebaseRcFor(project, readFirebaseRc());
  if (dryRun) {
    console.log(`Would write ${FIREBASERC}:\n${JSON.stringify(next, null, 2)}`);
    return;
  }
  await writeJsonFile(FIREBASERC, next);
  console.log(`${FIREBASERC} written: project ${project}, hosting targets`);
  for (const app of readApps())
    console.log(`  ${app.name.padEnd(12)} -> site ${siteFor(project, app)}`);
  console.log(
    "Create the remotes' sites once (needs a Firebase login): " +
      readApps()
        .filter((app) => !app.host)
        .map((app) => `npx firebase hosting:sites:create ${siteFor(project, app)}`)
        .join('; '),
  );
}

async function deploy(opts: Options): Promise<number> {
  const { dryRun } = opts;
  const refusals: string[] = [];
  const configFile = productionConfigFile();
  const registryFile = productionRegistryFile();
  if (configFile !== PRODUCTION_CONFIG || registryFile !== PRODUCTION_REGISTRY) {
    refusals.push(
      `${PRODUCTION_CONFIG} and ${PRODUCTION_REGISTRY} are needed (copy the .example.json files and fill in your project: see docs/deploying.md).`,
    );
    if (dryRun) console.log(`Dry run with the example files ${configFile} and ${registryFile}.`);
  }
  refusals.push(...targetProblems(opts.target!, opts.project));

  const project = opts.project ? ['--project', opts.project] : [];
  const firebaseArgs =
    opts.target === 'rules'
      ? ['firebase', 'deploy', '--only', 'database,storage', ...project]
      : ['firebase', 'deploy', '--only', `hosting:${findApp(opts.target!).name}`, ...project];

  if (opts.target !== 'rules') {
    const app = findApp(opts.target!);
    const dist = path.join(root, app.dir, 'dist');
    const generated = generateFirebaseJson({ registryFile, configFile });
    if (dryRun) {
      const current = fs.readFileSync(path.join(root, 'firebase.json'), 'utf8');
      console.log(
        current !== (await firebaseJsonText(generated))
          ? 'Would regenerate firebase.json (its CSP, rewrites or targets changed).'
          : 'firebase.json is up to date.',
      );
    }

    if (!app.host) {
      const problems = liveVersionProblems(app, readRegistry(registryFile));
      if (opts.force) for (const problem of problems) console.error(`Warning: ${problem}`);
      else refusals.push(...problems);
    }

    if (refusals.length && !dryRun) return refuse(refusals, dryRun);
    if (!dryRun && (await writeFirebaseJson({ registryFile, configFile })))
      console.log(`firebase.json regenerated from ${registryFile} and ${configFile}.`);

    if (app.host && !dryRun) rememberShellFiles(dist);
    if (opts.build && !dryRun) await buildApp(app.name);
    else if (opts.build)
      console.log(
        `Would build the course banks, then the search index, if stale; then ${app.name} if its dist is stale or they changed.`,
      );

    for (const [name, text] of Object.entries(runtimeFiles(app, configFile, registryFile))) {
      if (dryRun) console.log(`Would write ${app.dir}/dist/${name}.`);
      else fs.writeFileSync(path.join(dist, name), text);
    }
    if (app.host) {
      const kept = keptShellFiles(dist, opts.graceDays, { dryRun });
      console.log(
        `${dryRun ? 'Would keep' : 'Keeping'} ${kept.length} hashed file(s) of earlier deploys (grace period ${opts.graceDays} days, from ${SHELL_KEEP_DIR}/).`,
      );
      if (!dryRun)
        for (const file of kept)
          fs.copyFileSync(path.join(root, SHELL_KEEP_DIR, file), path.join(dist, file));
    }
    const hosting = (generated.hosting ?? []).find(
      (candidate: HostingTarget) => candidate.target === app.name,
    );
    const { files, bytes } = uploadSummary(dist, hosting?.ignore ?? []);
    console.log(
      `${dryRun ? 'Would upload' : 'Uploading'} ${files} files, ${megabytes(bytes)}, from ${app.dir}/dist (source maps, compressed copies${app.host ? '' : ' and the standalone page'} left out).`,
    );
  } else if (refusals.length && !dryRun) {
    return refuse(refusals, dryRun);
  }

  const command = `npx ${firebaseArgs.join(' ')}`;
  if (dryRun) {
    if (refusals.length) return refuse(refusals, dryRun);
    console.log(`Would run: ${command}`);
    return 0;
  }
  console.log(`Running: ${command}`);
  const result = spawnSync('npx', firebaseArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return result.status ?? 1;
  const app = opts.target === 'rules' ? undefined : findApp(opts.target!);
  if (app?.host) rememberShellFiles(path.join(root, app.dir, 'dist'));
  const version = app && !app.host ? latestVersion(app) : undefined;
  if (app && version) {
    console.log(
      `\nDeployed ${app.name} ${version}. Preview it in your own browser first:\n` +
        `  npm run registry -- preview ${app.name} ${version} --production\n` +
        `then switch every student to it with:\n` +
        `  npm run registry -- set ${app.name} <https://your-${app.name}-site>/${version}/mf-manifest.json --production --deploy`,
    );
  }
  return 0;
}

function refuse(refusals: string[], dryRun: boolean): number {
  for (const refusal of refusals)
    console.error(`${dryRun ? 'Would refuse' : 'Refusing'}: ${refusal}`);
  if (dryRun) console.error('Dry run: the real deploy would refuse (exit code 1).');
  return 1;
}

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts.setup) return setup(opts.project, opts.dryRun);
  process.exitCode = await deploy(opts);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
