/**
 * The release commands of npm run registry (docs/deploying-one-remote.md):
 *
 *   canary <section> <manifest-url> <percent>  offer a version to a share of devices
 *   health <section>                           loads, failures, failure rate and load times per version
 *   promote <section>                          the candidate becomes stable
 *   rollback <section>                         the candidate's share goes to 0 (stable unchanged)
 *   watch                                      one pass: roll back every candidate failing more than stable
 *
 * Each takes --production (config/remotes.production.json and the production database) or
 * --file, --dry-run (print, write nothing) and, for the ones that change the registry,
 * --deploy. The load reports are read from the database's releaseHealth (database.rules.json):
 * locally from the emulator with its owner credential, in production with an OAuth access
 * token in VH_DATABASE_TOKEN (e.g. `gcloud auth print-access-token`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { releaseKey, releaseFromKey, RELEASE_HEALTH_PATH } from '@vithelper/contracts/release';
import {
  DEFAULT_WATCH_RULE,
  formatBound,
  summarize,
  watchDecision,
  type Counters,
  type ReleaseHealth,
  type WatchRule,
} from './release/release-health';
import {
  PRODUCTION_REGISTRY,
  formatJson,
  readJson,
  readRegistry,
  registryProblems,
  root,
  writeJsonFile,
  type Registry,
  type RegistryRemote,
} from './registry-file';
import { portOffset, ports, shiftPorts, unshiftPorts } from './ports';

export type ReleaseOptions = {
  file: string;
  dryRun: boolean;
  positional: string[];
  database?: string;
  threshold?: string;
  minReporters?: string;
  /** The older name of --min-reporters, from when every load counted alone. */
  minLoads?: string;
  now?: () => Date;
};

type FetchManifest = (
  url: string,
  remote: string,
) => Promise<{ metaData?: { buildInfo?: { buildVersion?: string } } }>;

const isProduction = (options: ReleaseOptions) =>
  path.resolve(root, options.file) === path.resolve(root, PRODUCTION_REGISTRY);

function findEntry(registry: Registry, name: string | undefined, file: string): RegistryRemote {
  const entry = registry.remotes.find((remote) => remote.name === name);
  if (!name || !entry)
    throw new Error(
      `No section "${name ?? ''}" in ${file} (known: ${registry.remotes.map((r) => r.name).join(', ')})`,
    );
  return entry;
}

/** Writes the registry (or, on a dry run, prints it); true when it was written. */
async function save(registry: Registry, options: ReleaseOptions): Promise<boolean> {
  const problems = registryProblems(registry);
  if (problems.length)
    throw new Error(`Not written: the result would be invalid: ${problems.join('; ')}`);
  if (options.dryRun) {
    console.log(await formatJson(registry));
    console.log(`Dry run: ${options.file} not written.`);
    return false;
  }
  await writeJsonFile(options.file, registry);
  return true;
}

/**
 * A local registry keeps its local URLs at offset 0 and the site serves them shifted by the run's
 * offset (scripts/serve.ts): a URL given at an offset is stored unshifted, and a stored one is
 * shown and fetched as served. The production registry is deployed as it is.
 */
export const storedUrl = (url: string, file: string): string =>
  path.resolve(root, file) === path.resolve(root, PRODUCTION_REGISTRY)
    ? url
    : unshiftPorts(url, portOffset());

export const servedUrl = (url: string, file: string): string =>
  path.resolve(root, file) === path.resolve(root, PRODUCTION_REGISTRY)
    ? url
    : shiftPorts(url, portOffset());

const version = (url: string) => {
  const key = releaseKey(url);
  return key === 'current' ? url : releaseFromKey(key);
};

