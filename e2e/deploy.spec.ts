import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sirv from 'sirv';
import { copyWorkspace, removeWorkspaceCopy } from '../scripts/testing/workspace-copy';
import { test, expect, deployPolicyFor } from './fixtures';

/**
 * Independent deployment in the browser: two builds of the exams remote served
 * side by side as version folders, the shell switched between them (and back)
 * by an edit of remotes.json alone; a skewed shared version reported; and a
 * remote made by `npm run new-remote` showing up in the composed site.
 */

const root = path.join(__dirname, '..');
type Registry = { remotes: Array<{ name: string; manifest: string; [key: string]: unknown }> };

/** A remote's static host: its dist with CORS, like its own Hosting site. `rewrite` may alter a response body. */
async function serveDist(dist: string, rewrite?: (urlPath: string, body: string) => string) {
  const assets = sirv(dist, { dev: true, etag: true });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const urlPath = (req.url ?? '/').split('?')[0]!;
    // /skewed/<version>/… serves /<version>/… with an edited manifest: the runtime takes the public path from the manifest URL.
    const real = urlPath.replace(/^\/skewed\//, '/');
    if (rewrite && real !== urlPath && real.endsWith('/mf-manifest.json')) {
      const body = rewrite(real, fs.readFileSync(path.join(dist, real), 'utf8'));
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    }
    req.url = real;
    assets(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

function build(appDir: string, env: Record<string, string>) {
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Build of ${appDir} failed:\n${result.stdout}\n${result.stderr}`);
  const match = /Version (\S+):/.exec(result.stdout);
  if (!match) throw new Error(`The build printed no version:\n${result.stdout}`);
  return match[1]!;
}

/** What an edited remotes.json would say: `edit` changes the registry the shell reads on its next load. */
async function serveRegistry(page: Page, edit: (registry: Registry) => void) {
  await deployPolicyFor(page, { registry: edit });
  await page.unroute('**/remotes.json');
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Registry;
    edit(registry);
    await route.fulfill({ response, json: registry });
  });
}

const pointExamsAt = (page: Page, manifest: string) =>
  serveRegistry(page, (registry) => {
    for (const remote of registry.remotes) if (remote.name === 'exams') remote.manifest = manifest;
  });

const statusRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function pushPath(page: Page, to: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('versions of the exams remote served side by side', () => {
  test.describe.configure({ timeout: 400_000 });
  let out: string;
  let versions: [string, string];
  let host: Awaited<ReturnType<typeof serveDist>>;

  test.beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-exams-versions-'));
    const examsDir = path.join(root, 'remotes/exams');
    // Two releases of the same section: the version folder and the manifest say which is which.
    versions = [
      build(examsDir, { VH_OUT_DIR: out, VH_BUILD_VERSION: '9.0.1' }),
      build(examsDir, { VH_OUT_DIR: out, VH_BUILD_VERSION: '9.0.2' }),
    ];
    host = await serveDist(out, (_urlPath, body) => {
      const manifest = JSON.parse(body) as {
        shared: Array<{ name: string; requiredVersion?: string }>;
      };
      for (const shared of manifest.shared)
        if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
      return JSON.stringify(manifest);
    });
  });

  test.afterAll(async () => {
    await host?.close();
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  test('each build is its own version folder, with the version in its manifest', () => {
    expect(versions[0]).toMatch(/^9\.0\.1-[0-9a-f]{8}$/);
    expect(versions[1]).toMatch(/^9\.0\.2-[0-9a-f]{8}$/);
    for (const version of versions) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(out, version, 'mf-manifest.json'), 'utf8'),
      ) as {
        metaData: { buildInfo: { buildVersion: string } };
      };
      expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
    }
  });

  test('switching and rolling back a section is an edit of remotes.json: the shell shows each version after a reload', async ({
    page,
  }) => {
    const [first, second] = versions;
    for (const version of [first, second, first]) {
      const manifest = `${host.origin}/${version}/mf-manifest.json`;
      await pointExamsAt(page, manifest);

      await page.goto('/status');
      const row = statusRow(page, 'exams');
      await expect(row).toContainText(version);
      await expect(row).toContainText(manifest);
      await expect(row).toContainText('not loaded on this page');

      const entry = page.waitForResponse((response) =>
        response.url().startsWith(`${host.origin}/${version}/remoteEntry.`),
      );
      await pushPath(page, '/cat1papers');
      expect((await entry).status()).toBe(200);
      await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();

      await pushPath(page, '/status');
      await expect(statusRow(page, 'exams')).toContainText(version);
      await expect(statusRow(page, 'exams')).toContainText('loaded');
      await expect(statusRow(page, 'exams')).not.toContainText('not loaded');
    }
  });

  test('a remote built against a shared version the shell does not satisfy is reported, and still works', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await pointExamsAt(page, `${host.origin}/skewed/${versions[1]}/mf-manifest.json`);
    await page.goto('/cat1papers');
    await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
    const skew = warnings.find((text) => text.includes('Version skew'));
    expect(skew).toContain('"exams" remote needs react ^99.0.0');
    expect(skew).toMatch(/the shell provides react 19\.\d+\.\d+/);

    await pushPath(page, '/status');
    await expect(page.getByRole('heading', { name: 'Shared version skew' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'react ^99.0.0' })).toBeVisible();
  });
});

test.describe('a remote made by npm run new-remote', () => {
  test.describe.configure({ timeout: 400_000 });
  let copy: string;
  let host: Awaited<ReturnType<typeof serveDist>>;
  let entry: Registry['remotes'][number];

  test.beforeAll(async () => {
    copy = copyWorkspace('vh-new-remote-e2e-');
    const generate = spawnSync(
      'node',
      [
        '-r',
        'esbuild-register',
        'scripts/new-remote.ts',
        'notes',
        '--route',
        '/notes',
        '--label',
        'Study Notes',
      ],
      {
        cwd: copy,
        encoding: 'utf8',
      },
    );
    if (generate.status !== 0) throw new Error(generate.stderr);
    build(path.join(copy, 'remotes/notes'), {});
    host = await serveDist(path.join(copy, 'remotes/notes/dist'));
    const registry = JSON.parse(
      fs.readFileSync(path.join(copy, 'config/remotes.local.json'), 'utf8'),
    ) as Registry;
    entry = registry.remotes.find((remote) => remote.name === 'notes')!;
  });

  test.afterAll(async () => {
    await host?.close();
    removeWorkspaceCopy(copy);
  });

  test('its section shows in the composed site, from its registry entry alone', async ({
    page,
  }) => {
    // The generated entry, with the manifest where this test serves the build.
    await serveRegistry(page, (registry) => {
      registry.remotes.push({ ...entry, manifest: `${host.origin}/mf-manifest.json` });
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Study Notes' }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Study Notes' })).toBeVisible();
    await expect(page.getByText('This section is new')).toBeVisible();
  });
});
