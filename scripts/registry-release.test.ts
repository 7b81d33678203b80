/**
 * npm run registry -- canary / health / promote / rollback / watch, run as a section team
 * runs them, against a real HTTP server holding two versions of a remote's manifest and
 * answering for the database's load reports (releaseHealth).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');

const manifest = (name: string, version: string) => ({
  id: name,
  name,
  metaData: {
    name,
    buildInfo: { buildVersion: version },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  remotes: [],
  exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
});

const files: Record<string, unknown> = {
  '/1.0.0-aaaaaaaa/mf-manifest.json': manifest('exams', '1.0.0-aaaaaaaa'),
  '/1.0.1-bbbbbbbb/mf-manifest.json': manifest('exams', '1.0.1-bbbbbbbb'),
  '/blogs/mf-manifest.json': manifest('blogs', '1.0.0-cccccccc'),
};

/**
 * `count` devices' records of one release as the database holds them (one account each), each
 * with one load of `outcome` in `bucket`.
 */
function devices(count: number, outcome: string, bucket = 't500', from = 0) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${outcome}-${bucket}-${from + i}`,
      { n: 1, last: `${outcome}/${bucket}`, [outcome]: { [bucket]: 1 } },
    ]),
  );
}

/** What the database holds under releaseHealth/exams; the server checks the owner credential. */
let counters: unknown = null;
let server: http.Server;
let base: string;
let dir: string;
let registryFile: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/releaseHealth/exams.json') {
      if (req.headers.authorization !== 'Bearer owner') return void res.writeHead(401).end('{}');
      return void res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(counters));
    }
    const body = files[url.pathname];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-release-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const stable = () => `${base}/1.0.0-aaaaaaaa/mf-manifest.json`;
const candidate = () => `${base}/1.0.1-bbbbbbbb/mf-manifest.json`;

beforeEach(() => {
  counters = null;
  registryFile = path.join(dir, 'remotes.json');
  const registry = JSON.parse(
    fs.readFileSync(path.join(root, 'config/remotes.local.json'), 'utf8'),
  ) as { remotes: Array<{ name: string; manifest: string }> };
  registry.remotes.find((remote) => remote.name === 'exams')!.manifest = stable();
  fs.writeFileSync(registryFile, JSON.stringify(registry));
});

function registry(
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'node',
      ['-r', 'esbuild-register', 'scripts/registry.ts', ...args, '--file', registryFile],
      { cwd: root },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

type Entry = { name: string; manifest: string; candidate?: { manifest: string; share: number } };
const exams = () =>
  (JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { remotes: Entry[] }).remotes.find(
    (remote) => remote.name === 'exams',
  )!;

describe('npm run registry -- canary', () => {
  it('offers a version to a share of devices, checking its manifest, and leaves stable alone', async () => {
    const result = await registry('canary', 'exams', candidate(), '10');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('exams: candidate 1.0.1-bbbbbbbb for 10 % of devices');
    expect(exams()).toMatchObject({
      manifest: stable(),
      candidate: { manifest: candidate(), share: 10 },
    });
  });

  it.each([
    ['a manifest that is not there', () => `${base}/9.9.9/mf-manifest.json`, '10', 'answered 404'],
    ["another remote's manifest", () => `${base}/blogs/mf-manifest.json`, '10', 'not of "exams"'],
    ['a share above 100', () => candidate(), '101', 'is not a share'],
    ['a share that is not a number', () => candidate(), 'half', 'is not a share'],
    ['the stable version itself', () => stable(), '10', "already exams's stable version"],
  ])('refuses %s and writes nothing', async (_case, url, share, message) => {
    const before = fs.readFileSync(registryFile, 'utf8');
    const result = await registry('canary', 'exams', url(), share);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(before);
  });

  it('prints the registry and writes nothing on a dry run', async () => {
    const before = fs.readFileSync(registryFile, 'utf8');
    const result = await registry('canary', 'exams', candidate(), '25', '--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"share": 25');
    expect(result.stdout).toContain('Dry run');
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(before);
  });
});

describe('npm run registry -- health', () => {
  it('shows devices, loads, failures by kind, failure rate and load times per version', async () => {
    await registry('canary', 'exams', candidate(), '10');
    counters = {
      '1,0,0-aaaaaaaa': {
        ...devices(90, 'ok'),
        ...devices(8, 'ok', 't2000'),
        ...devices(2, 'chunk', 't1000'),
        // Counted before reports needed an account.
        chunk: { t1000: 7 },
      },
      '1,0,1-bbbbbbbb': {
        ...devices(10, 'ok'),
        ...devices(5, 'render'),
        ...devices(5, 'timeout', 'tmore'),
      },
      '0,9,0-99999999': devices(3, 'ok', 't250'),
    };
    const result = await registry('health', 'exams', '--database', base);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      'devices 100, loads 100, failures 2 (manifest 0, chunk 2, timeout 0, render 0), failure rate 2.0 % per device',
    );
    expect(result.stdout).toContain(
      'and 7 anonymous loads counted before reports needed an account (not judged)',
    );
    expect(result.stdout).toContain(
      'devices 20, loads 20, failures 10 (manifest 0, chunk 0, timeout 5, render 5), failure rate 50.0 % per device',
    );
    expect(result.stdout).toContain('p50 ≤ 500 ms, p95 ≤ 2 s; since the first report');
    expect(result.stdout).toMatch(/candidate\s+1\.0\.1-bbbbbbbb at 10 %/);
    expect(result.stdout).toMatch(/earlier\s+0\.9\.0-99999999/);
  });
});

describe('npm run registry -- promote and rollback', () => {
  it('makes the candidate stable for every device, and prints the way back', async () => {
    await registry('canary', 'exams', candidate(), '50');
    const result = await registry('promote', 'exams');
    expect(result.status).toBe(0);
    expect(exams().manifest).toBe(candidate());
    expect(exams().candidate).toBeUndefined();
    expect(result.stdout).toContain(`Roll back with: npm run registry -- set exams ${stable()}`);
  });

  it('takes the candidate share to 0 and keeps stable', async () => {
    await registry('canary', 'exams', candidate(), '50');
    const result = await registry('rollback', 'exams');
    expect(result.status).toBe(0);
    expect(exams()).toMatchObject({
      manifest: stable(),
      candidate: { manifest: candidate(), share: 0 },
    });
    expect(result.stdout).toContain('share 50 % -> 0 %; every device loads stable 1.0.0-aaaaaaaa');
  });

  it('says there is nothing to promote or roll back without a candidate', async () => {
    expect((await registry('promote', 'exams')).stderr).toContain(
      'exams has no candidate to promote',
    );
    expect((await registry('rollback', 'exams')).stderr).toContain(
      'exams has no candidate to roll back',
    );
  });
});

describe('npm run registry -- watch', () => {
  beforeEach(async () => {
    await registry('canary', 'exams', candidate(), '10');
  });

  it('rolls back a candidate that fails on more than the threshold above stable', async () => {
    counters = {
      '1,0,0-aaaaaaaa': { ...devices(99, 'ok'), ...devices(1, 'chunk') },
      '1,0,1-bbbbbbbb': { ...devices(40, 'ok'), ...devices(20, 'chunk') },
    };
    const result = await registry('watch', '--database', base);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      'exams: ROLLED BACK candidate 1.0.1-bbbbbbbb (10 % -> 0 %): candidate fails 33.3 % of loads on 60 devices, stable 1.0 % on 100 devices',
    );
    expect(exams().candidate?.share).toBe(0);
  });

  it('keeps a candidate with too few devices, or one within the threshold', async () => {
    counters = { '1,0,1-bbbbbbbb': devices(49, 'chunk') };
    const few = await registry('watch', '--database', base);
    expect(few.stdout).toContain('49 devices reported the candidate, fewer than the 50 needed');
    counters = {
      '1,0,0-aaaaaaaa': { ...devices(90, 'ok'), ...devices(10, 'chunk') },
      '1,0,1-bbbbbbbb': { ...devices(85, 'ok'), ...devices(15, 'chunk') },
    };
    const tie = await registry('watch', '--database', base);
    expect(tie.stdout).toContain('stays at 10 %');
    expect(exams().candidate?.share).toBe(10);
  });

  it('is not moved by one account flooding its reports, either way', async () => {
    const flood = (outcome: string) => ({
      n: 10_000,
      last: `${outcome}/t500`,
      [outcome]: { t500: 10_000 },
    });
    counters = {
      '1,0,0-aaaaaaaa': devices(100, 'ok'),
      '1,0,1-bbbbbbbb': { ...devices(60, 'ok'), flooder: flood('chunk') },
    };
    const forced = await registry('watch', '--database', base);
    expect(forced.stdout).toContain(
      'candidate fails 1.6 % of loads on 61 devices, stable 0.0 % on 100 devices: not more than 5.0 % worse',
    );
    expect(exams().candidate?.share).toBe(10);
    counters = {
      '1,0,0-aaaaaaaa': devices(100, 'ok'),
      '1,0,1-bbbbbbbb': { ...devices(60, 'chunk'), flooder: flood('ok') },
    };
    const hidden = await registry('watch', '--database', base);
    expect(hidden.stdout).toContain('exams: ROLLED BACK candidate 1.0.1-bbbbbbbb');
    expect(exams().candidate?.share).toBe(0);
  });

  it('follows --threshold and --min-reporters, and writes nothing on a dry run', async () => {
    counters = {
      '1,0,0-aaaaaaaa': devices(100, 'ok'),
      '1,0,1-bbbbbbbb': { ...devices(8, 'ok'), ...devices(2, 'render') },
    };
    const dry = await registry(
      'watch',
      '--database',
      base,
      '--threshold',
      '15',
      '--min-reporters',
      '10',
      '--dry-run',
    );
    expect(dry.stdout).toContain('ROLLED BACK');
    expect(dry.stdout).toContain('Dry run');
    expect(exams().candidate?.share).toBe(10);
    const strict = await registry(
      'watch',
      '--database',
      base,
      '--threshold',
      '25',
      '--min-reporters',
      '10',
    );
    expect(strict.stdout).toContain('stays at 10 %');
  });

  it('takes the older --min-loads, saying what it counts now, and refuses values that are not', async () => {
    counters = {
      '1,0,0-aaaaaaaa': devices(100, 'ok'),
      '1,0,1-bbbbbbbb': { ...devices(8, 'ok'), ...devices(2, 'render') },
    };
    const older = await registry('watch', '--database', base, '--min-loads', '11');
    expect(older.stdout).toContain('--min-loads now counts devices');
    expect(older.stdout).toContain('10 devices reported the candidate, fewer than the 11 needed');
    const bad = await registry('watch', '--database', base, '--threshold', 'lots');
    expect(bad.stderr).toContain('--threshold "lots" is not a number');
    const none = await registry('watch', '--database', base, '--min-reporters', '0');
    expect(none.stderr).toContain('--min-reporters "0" is not a whole number of devices');
  });
});
