/**
 * Starts and stops the whole local site (four app servers + emulator) through
 * scripts/start.ts, in its own process group so every child is stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const benchData = (name: string): string => path.join(root, '.emulator-data', name);

/** The config and registry files a bench run serves (VH_CONFIG_FILE, VH_REMOTES_FILE). */
export type BenchRuntime = { configFile: string; remotesFile: string };
/** A running server: where it answers and how to stop it. */
export type Stop = () => Promise<void>;
export type Site = { url: string; offset: number; stop: Stop };

/** The stops of every server a bench started: run when the bench fails or is interrupted. */
const running: Stop[] = [];
/** Registers a server's stop, so no server outlives the bench. */
export const stopOnFailure = (stop: Stop): number => running.push(stop);
type Registry = { remotes: { name: string; manifest: string; routes: string[] }[] };

/** Builds every app whose dist is stale (the project's own script). */
function buildApps() {
  const result = spawnSync('node', ['-r', 'esbuild-register', 'scripts/build-stale.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Building the apps failed');
}

/** Writes the runtime config used by a bench run: the product's start-up sequence (docs/product.md) with a 0 ms delay. */
function writeBenchRuntime(
  dir: string,
  { startupDelayMs = 0, examsVersion = '' } = {},
): BenchRuntime {
  fs.mkdirSync(dir, { recursive: true });
  const config = JSON.parse(fs.readFileSync(path.join(root, 'config/local.json'), 'utf8'));
  config.startupDelayMs = startupDelayMs;
  const registry: Registry = JSON.parse(
    fs.readFileSync(path.join(root, 'config/remotes.local.json'), 'utf8'),
  );
  const exams = registry.remotes.find((remote) => remote.name === 'exams');
  // The bench's own build of the exams remote (buildBenchExams), with the routes it adds.
  if (exams && examsVersion) {
    exams.manifest = new URL(`/${examsVersion}/mf-manifest.json`, exams.manifest).href;
    exams.routes.push(...BENCH_EXAMS_ROUTES);
  }
  const configFile = path.join(dir, 'config.json');
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  fs.writeFileSync(remotesFile, JSON.stringify(registry, null, 2));
  return { configFile, remotesFile };
}

/** The pages only the bench's build of the exams remote has (bench/naive-papers/routes.ts). */
const BENCH_EXAMS_ROUTES = ['/bench/naive-papers'];

/**
 * Builds the exams remote with the bench's baseline pages (bench/naive-papers/webpack.config.ts)
 * and puts it in a version folder of remotes/exams/dist/, which the exams server serves like
 * any version; returns that version for writeBenchRuntime. The product's build is untouched.
 */
function buildBenchExams(): string {
  const out = path.join(root, 'bench/naive-papers/dist');
  fs.rmSync(out, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--config',
      path.join(root, 'bench/naive-papers/webpack.config.ts'),
    ],
    {
      cwd: root,
      env: { ...process.env, VH_OUT_DIR: out, VH_BUILD_VERSION: '0.0.0-bench' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error("Building the bench's exams remote failed");
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  const version = manifest.metaData.buildInfo.buildVersion;
  fs.cpSync(path.join(out, version), path.join(root, 'remotes/exams/dist', version), {
    recursive: true,
  });
  return version;
}

/**
 * Builds the stale apps and writes the runtime files of one bench (under .emulator-data/<name>);
 * `benchExams` also builds the exams remote with the bench's baseline pages, after the product's
 * builds, and registers it.
 */
export function prepareSite(
  name: string,
  { startupDelayMs, benchExams = false }: { startupDelayMs?: number; benchExams?: boolean } = {},
): BenchRuntime {
  buildApps();
  const examsVersion = benchExams ? buildBenchExams() : '';
  return writeBenchRuntime(benchData(name), { startupDelayMs, examsVersion });
}

/**
 * Serves the built site with a seed; resolves once "VITHelper is running" is printed.
 * Returns { url, offset, stop }.
 */
export async function startSite({
  offset,
  seedFile,
  runtime,
  timeoutMs = 120_000,
  label = `bench-${offset}`,
  extraOrigins = [],
  env: extraEnv = {},
}: {
  offset: number;
  seedFile: string;
  runtime: BenchRuntime;
  timeoutMs?: number;
  label?: string;
  /** Pages served from other origins that read the site's emulator (the single-bundle baseline). */
  extraOrigins?: string[];
  /** More environment for the site's servers (e.g. VH_EXTRA_HEADERS, scripts/serve.ts). */
  env?: Record<string, string>;
}): Promise<Site> {
  const env = {
    ...process.env,
    ...extraEnv,
    VH_PORT_OFFSET: String(offset),
    VH_EMULATOR_ORIGINS: extraOrigins.join(','),
    VH_EMULATOR_DATA: benchData(label),
    VH_EMULATOR_SEED: seedFile,
    VH_CONFIG_FILE: runtime.configFile,
    VH_REMOTES_FILE: runtime.remotesFile,
  };
  const child = spawn(
    'node',
    ['-r', 'esbuild-register', 'scripts/start.ts', '--no-build', '--reset'],
    {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const stop: Stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
        resolve();
      }, 5000).unref();
    });
  stopOnFailure(stop);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The site did not start within ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      log += chunk;
      const match = /VITHelper is running: (http:\/\/localhost:\d+)/.exec(log);
      // start.ts says so before the emulator has loaded its seed: its own "database" line is needed too.
      if (match && /^database\s+http:/m.test(log)) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (log += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site stopped (code ${code}) before it was ready:\n${log}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url, offset, stop };
}

/**
 * Runs a bench's main(): exit 0 when it finishes; on an error, print it, stop the servers and
 * exit 1; on Ctrl-C or SIGTERM, stop the servers and exit 130.
 */
export function runBench(main: () => Promise<void>): void {
  const stopAll = () => Promise.all(running.map((stop) => stop().catch(() => undefined)));
  const interrupted = async () => {
    await stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  main().then(
    () => process.exit(0),
    async (error) => {
      console.error(error);
      await stopAll();
      process.exit(1);
    },
  );
}

/** Writes bench/results/<file> (the figures as JSON), then prints the report and where they went. */
export function writeResults(file: string, results: object, report: string, tag: string): void {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), JSON.stringify(results, null, 2));
  console.log(report);
  console.log(`[${tag}] wrote bench/results/${file}`);
}
