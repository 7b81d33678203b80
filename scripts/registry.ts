/**
 * npm run registry -- list [--file <registry>] [--production]
 * npm run registry -- set <remote> <manifest-url> [--file <registry>] [--production] [--deploy] [--dry-run]
 * npm run registry -- canary|health|promote|rollback|watch … (./registry-release.ts)
 *
 * Switches one section to another version (or back) by editing the registry
 * the shell reads as /remotes.json. Before writing it checks that the file is
 * a valid registry and that the URL answers with that remote's federation
 * manifest. The default file is config/remotes.local.json; --production means
 * config/remotes.production.json, and --deploy then publishes it (the shell's
 * site only: the shell's code is not rebuilt when it is up to date).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  LOCAL_REGISTRY,
  PRODUCTION_REGISTRY,
  formatJson,
  readJson,
  readRegistry,
  registryProblems,
  root,
  writeJsonFile,
  type RegistryRemote,
} from './registry-file';
import {
  canary,
  health,
  promote,
  rollback,
  servedUrl,
  storedUrl,
  watch,
  type ReleaseOptions,
} from './registry-release';
import { appPort, portOffset } from './ports';

const FETCH_TIMEOUT_MS = Number(process.env.VH_REGISTRY_TIMEOUT_MS) || 10_000;

type Options = ReleaseOptions & {
  deploy: boolean;
  shell?: string;
};

function options(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      file: { type: 'string', default: LOCAL_REGISTRY },
      production: { type: 'boolean', default: false },
      deploy: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      shell: { type: 'string' },
      database: { type: 'string' },
      threshold: { type: 'string' },
      'min-reporters': { type: 'string' },
      'min-loads': { type: 'string' },
    },
  });
  return {
    file: values.production ? PRODUCTION_REGISTRY : values.file,
    deploy: values.deploy,
    dryRun: values['dry-run'],
    shell: values.shell,
    database: values.database,
    threshold: values.threshold,
    minReporters: values['min-reporters'],
    minLoads: values['min-loads'],
    positional: positionals,
  };
}

/** Fetches a manifest and checks it is the named remote's; returns the manifest. */
type Manifest = {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  shared?: unknown[];
  exposes?: Array<{ path?: string }>;
};

export async function fetchManifest(url: string, remote: string): Promise<Manifest> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not a URL`);
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`"${url}" must be an http(s) URL`);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new Error(
      `${url} did not answer: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`,
    );
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  let manifest: Manifest;
  try {
    manifest = (await response.json()) as Manifest;
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

const versionOf = (manifest: Manifest) => manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';

async function list(options: Options) {
  const registry = readRegistry(options.file);
  console.log(`${options.file}:`);
  const rows = await Promise.all(
    registry.remotes.map(async (remote) => {
      const version = await fetchManifest(
        servedUrl(remote.manifest, options.file),
        remote.name,
      ).then(versionOf, (error) => `unreachable (${error.message})`);
      return `  ${remote.name.padEnd(12)} ${version.padEnd(18)} ${remote.manifest}`;
    }),
  );
  console.log(rows.join('\n'));
}

/** A remote missing from the file is copied from the local registry (label, routes, nav), with the new URL. */
function entryTemplate(name: string, file: string): RegistryRemote | undefined {
  if (path.resolve(root, file) === path.resolve(root, LOCAL_REGISTRY)) return undefined;
  return readRegistry(LOCAL_REGISTRY).remotes.find((remote) => remote.name === name);
}

async function set(options: Options) {
  const [, remote, url] = options.positional;
  if (!remote || !url)
    throw new Error('Usage: npm run registry -- set <remote> <manifest-url> [--file <registry>]');
  const registry = readRegistry(options.file);
  let entry: RegistryRemote | undefined = registry.remotes.find(
    (candidate) => candidate.name === remote,
  );
  const template = entry ? undefined : entryTemplate(remote, options.file);
  if (!entry && !template) {
    const known = registry.remotes.map((candidate) => candidate.name).join(', ');
    throw new Error(
      `No remote "${remote}" in ${options.file} (known: ${known}). A new section starts with npm run new-remote.`,
    );
  }
  const stored = storedUrl(url, options.file);
  const manifest = await fetchManifest(url, remote);
  const previous = entry?.manifest;
  if (!entry) {
    entry = { ...template! };
    registry.remotes.push(entry);
    console.log(
      `Added ${remote} to ${options.file} (label, routes and nav from ${LOCAL_REGISTRY}).`,
    );
  }
  entry.manifest = stored;
  const problems = registryProblems(registry);
  if (problems.length)
    throw new Error(`Not written: the result would be invalid: ${problems.join('; ')}`);
  if (options.dryRun) {
    console.log(await formatJson(registry));
    console.log(`Dry run: ${options.file} not written.`);
  } else {
    await writeJsonFile(options.file, registry);
  }
  const shown = previous && servedUrl(previous, options.file);
  console.log(`${remote}: ${shown ?? '(new)'}\n  -> ${url} (version ${versionOf(manifest)})`);
  if (previous && previous !== stored)
    console.log(
      `Roll back with: npm run registry -- set ${remote} ${shown} --file ${options.file}`,
    );
  if (options.deploy) deployRegistry(options);
  else if (path.resolve(root, options.file) === path.resolve(root, LOCAL_REGISTRY)) {
    console.log('The next page load uses it (npm start reads the file on every request).');
  }
}

/** Publishes the registry with the shell's site (its code is rebuilt only when stale). */
function deployRegistry(options: Options) {
  const args = [
    '-r',
    'esbuild-register',
    'scripts/deploy.ts',
    'shell',
    ...(options.dryRun ? ['--dry-run'] : []),
  ];
  const result = spawnSync('node', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A version name as the build writes it (1.0.1-0badcafe): a folder name, never a URL. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** The shell's origin a preview link opens: --shell, else the production shell or the local one. */
function shellOrigin(options: Options): string {
  if (options.shell) return new URL(options.shell).origin;
  if (path.resolve(root, options.file) === path.resolve(root, PRODUCTION_REGISTRY)) {
    const file = fs.existsSync(path.join(root, 'config/production.json'))
      ? 'config/production.json'
      : 'config/production.example.json';
    const origin = readJson<{ hosting?: { shellOrigin?: string } }>(file).hosting?.shellOrigin;
    if (origin) return new URL(origin).origin;
  }
  return `http://localhost:${appPort('shell', portOffset())}`;
}

