/**
 * npm start [-- --dev] [--no-build] [--reset]
 *
 * Builds what is missing or stale, generates the sample PDFs, the search index of their text
 * and the question section's course banks (when stale), starts the local
 * Firebase emulator and serves the shell and the remotes. --dev rebuilds on
 * change instead; --no-build serves the dists as they are; --reset starts the
 * emulator from its seed. Ctrl-C stops everything.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { apps, root } from './app-list';
import { emulatorArgs as emulatorFlags } from './emulator-args';
import { appPort, portOffset, ports } from './ports';
import { buildStale } from './build-stale';
import { parseFlagsOrExit } from './cli-flags';
import { buildSearchIndex } from './search/build-index';
import { buildQuestionBanks } from './questions/build-banks';
import { startAppServer } from './serve';
import type { App } from './apps-file';

const { values } = parseFlagsOrExit('Usage: npm start [-- --dev] [--no-build] [--reset]', {
  dev: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  reset: { type: 'boolean', default: false },
});
const children: ChildProcess[] = [];

function run(command: string, commandArgs: string[], options: SpawnOptions = {}) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * Resolves once the emulator's database answers connections. The pages fetch
 * their content at once, so "running" must not be printed while a large seed
 * is still being read (a page opened then says the content is unreachable).
 */
async function waitForEmulator(port: number, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`The emulator did not listen on ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitForDist(app: App) {
  for (let i = 0; i < 600 && !fs.existsSync(path.join(app.dir, 'dist', 'index.html')); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const pdfs = spawnSync('npm', ['run', '--silent', 'content:pdfs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (pdfs.status !== 0) console.warn('Sample PDFs could not be generated; papers will not open.');

  // The course banks of the question section, from the same content and PDFs, before the builds:
  // the courses build ships them in its dist/ (remotes/courses/webpack.config.ts), which is what
  // a deploy uploads. A failure costs only them.
  await buildQuestionBanks({ seedFile: process.env.VH_EMULATOR_SEED }).then(
    ({ message }) => console.log(message),
    (error: Error) => console.warn(`The question section has no banks: ${error.message}`),
  );

  if (values.dev) {
    process.env.VH_DEV = '1';
    for (const app of apps) {
      run('npx', ['webpack', '--watch', '--mode', 'development'], { cwd: app.dir });
    }
  } else if (!values['no-build']) {
    buildStale();
  }

  const emulatorArgs = [
    '-r',
    'esbuild-register',
    'emulator/src/cli.ts',
    ...emulatorFlags(portOffset()),
  ];
  if (process.env.VH_EMULATOR_DATA) emulatorArgs.push('--data', process.env.VH_EMULATOR_DATA);
  if (process.env.VH_EMULATOR_SEED) emulatorArgs.push('--seed', process.env.VH_EMULATOR_SEED);
  if (process.env.VH_EMULATOR_SEED_USERS) {
    emulatorArgs.push('--seed-users', process.env.VH_EMULATOR_SEED_USERS);
  }
  if (values.reset) emulatorArgs.push('--reset');
  const emulator = run('node', emulatorArgs);
  emulator.on('exit', (code) => {
    if (code) console.error(`The emulator stopped with code ${code}.`);
  });

  // The database's port (scripts/ports.ts), shifted like every port. The
  // apps are served only after it listens: whoever waits for the shell (playwright.config.ts waits
  // for /config.json) then finds the content readable too, even when a busy machine starts the
  // emulator seconds after the builds are ready.
  await waitForEmulator(ports(portOffset()).database);
  for (const app of apps) await waitForDist(app);
  // The "inside papers" index of the content the emulator serves (into the exams remote's dist/),
  // rebuilt when that content, its PDFs or the index format changed, or a build emptied dist/.
  // A failure costs only that search.
  await buildSearchIndex({ seedFile: process.env.VH_EMULATOR_SEED }).then(
    ({ message }) => console.log(message),
    (error: Error) => console.warn(`Searching inside papers is off: ${error.message}`),
  );
  for (const app of apps) await startAppServer(app.name, app.port + portOffset());
  console.log(
    `\nVITHelper is running: http://localhost:${appPort('shell', portOffset())}  (Ctrl-C stops everything)`,
  );
}

main().catch((error: Error) => {
  console.error(`start: ${error.message}`);
  stopAll(1);
});
