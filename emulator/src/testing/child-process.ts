import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, type EmulatorOptions, type RunningEmulator } from '../index';

export type ChildEmulator = {
  process: ChildProcess;
  ports: RunningEmulator['ports'];
  /** What the emulator has written to stderr so far (its logged errors). */
  stderr(): string;
  alive(): boolean;
  /** kill -9, as a crash or a power cut would stop it. */
  kill(): Promise<void>;
};

function spawnChild(options: EmulatorOptions): { child: ChildProcess; stderr: () => string } {
  const child = spawn(
    process.execPath,
    [
      '-r',
      'esbuild-register',
      path.join(REPO_ROOT, 'emulator/src/testing/child-emulator.ts'),
      JSON.stringify(options),
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  return { child, stderr: () => errors };
}

/** Starts the emulator in its own process (ports chosen freely), so a test can see it die. */
export function startChildEmulator(options: EmulatorOptions): Promise<ChildEmulator> {
  const { child, stderr } = spawnChild(options);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}: ${stderr()}`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      const ports = JSON.parse(chunk.toString('utf8')) as RunningEmulator['ports'];
      resolve({
        process: child,
        ports,
        stderr,
        alive: () => child.exitCode === null && child.signalCode === null,
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    });
  });
}

/** Starts an emulator that is expected to refuse to start; resolves with its exit code and stderr. */
export function startChildExpectingRefusal(
  options: EmulatorOptions,
): Promise<{ code: number | null; stderr: string }> {
  const { child, stderr } = spawnChild(options);
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => {
      child.kill('SIGKILL');
      reject(new Error('the emulator started'));
    });
    child.once('exit', (code) => resolve({ code, stderr: stderr() }));
  });
}
