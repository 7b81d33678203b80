/**
 * npm run registry -- list [--file <registry>] [--production]
 * npm run registry -- set <remote> <manifest-url> [--file <registry>] [--production] [--deploy] [--dry-run]
 *
 * Switches one section to another version (or back) by editing the registry
 * the shell reads as /remotes.json. Before writing it checks that the file is
 * a valid registry and that the URL answers with that remote's federation
 * manifest. The default file is config/remotes.local.json; --production means
 * config/remotes.production.json, and --deploy then publishes it (the shell's
 * site only: the shell's code is not rebuilt when it is up to date).
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from './apps.mjs';
import {
  LOCAL_REGISTRY,
  PRODUCTION_REGISTRY,
  formatJson,
  readRegistry,
  registryProblems,
  writeJsonFile,
} from './registry-file.mjs';

const FETCH_TIMEOUT_MS = Number(process.env.VH_REGISTRY_TIMEOUT_MS) || 10_000;

function parseArgs(argv) {
  const options = { file: LOCAL_REGISTRY, deploy: false, dryRun: false, positional: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--file') options.file = argv[++i];
    else if (arg === '--production') options.file = PRODUCTION_REGISTRY;
    else if (arg === '--deploy') options.deploy = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.positional.push(arg);
  }
  if (!options.file) throw new Error('--file needs a path');
  return options;
}

/** Fetches a manifest and checks it is the named remote's; returns the manifest. */
export async function fetchManifest(url, remote) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not a URL`);
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`"${url}" must be an http(s) URL`);
  let response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new Error(`${url} did not answer: ${error.cause?.code ?? error.message}`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  let manifest;
  try {
    manifest = await response.json();
  } catch {
    throw new Error(
      `${url} did not answer with JSON: is it a federation manifest (mf-manifest.json)?`,
    );
  }
  if (!manifest?.metaData || !Array.isArray(manifest.shared) || !Array.isArray(manifest.exposes)) {
    throw new Error(`${url} is not a federation manifest (no metaData, shared or exposes)`);
  }
  if (manifest.metaData.name !== remote) {
    throw new Error(`${url} is the manifest of "${manifest.metaData.name}", not of "${remote}"`);
  }
  if (remote !== 'shell' && !manifest.exposes.some((expose) => expose.path === './routes')) {
    throw new Error(`${url}: "${remote}" exposes no ./routes module`);
  }
  return manifest;
}

const versionOf = (manifest) => manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';

async function list(options) {
  const registry = readRegistry(options.file);
  console.log(`${options.file}:`);
  const rows = await Promise.all(
    registry.remotes.map(async (remote) => {
      const version = await fetchManifest(remote.manifest, remote.name).then(
        versionOf,
        (error) => `unreachable (${error.message})`,
      );
      return `  ${remote.name.padEnd(12)} ${version.padEnd(18)} ${remote.manifest}`;
    }),
  );
  console.log(rows.join('\n'));
}

/** A remote missing from the file is copied from the local registry (label, routes, nav), with the new URL. */
function entryTemplate(name, file) {
  if (path.resolve(root, file) === path.resolve(root, LOCAL_REGISTRY)) return undefined;
  return readRegistry(LOCAL_REGISTRY).remotes.find((remote) => remote.name === name);
}

async function set(options) {
  const [, remote, url] = options.positional;
  if (!remote || !url)
    throw new Error('Usage: npm run registry -- set <remote> <manifest-url> [--file <registry>]');
  const registry = readRegistry(options.file);
  let entry = registry.remotes.find((candidate) => candidate.name === remote);
  const template = entry ? undefined : entryTemplate(remote, options.file);
  if (!entry && !template) {
    const known = registry.remotes.map((candidate) => candidate.name).join(', ');
    throw new Error(
      `No remote "${remote}" in ${options.file} (known: ${known}). A new section starts with npm run new-remote.`,
    );
  }
  const manifest = await fetchManifest(url, remote);
  const previous = entry?.manifest;
  if (!entry) {
    entry = { ...template };
    registry.remotes.push(entry);
    console.log(
      `Added ${remote} to ${options.file} (label, routes and nav from ${LOCAL_REGISTRY}).`,
    );
  }
  entry.manifest = url;
  const problems = registryProblems(registry);
  if (problems.length)
    throw new Error(`Not written: the result would be invalid: ${problems.join('; ')}`);
  if (options.dryRun) {
    console.log(formatJson(registry));
    console.log(`Dry run: ${options.file} not written.`);
  } else {
    writeJsonFile(options.file, registry);
  }
  console.log(`${remote}: ${previous ?? '(new)'}\n  -> ${url} (version ${versionOf(manifest)})`);
  if (previous && previous !== url)
    console.log(
      `Roll back with: npm run registry -- set ${remote} ${previous} --file ${options.file}`,
    );
  if (options.deploy) {
    const args = ['scripts/deploy.mjs', 'shell', ...(options.dryRun ? ['--dry-run'] : [])];
    const result = spawnSync('node', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else if (path.resolve(root, options.file) === path.resolve(root, LOCAL_REGISTRY)) {
    console.log('The next page load uses it (npm start reads the file on every request).');
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const command = options.positional[0];
  if (command === 'list') return list(options);
  if (command === 'set') return set(options);
  throw new Error(
    'Usage: npm run registry -- <list|set <remote> <manifest-url>> [--file <registry>] [--production] [--deploy]',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`registry: ${error.message}`);
    process.exit(1);
  });
}