export async function canary(options: ReleaseOptions, fetchManifest: FetchManifest) {
  const [, name, url, percent] = options.positional;
  if (!name || !url || percent === undefined)
    throw new Error(
      'Usage: npm run registry -- canary <section> <manifest-url> <percent> [--production] [--dry-run] [--deploy]',
    );
  const share = Number(percent.replace(/%$/, ''));
  if (!Number.isInteger(share) || share < 0 || share > 100)
    throw new Error(`"${percent}" is not a share: give a whole percentage from 0 to 100`);
  const registry = readRegistry(options.file);
  const entry = findEntry(registry, name, options.file);
  const stored = storedUrl(url, options.file);
  if (stored === entry.manifest)
    throw new Error(`${url} is already ${name}'s stable version: a candidate is another version`);
  const manifest = await fetchManifest(url, name);
  const same = entry.candidate?.manifest === stored;
  const since =
    same && entry.candidate?.since
      ? entry.candidate.since
      : (options.now?.() ?? new Date()).toISOString();
  entry.candidate = { manifest: stored, share, since };
  const written = await save(registry, options);
  console.log(
    `${name}: candidate ${manifest.metaData?.buildInfo?.buildVersion ?? version(url)} for ${share} % of devices` +
      ` (since ${since}); stable stays ${version(entry.manifest)}.`,
  );
  if (written || options.dryRun)
    console.log(
      `Watch it with: npm run registry -- health ${name}${isProduction(options) ? ' --production' : ''}`,
    );
}

export async function promote(options: ReleaseOptions) {
  const [, name] = options.positional;
  const registry = readRegistry(options.file);
  const entry = findEntry(registry, name, options.file);
  if (!entry.candidate)
    throw new Error(
      `${name} has no candidate to promote (offer one with npm run registry -- canary)`,
    );
  const previous = entry.manifest;
  entry.manifest = entry.candidate.manifest;
  delete entry.candidate;
  await save(registry, options);
  console.log(
    `${name}: stable ${version(previous)}\n  -> ${version(entry.manifest)} (${entry.manifest}), for every device.`,
  );
  console.log(
    `Roll back with: npm run registry -- set ${name} ${servedUrl(previous, options.file)}${isProduction(options) ? ' --production' : ` --file ${options.file}`}`,
  );
}

export async function rollback(options: ReleaseOptions) {
  const [, name] = options.positional;
  const registry = readRegistry(options.file);
  const entry = findEntry(registry, name, options.file);
  if (!entry.candidate)
    throw new Error(`${name} has no candidate to roll back; stable is ${version(entry.manifest)}`);
  const share = entry.candidate.share;
  entry.candidate = { ...entry.candidate, share: 0 };
  await save(registry, options);
  console.log(
    `${name}: candidate ${version(entry.candidate.manifest)} share ${share} % -> 0 %; every device loads stable ${version(entry.manifest)}.`,
  );
}

/** Where the counters are read: --database, else the production database or the local emulator. */
function databaseSource(options: ReleaseOptions): { base: URL; headers: Record<string, string> } {
  if (options.database)
    return { base: new URL(options.database), headers: { Authorization: 'Bearer owner' } };
  if (isProduction(options)) {
    const file = fs.existsSync(path.join(root, 'config/production.json'))
      ? 'config/production.json'
      : 'config/production.example.json';
    const url = readJson<{ firebase?: { databaseURL?: string } }>(file).firebase?.databaseURL;
    if (!url) throw new Error(`${file} names no firebase.databaseURL`);
    const token = process.env.VH_DATABASE_TOKEN;
    if (!token)
      throw new Error(
        "Reading the production counters needs a maintainer's OAuth access token in VH_DATABASE_TOKEN (e.g. VH_DATABASE_TOKEN=$(gcloud auth print-access-token))",
      );
    return { base: new URL(url), headers: { Authorization: `Bearer ${token}` } };
  }
  // The emulator of npm start (its database port at VH_PORT_OFFSET); its owner credential skips the rules.
  const port = ports(portOffset()).database;
  return {
    base: new URL(`http://127.0.0.1:${port}?ns=demo-vithelper`),
    headers: { Authorization: 'Bearer owner' },
  };
}

