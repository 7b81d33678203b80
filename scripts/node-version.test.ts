import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.join(__dirname, '..');
const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

/** The Node release the README names: .nvmrc, which .ci/use-node.sh installs for CI. */
const named = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

describe('the Node version the README names', () => {
  it('is an even (long-term support) major release that the root package accepts', () => {
    expect(semver.valid(named)).toBe(named);
    expect(semver.major(named) % 2).toBe(0);
    const engines = readJson<{ engines: { node: string } }>('package.json').engines.node;
    expect(semver.satisfies(named, engines)).toBe(true);
  });

  it('satisfies every locked package, so a fresh npm ci prints no engine warning', () => {
    const lock = readJson<{ packages: Record<string, { engines?: { node?: string } | string[] }> }>(
      'package-lock.json',
    );
    const refusing = Object.entries(lock.packages)
      .map(([name, entry]) => [
        name,
        Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      ])
      .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
      .filter(([, range]) => !semver.satisfies(named, range))
      .map(([name, range]) => `${name} needs node ${range}`);
    expect(refusing).toEqual([]);
  });
});
