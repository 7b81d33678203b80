import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** Runs `npm run emulator -- <args>` from the repo root, as the README and emulator/README.md do. */
function emulatorCommand(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'emulator', '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run emulator -- <flags>', () => {
  it('hands its flags to the emulator, which refuses one it does not know', () => {
    const { status, output } = emulatorCommand('--no-such-flag');
    expect(output).toContain('Unknown flag --no-such-flag');
    expect(status).toBe(1);
  });

  it('hands a flag its value, and says when the value is missing', () => {
    const { status, output } = emulatorCommand('--reset', '--data');
    expect(output).toContain('--data needs a value');
    expect(status).toBe(1);
  });
});
