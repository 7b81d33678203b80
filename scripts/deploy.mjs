/**
 * npm run deploy -- <app> [--dry-run] [--no-build] [--project <id>] [--force]
 * npm run deploy -- rules [--dry-run] [--project <id>]
 *
 * Deploys one app to its own Firebase Hosting target: regenerates firebase.json
 * (its CSP from the production registry), builds the app if stale, copies the
 * production runtime config into its dist (the shell also gets remotes.json),
 * then runs `firebase deploy --only hosting:<app>`. `rules` deploys the
 * database and storage rules. --dry-run changes nothing and prints the command.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { apps, findApp, root } from './apps.mjs';
import { buildStale } from './build-stale.mjs';
import {
  firebaseJsonText,
  generateFirebaseJson,
  PRODUCTION_CONFIG,
  productionConfigFile,
  readJson,
  writeFirebaseJson,
} from './deploy-config.mjs';
import { PRODUCTION_REGISTRY, productionRegistryFile, readRegistry } from './registry-file.mjs';

function parseArgs(argv) {
  const options = {
    dryRun: false,
    build: true,
    force: false,
    project: undefined,
    target: undefined,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--force') options.force = true;
    else if (arg === '--project') options.project = argv[++i];
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else if (!options.target) options.target = arg;
    else throw new Error(`Deploy one app at a time (got "${options.target}" and "${arg}")`);
  }
  if (!options.target) {
    throw new Error(
      `Usage: npm run deploy -- <${[...apps.map((app) => app.name), 'rules'].join('|')}> [--dry-run]`,
    );
  }
  return options;
}

/** The version folders (1.0.0-3fa9c1d2) the production registry currently points at for a remote. */
function liveVersions(registry, name) {
  return registry.remotes
    .filter((remote) => remote.name === name)
    .map((remote) =>
      new URL(remote.manifest).pathname.split('/').filter(Boolean).slice(0, -1).join('/'),
    )
    .filter(Boolean);
}

/** A Hosting deploy replaces the whole site: refuse one that would delete the version production is using. */
function checkLiveVersionsKept(app, registry) {
  const missing = liveVersions(registry, app.name).filter(
    (version) => !fs.existsSync(path.join(app.dir, 'dist', version, 'mf-manifest.json')),
  );
  return missing.map(
    (version) =>
      `${path.relative(root, app.dir)}/dist/${version}/ is missing, but the production registry points ${app.name} at it: ` +
      'this deploy would delete the live version. Keep that folder in dist/ (or switch the registry first).',
  );
}

const latestVersion = (app) => {
  const manifest = path.join(app.dir, 'dist', 'mf-manifest.json');
  return fs.existsSync(manifest) ? readJson(manifest).metaData?.buildInfo?.buildVersion : undefined;
};

function runtimeFiles(app, configFile, registryFile) {
  const { hosting: _deployOnly, ...config } = readJson(configFile);
  const files = { 'config.json': config };
  if (app.host) files['remotes.json'] = readRegistry(registryFile);
  return files;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const configFile = productionConfigFile();
  const registryFile = productionRegistryFile();
  const usingExamples = configFile !== PRODUCTION_CONFIG || registryFile !== PRODUCTION_REGISTRY;
  if (usingExamples && !options.dryRun) {
    throw new Error(
      `Create ${PRODUCTION_CONFIG} and ${PRODUCTION_REGISTRY} first (copy the .example.json files and fill in your project: see docs/deploying.md).`,
    );
  }
  if (usingExamples)
    console.log(`Dry run with the example files ${configFile} and ${registryFile}.`);

  const project = options.project ? ['--project', options.project] : [];
  const firebaseArgs =
    options.target === 'rules'
      ? ['firebase', 'deploy', '--only', 'database,storage', ...project]
      : ['firebase', 'deploy', '--only', `hosting:${findApp(options.target).name}`, ...project];

  if (options.target !== 'rules') {
    const app = findApp(options.target);
    if (options.dryRun) {
      const current = fs.readFileSync(path.join(root, 'firebase.json'), 'utf8');
      const stale =
        current !== firebaseJsonText(generateFirebaseJson({ registryFile, configFile }));
      console.log(
        stale
          ? 'Would regenerate firebase.json (its CSP or targets changed).'
          : 'firebase.json is up to date.',
      );
    } else if (writeFirebaseJson({ registryFile, configFile })) {
      console.log(
        `firebase.json regenerated from ${registryFile} (CSP: every remote origin) and ${configFile}.`,
      );
    }

    if (options.build && !options.dryRun) buildStale({ only: [app.name] });
    else if (options.build) console.log(`Would build ${app.name} if its dist is stale.`);

    if (!app.host) {
      const problems = checkLiveVersionsKept(app, readRegistry(registryFile));
      const verdict = options.force ? 'Warning' : options.dryRun ? 'Would refuse' : 'Refusing';
      for (const problem of problems) console.error(`${verdict}: ${problem}`);
      if (problems.length && !options.force && !options.dryRun) process.exit(1);
    }

    for (const [name, value] of Object.entries(runtimeFiles(app, configFile, registryFile))) {
      const target = path.join(app.dir, 'dist', name);
      if (options.dryRun)
        console.log(
          `Would write ${path.relative(root, target)} from ${name === 'config.json' ? configFile : registryFile}.`,
        );
      else fs.writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
    }
  }

  const command = `npx ${firebaseArgs.join(' ')}`;
  if (options.dryRun) {
    console.log(`Would run: ${command}`);
    return;
  }
  console.log(`Running: ${command}`);
  const result = spawnSync('npx', firebaseArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (options.target !== 'rules' && !findApp(options.target).host) {
    const version = latestVersion(findApp(options.target));
    if (version) {
      console.log(
        `\nDeployed ${options.target} ${version}. Switch the site to it with:\n` +
          `  npm run registry -- set ${options.target} <https://your-${options.target}-site>/${version}/mf-manifest.json --production --deploy`,
      );
    }
  }
}

try {
  main();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
