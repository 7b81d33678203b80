/**
 * npm run registry at a port offset (VH_PORT_OFFSET): a person gives the URL they see on the
 * running site (ports shifted), the local registry keeps it at offset 0 like every other entry,
 * and the local server (scripts/serve.ts) serves it shifted once, where the version answers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { appPort, BLOCK_SIZE, MAX_OFFSET } from './ports';
import { createAppHandler } from './serve';

const root = path.join(__dirname, '..');

const manifest = (version: string) => ({
  id: 'exams',
  name: 'exams',
  metaData: {
    name: 'exams',
    buildInfo: { buildVersion: version },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  remotes: [],
  exposes: [{ id: 'exams:routes', name: 'routes', path: './routes' }],
});

type Entry = { name: string; manifest: string; candidate?: { manifest: string; share: number } };
type Registry = { remotes: Entry[] };

let offset = 0;
/** The exams site at the offset: answers /<version>/mf-manifest.json for any version. */
let examsSite: http.Server;
let dir: string;
let registryFile: string;

/** Listens on the exams port of the highest offset whose port is free here. */
async function listenAtAFreeOffset(server: http.Server): Promise<number> {
  for (
    let candidate = MAX_OFFSET;
    candidate > MAX_OFFSET - 20 * BLOCK_SIZE;
    candidate -= BLOCK_SIZE
  ) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(appPort('exams', candidate), '127.0.0.1', () => resolve(true));
    });
    if (listening) return candidate;
  }
  throw new Error('No free exams port at any high offset');
}

beforeAll(async () => {
  examsSite = http.createServer((req, res) => {
    const version = /^\/([^/]+)\/mf-manifest\.json$/.exec(req.url ?? '')?.[1];
    if (!version) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(manifest(version)));
  });
  offset = await listenAtAFreeOffset(examsSite);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-offset-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
});

afterAll(async () => {
  examsSite.closeAllConnections();
  await new Promise((resolve) => examsSite.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  registryFile = path.join(dir, 'remotes.json');
  fs.copyFileSync(path.join(root, 'config/remotes.local.json'), registryFile);
});

function registry(
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'node',
      ['-r', 'esbuild-register', 'scripts/registry.ts', ...args, '--file', registryFile],
      { cwd: root, env: { ...process.env, VH_PORT_OFFSET: String(offset) } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const stored = () =>
  (JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Registry).remotes.find(
    (remote) => remote.name === 'exams',
  )!;

/** /remotes.json as the local shell's server answers it at the offset. */
async function served(): Promise<Entry> {
  const saved = { ...process.env };
  Object.assign(process.env, { VH_PORT_OFFSET: String(offset), VH_REMOTES_FILE: registryFile });
  const server = http.createServer(createAppHandler({ name: 'shell', dir, host: true }));
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/remotes.json`);
    return ((await answer.json()) as Registry).remotes.find((remote) => remote.name === 'exams')!;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    process.env = saved;
  }
}

describe('npm run registry at a port offset', () => {
  it('keeps a canary at offset 0 and the site serves it where the candidate answers', async () => {
    const given = `http://localhost:${appPort('exams', offset)}/1.0.1-bbbbbbbb/mf-manifest.json`;
    const result = await registry('canary', 'exams', given, '50');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(stored().candidate).toMatchObject({
      manifest: `http://localhost:${appPort('exams', 0)}/1.0.1-bbbbbbbb/mf-manifest.json`,
      share: 50,
    });
    const entry = await served();
    expect(entry.candidate?.manifest).toBe(given);
    // Stable and candidate, shifted alike: both on the exams site of this offset.
    expect(new URL(entry.manifest).port).toBe(String(appPort('exams', offset)));
    const answer = await fetch(entry.candidate!.manifest);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { name: string }).name).toBe('exams');
  });

  it('keeps a version set as stable at offset 0 too, and prints the way back as served', async () => {
    const given = `http://localhost:${appPort('exams', offset)}/1.0.2-cccccccc/mf-manifest.json`;
    const result = await registry('set', 'exams', given);
    expect(result.status).toBe(0);
    expect(stored().manifest).toBe(
      `http://localhost:${appPort('exams', 0)}/1.0.2-cccccccc/mf-manifest.json`,
    );
    expect(result.stdout).toContain(
      `Roll back with: npm run registry -- set exams http://localhost:${appPort('exams', offset)}/mf-manifest.json`,
    );
    expect((await served()).manifest).toBe(given);
  });

  it('refuses a local URL outside the offset’s ports, which the site would serve elsewhere', async () => {
    const before = fs.readFileSync(registryFile, 'utf8');
    const result = await registry(
      'canary',
      'exams',
      `http://localhost:${appPort('exams', 0)}/1.0.1-bbbbbbbb/mf-manifest.json`,
      '50',
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `at VH_PORT_OFFSET=${offset} a local URL must use this offset's ports`,
    );
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(before);
  });
});
