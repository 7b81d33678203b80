/**
 * npm start: builds what is missing or stale, generates the sample PDFs, starts
 * the local Firebase emulator and serves the shell and the three remotes.
 * --dev rebuilds on change instead. Ctrl-C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { apps, portOffset, root } from './apps.mjs';
import { buildStale } from './build-stale.mjs';
import { startAppServer } from './serve.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const children = [];

function run(command, commandArgs, options = {}) {
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

const pdfs = spawnSync('npm', ['run', '--silent', 'content:pdfs'], { cwd: root, stdio: 'inherit' });
if (pdfs.status !== 0) console.warn('Sample PDFs could not be generated; papers will not open.');

if (dev) {
  process.env.VH_DEV = '1';
  for (const app of apps) {
    run('npx', ['webpack', '--watch', '--mode', 'development'], { cwd: app.dir });
  }
} else if (!args.has('--no-build')) {
  buildStale();
}

const emulatorArgs = ['-r', 'esbuild-register', 'emulator/src/cli.ts'];
if (process.env.VH_EMULATOR_DATA) emulatorArgs.push('--data', process.env.VH_EMULATOR_DATA);
if (process.env.VH_EMULATOR_SEED) emulatorArgs.push('--seed', process.env.VH_EMULATOR_SEED);
if (args.has('--reset')) emulatorArgs.push('--reset');
const emulator = run('node', emulatorArgs);
emulator.on('exit', (code) => {
  if (code) console.error(`The emulator stopped with code ${code}.`);
});

const waitForDist = async (app) => {
  const fs = await import('node:fs');
  for (let i = 0; i < 600 && !fs.existsSync(path.join(app.dir, 'dist', 'index.html')); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

for (const app of apps) {
  await waitForDist(app);
  await startAppServer(app.name, app.port + portOffset());
}
console.log(
  `\nVITHelper is running: http://localhost:${3000 + portOffset()}  (Ctrl-C stops everything)`,
);
