import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  allPorts,
  appPort,
  BLOCK_SIZE,
  emulatorHost,
  isAppPort,
  MAX_OFFSET,
  parseOffset,
  ports,
} from './ports';
import { readApps } from './apps-file';
import { root } from './registry-file';

const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

/** Files under a folder of the repository (no node_modules, no build output). */
function filesUnder(dir: string, pattern: RegExp): string[] {
  const skip = new Set(['node_modules', 'dist', 'test-results', 'results', '.emulator-data']);
  const walk = (folder: string): string[] =>
    fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return skip.has(entry.name) ? [] : walk(file);
      return pattern.test(entry.name) ? [file] : [];
    });
  return walk(dir);
}

const overlap = (a: number[], b: number[]): number[] => a.filter((port) => b.includes(port));
const validOffset = fc.integer({ min: 0, max: MAX_OFFSET / BLOCK_SIZE }).map((n) => n * BLOCK_SIZE);

describe('the ports of an offset', () => {
  it('never share a port with those of another offset', () => {
    fc.assert(
      fc.property(validOffset, validOffset, (a, b) => {
        fc.pre(a !== b);
        expect(overlap(allPorts(a), allPorts(b))).toEqual([]);
      }),
    );
  });

  it('stay below 65536 up to the highest offset, which is above 20000', () => {
    expect(MAX_OFFSET).toBeGreaterThan(20000);
    expect(Math.max(...allPorts(MAX_OFFSET))).toBeLessThanOrEqual(65535);
    expect(() => parseOffset(String(MAX_OFFSET + BLOCK_SIZE), 'VH_PORT_OFFSET')).toThrow(
      /VH_PORT_OFFSET must be a multiple of 100 from 0 to/,
    );
  });

  it('are all different within one offset', () => {
    const own = allPorts(1000);
    expect(new Set(own).size).toBe(own.length);
  });

  it("keep the Hosting emulator test off another site's database port", () => {
    // Once the Hosting test's 11000 was the database port of a site started with offset 2000.
    expect(ports(0).hosting).not.toBe(ports(2000).database);
    expect(allPorts(2000)).not.toContain(ports(0).hosting);
  });

  it('refuses an offset that would overlap another, naming the rule', () => {
    for (const raw of ['250', '-100', '1e3x', '2000.5']) {
      expect(() => parseOffset(raw, 'BENCH_PORT_OFFSET')).toThrow(
        `BENCH_PORT_OFFSET must be a multiple of 100 from 0 to ${MAX_OFFSET}`,
      );
    }
    expect(parseOffset(undefined, 'VH_PORT_OFFSET', 4000)).toBe(4000);
    expect(parseOffset('18500', 'VH_PORT_OFFSET')).toBe(18500);
  });
});

describe("the offsets the repository's docs, scripts and benches use", () => {
  const docs = [
    'README.md',
    ...filesUnder('docs', /\.md$/),
    ...['emulator', 'remotes', 'shell', 'bench'].flatMap((dir) => filesUnder(dir, /\.md$/)),
  ];
  const code = ['scripts', 'bench', 'e2e'].flatMap((dir) => filesUnder(dir, /\.ts$/));
  const used = new Map<number, string>();
  for (const file of [...docs, ...code, 'package.json']) {
    const text = read(file);
    const found = [
      ...text.matchAll(/(?:VH|BENCH)_PORT_OFFSET[=:]\s*'?(\d+)/g),
      ...text.matchAll(/benchPortOffset\((\d+)\)/g),
    ];
    for (const [, offset] of found) used.set(Number(offset), file);
  }

  it('are found (the scan reads the files that name them)', () => {
    expect(used.size).toBeGreaterThan(5);
  });

  it('are each valid and share no port with any other', () => {
    const offsets = [...used.keys()];
    const refused = offsets.filter((offset) => {
      try {
        return parseOffset(String(offset), 'offset') !== offset;
      } catch {
        return true;
      }
    });
    expect(refused.map((offset) => `${offset} in ${used.get(offset)}`)).toEqual([]);
    for (const a of offsets) {
      for (const b of offsets.filter((other) => other !== a)) {
        expect({ a, b, shared: overlap(allPorts(a), allPorts(b)) }).toEqual({ a, b, shared: [] });
      }
    }
  });
});

describe('every port is derived from scripts/ports.ts', () => {
  const sources = [
    'playwright.config.ts',
    'webpack.config.base.ts',
    ...['scripts', 'bench', 'e2e', 'emulator/src', 'shell', 'remotes', 'templates'].flatMap((dir) =>
      filesUnder(dir, /\.(ts|tsx|tmpl)$/),
    ),
  ].filter((file) => !/\.test\.tsx?$/.test(file) && file !== 'scripts/ports.ts');

  it('no script, config, test or bench adds an offset to a port number of its own', () => {
    // `9000 + offset`, `offset + 3001`, `port: 3000`, `listen(3095 …`: a second copy of a port.
    const literal =
      /\b\d{4,5}\s*\+\s*\w*offset|offset\w*\(?\)?\s*\+\s*\d{4,5}\b|\bport:\s*\d{4,5}\b|listen\(\s*\d{4,5}/i;
    const offenders = sources.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
        .filter(({ text }) => literal.test(text)),
    );
    expect(offenders).toEqual([]);
  });

  it("the apps' ports are apps' slots, each its own", () => {
    const appPorts = readApps().map((app) => app.port);
    expect(appPorts.filter((port) => !isAppPort(port))).toEqual([]);
    expect(new Set(appPorts).size).toBe(appPorts.length);
  });

  it('the local runtime config names the emulator at offset 0', () => {
    const config = JSON.parse(read('config/local.json')) as {
      firebase: { databaseURL: string };
      emulators: Record<string, string>;
    };
    expect(config.emulators).toEqual({
      database: emulatorHost('database', 0),
      auth: emulatorHost('auth', 0),
      storage: emulatorHost('storage', 0),
    });
    expect(new URL(config.firebase.databaseURL).host).toBe(emulatorHost('database', 0));
  });

  it("firebase.json's emulator ports are the emulator's", () => {
    const { emulators } = JSON.parse(read('firebase.json')) as {
      emulators: Record<string, { port: number }>;
    };
    const { database, auth, storage } = ports(0);
    expect(emulators).toMatchObject({
      database: { port: database },
      auth: { port: auth },
      storage: { port: storage },
    });
  });

  it("the local registry's manifests are on their apps' ports", () => {
    const registry = JSON.parse(read('config/remotes.local.json')) as {
      remotes: Array<{ name: string; manifest: string }>;
    };
    for (const remote of registry.remotes) {
      expect(new URL(remote.manifest).port).toBe(String(appPort(remote.name, 0)));
    }
  });
});