/** The reports of one section: { <release key>: { <account>: { n, last, <outcome>: { <bucket>: n } } } }. */
export async function readCounters(
  options: ReleaseOptions,
  section: string,
): Promise<Record<string, Counters>> {
  const { base, headers } = databaseSource(options);
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${RELEASE_HEALTH_PATH}/${encodeURIComponent(section)}.json`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(
      `The database at ${base.origin} did not answer (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}). Locally, is npm start running?`,
    );
  }
  if (!response.ok)
    throw new Error(
      `Reading ${url.origin}${url.pathname} answered ${response.status} ${await response.text()}`,
    );
  return ((await response.json()) as Record<string, Counters> | null) ?? {};
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function healthLine(label: string, name: string, health: ReleaseHealth, since?: string) {
  const { manifest, chunk, timeout, render } = health.failures;
  const failed = manifest + chunk + timeout + render;
  return (
    `  ${label.padEnd(10)} ${name}\n` +
    `    devices ${health.reporters}, loads ${health.loads}, failures ${failed} (manifest ${manifest}, chunk ${chunk}, timeout ${timeout}, render ${render}), failure rate ${pct(health.failureRate)} per device\n` +
    `    load time p50 ${formatBound(health.p50)}, p95 ${formatBound(health.p95)}; since ${since ?? 'the first report'}` +
    (health.unattributed
      ? `\n    and ${health.unattributed} anonymous loads counted before reports needed an account (not judged)`
      : '')
  );
}

export async function health(options: ReleaseOptions) {
  const [, name] = options.positional;
  const registry = readRegistry(options.file);
  const entry = findEntry(registry, name, options.file);
  const counters = await readCounters(options, entry.name);
  const stableKey = releaseKey(entry.manifest);
  const candidateKey = entry.candidate ? releaseKey(entry.candidate.manifest) : undefined;
  const lines = [`${entry.name} (${options.file}):`];
  lines.push(healthLine('stable', version(entry.manifest), summarize(counters[stableKey])));
  if (entry.candidate && candidateKey)
    lines.push(
      healthLine(
        `candidate`,
        `${version(entry.candidate.manifest)} at ${entry.candidate.share} %`,
        summarize(counters[candidateKey]),
        entry.candidate.since,
      ),
    );
  for (const key of Object.keys(counters).sort())
    if (key !== stableKey && key !== candidateKey)
      lines.push(healthLine('earlier', releaseFromKey(key), summarize(counters[key])));
  console.log(lines.join('\n'));
}

function watchRule(options: ReleaseOptions): WatchRule {
  const threshold =
    options.threshold === undefined
      ? DEFAULT_WATCH_RULE.threshold * 100
      : Number(options.threshold);
  const given = options.minReporters ?? options.minLoads;
  const flag = options.minReporters === undefined ? '--min-loads' : '--min-reporters';
  if (options.minReporters === undefined && options.minLoads !== undefined)
    console.log(
      '--min-loads now counts devices (reporting accounts), not loads: it is --min-reporters.',
    );
  const minReporters = given === undefined ? DEFAULT_WATCH_RULE.minReporters : Number(given);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 100)
    throw new Error(
      `--threshold "${options.threshold}" is not a number of percentage points from 0 to 100`,
    );
  if (!Number.isInteger(minReporters) || minReporters < 1)
    throw new Error(`${flag} "${given}" is not a whole number of devices, 1 or more`);
  return { threshold: threshold / 100, minReporters };
}

/** One pass over every candidate on offer; true when the registry changed (so --deploy publishes it). */
export async function watch(options: ReleaseOptions): Promise<boolean> {
  const rule = watchRule(options);
  const registry = readRegistry(options.file);
  const watched = registry.remotes.filter(
    (remote) => remote.candidate && remote.candidate.share > 0,
  );
  console.log(
    `registry watch: ${options.file}, rolling back a candidate whose failure rate exceeds stable's by more than ${pct(rule.threshold)}, once at least ${rule.minReporters} devices reported it (each device weighs one, however many loads it reports).`,
  );
  if (!watched.length) console.log('  No candidate is on offer.');
  let changed = false;
  for (const entry of watched) {
    const candidate = entry.candidate!;
    const stableKey = releaseKey(entry.manifest);
    const candidateKey = releaseKey(candidate.manifest);
    if (stableKey === candidateKey) {
      console.log(
        `  ${entry.name}: stable and candidate have the same version name (${stableKey}); their loads cannot be told apart, left alone.`,
      );
      continue;
    }
    const counters = await readCounters(options, entry.name);
    const decision = watchDecision(
      summarize(counters[stableKey]),
      summarize(counters[candidateKey]),
      rule,
    );
    if (decision.rollBack) {
      entry.candidate = { ...candidate, share: 0 };
      changed = true;
      console.log(
        `  ${entry.name}: ROLLED BACK candidate ${version(candidate.manifest)} (${candidate.share} % -> 0 %): ${decision.reason}.`,
      );
    } else {
      console.log(
        `  ${entry.name}: candidate ${version(candidate.manifest)} stays at ${candidate.share} %: ${decision.reason}.`,
      );
    }
  }
  if (!changed) return false;
  return save(registry, options);
}
