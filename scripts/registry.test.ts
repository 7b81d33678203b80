/**
 * npm run registry -- set / list, run as a maintainer runs them, against a real
 * HTTP server holding two versions of a remote's manifest.
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

let server: http.Server;
let base: string;
let dir: string;
let registryFile: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/not-json') return void res.writeHead(200).end('<html>');
    const body = files[req.url ?? ''];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-registry-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  registryFile = path.join(dir, 'remotes.json');
  fs.copyFileSync(path.join(root, 'config/remotes.local.json'), registryFile);
});

/** Runs the script asynchronously: the test's own server must keep answering meanwhile. */
function registry(
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['-r', 'esbuild-register', 'scripts/registry.ts', ...args], {
      cwd: root,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const examsManifest = () =>
  (
    JSON.parse(fs.readFileSync(registryFile, 'utf8')) as {
      remotes: Array<{ name: string; manifest: string }>;
    }
  ).remotes.find((remote) => remote.name === 'exams')?.manifest;

describe('npm run registry -- set', () => {
  it('switches a remote to another version, and back, keeping the rest of the file as it was', async () => {
    const original = fs.readFileSync(registryFile, 'utf8');
    const next = `${base}/1.0.1-bbbbbbbb/mf-manifest.json`;
    const result = await registry('set', 'exams', next, '--file', registryFile);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('version 1.0.1-bbbbbbbb');
    expect(examsManifest()).toBe(next);
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(
      original.replace('http://localhost:3001/mf-manifest.json', next),
    );

    const back = await registry(
      'set',
      'exams',
      `${base}/1.0.0-aaaaaaaa/mf-manifest.json`,
      '--file',
      registryFile,
    );
    expect(back.status).toBe(0);
    expect(examsManifest()).toBe(`${base}/1.0.0-aaaaaaaa/mf-manifest.json`);
  });

  it.each([
    ['a URL that answers 404', '/missing/mf-manifest.json', 'answered 404'],
    ['a URL that answers HTML', '/not-json', 'did not answer with JSON'],
    [
      "another remote's manifest",
      '/blogs/mf-manifest.json',
      'is the manifest of "blogs", not of "exams"',
    ],
  ])('refuses %s and leaves the file alone', async (_case, urlPath, message) => {
    const before = fs.readFileSync(registryFile, 'utf8');
    const result = await registry('set', 'exams', `${base}${urlPath}`, '--file', registryFile);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(before);
  });

  it('refuses a host that does not answer, an unknown remote and a broken registry file', async () => {
    const refused = await registry(
      'set',
      'exams',
      'http://127.0.0.1:9/mf-manifest.json',
      '--file',
      registryFile,
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('did not answer');

    const unknown = await registry(
      'set',
      'nope',
      `${base}/1.0.0-aaaaaaaa/mf-manifest.json`,
      '--file',
      registryFile,
    );
    expect(unknown.stderr).toContain('No remote "nope"');

    fs.writeFileSync(registryFile, '{ "remotes": [');
    const broken = await registry(
      'set',
      'exams',
      `${base}/1.0.0-aaaaaaaa/mf-manifest.json`,
      '--file',
      registryFile,
    );
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('is not valid JSON');
    expect(fs.readFileSync(registryFile, 'utf8')).toBe('{ "remotes": [');
  });
});

describe('npm run registry -- list', () => {
  it('shows each remote with the version its manifest names', async () => {
    await registry(
      'set',
      'exams',
      `${base}/1.0.1-bbbbbbbb/mf-manifest.json`,
      '--file',
      registryFile,
    );
    // Port 9 (discard) answers nothing here, whatever else runs on this machine.
    const text = fs.readFileSync(registryFile, 'utf8');
    fs.writeFileSync(registryFile, text.replace('http://localhost:3002/', 'http://127.0.0.1:9/'));
    const result = await registry('list', '--file', registryFile);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/exams\s+1\.0\.1-bbbbbbbb\s+http:\/\/127\.0\.0\.1/);
    expect(result.stdout).toMatch(/placements\s+unreachable/);
  });
});

describe('npm run registry -- preview', () => {
  it("prints the link that previews a version on the section's own site", async () => {
    await registry(
      'set',
      'exams',
      `${base}/1.0.0-aaaaaaaa/mf-manifest.json`,
      '--file',
      registryFile,
    );
    const result = await registry(
      'preview',
      'exams',
      '1.0.1-bbbbbbbb',
      '--file',
      registryFile,
      '--shell',
      'https://vithelper.web.app',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('https://vithelper.web.app/?preview=exams%401.0.1-bbbbbbbb');
    // Previewing changes nothing for anyone else: the registry still names the published version.
    expect(examsManifest()).toBe(`${base}/1.0.0-aaaaaaaa/mf-manifest.json`);
  });

  it('refuses a version that is not on the site, and anything that is not a version name', async () => {
    await registry(
      'set',
      'exams',
      `${base}/1.0.0-aaaaaaaa/mf-manifest.json`,
      '--file',
      registryFile,
    );
    const missing = await registry('preview', 'exams', '2.0.0-cccccccc', '--file', registryFile);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('answered 404');
    const foreign = await registry(
      'preview',
      'exams',
      'https://evil.example/1.0.0/mf-manifest.json',
      '--file',
      registryFile,
    );
    expect(foreign.status).toBe(1);
    expect(foreign.stderr).toContain('is not a version name');
  });
});
