import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FlagError, parseFlags } from './cli-flags';

/**
 * Every command reads its flags one way (scripts/cli-flags.ts, node:util parseArgs): the flags it
 * knows keep their spelling, and a flag it does not know, or one without its value, is refused
 * with the command's usage instead of being ignored.
 */
const root = path.join(__dirname, '..');
const USAGE = 'Usage: probe [--file <f>] [--force]';
const options = { file: { type: 'string' }, force: { type: 'boolean', default: false } } as const;

describe('parseFlags', () => {
  it('reads the flags it is given', () => {
    expect(parseFlags(USAGE, options, { args: ['--file', 'a.json', '--force'] }).values).toEqual({
      file: 'a.json',
      force: true,
    });
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--file'], "Option '--file <value>' argument missing"],
    [['stray'], "Unexpected argument 'stray'"],
  ])('refuses %j with the usage', (args, problem) => {
    const read = () => parseFlags(USAGE, options, { args });
    expect(read).toThrow(FlagError);
    expect(read).toThrow(problem);
    expect(read).toThrow(USAGE);
  });
});

describe('a command given a flag it does not know', () => {
  it.each([
    ['scripts/content/validate.ts', 'npm run content:validate'],
    ['bench/release-simulation.ts', 'npm run bench:release'],
  ])('%s says so with its usage and exits 2, doing nothing', (file, command) => {
    const result = spawnSync(process.execPath, ['-r', 'esbuild-register', file, '--bogus'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toContain("Unknown option '--bogus'");
    expect(result.stderr).toContain(`Usage: ${command}`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});