/** Prints the link that opens the shell with one remote at another version, for this browser session only. */
async function preview(options: Options) {
  const [, remote, version] = options.positional;
  if (!remote || !version)
    throw new Error('Usage: npm run registry -- preview <remote> <version> [--production]');
  if (!VERSION_PATTERN.test(version))
    throw new Error(`"${version}" is not a version name like 1.0.1-0badcafe`);
  const registry = readRegistry(options.file);
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry)
    throw new Error(
      `No remote "${remote}" in ${options.file} (known: ${registry.remotes.map((r) => r.name).join(', ')})`,
    );
  // The shell resolves the version on the remote's own site: the origin of its registry manifest.
  const manifestUrl = new URL(
    `/${version}/mf-manifest.json`,
    servedUrl(entry.manifest, options.file),
  ).href;
  const manifest = await fetchManifest(manifestUrl, remote);
  const link = `${shellOrigin(options)}/?preview=${encodeURIComponent(`${remote}@${version}`)}`;
  console.log(
    `${remote} ${versionOf(manifest)} is on its site (${manifestUrl}).\n` +
      `Open this link to preview it in your browser only (until the tab session ends or "Stop preview"):\n  ${link}`,
  );
}

async function main() {
  const opts = options(process.argv.slice(2));
  const command = opts.positional[0];
  if (command === 'list') return list(opts);
  if (command === 'set') return set(opts);
  if (command === 'preview') return preview(opts);
  const changes = {
    canary: () => canary(opts, fetchManifest),
    promote: () => promote(opts),
    rollback: () => rollback(opts),
  };
  if (command === 'canary' || command === 'promote' || command === 'rollback') {
    await changes[command]();
    if (opts.deploy) deployRegistry(opts);
    return;
  }
  if (command === 'health') return health(opts);
  if (command === 'watch') {
    // A scheduled job: it deploys only when a candidate was rolled back.
    if ((await watch(opts)) && opts.deploy) deployRegistry(opts);
    return;
  }
  throw new Error(
    'Usage: npm run registry -- <list | set <remote> <manifest-url> | preview <remote> <version> | canary <section> <manifest-url> <percent> | health <section> | promote <section> | rollback <section> | watch [--threshold <points>] [--min-reporters <devices>]> [--file <registry>] [--production] [--deploy] [--dry-run] [--database <url>]',
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`registry: ${(error as Error).message}`);
    process.exit(1);
  });
}
