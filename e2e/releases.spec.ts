import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, deployPolicyFor, runPorts } from './fixtures';

/**
 * Safe section releases in the browser (docs/deploying-one-remote.md): a candidate version of
 * the exams section, served from its own site beside the stable one, offered to a share of
 * devices by remotes.json. A broken candidate gives way to stable on the device where it
 * fails, with no error screen; a working one splits devices that stay put; `registry watch`
 * takes back a candidate whose loads fail.
 */

const root = path.join(__dirname, '..');
const examsDist = path.join(root, 'remotes/exams/dist');
const database = `http://127.0.0.1:${runPorts.database}`;

type Manifest = {
  metaData: {
    buildInfo: { buildVersion: string };
    globalName: string;
    remoteEntry: { name: string };
  };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  shared: unknown[];
};
type Entry = { name: string; manifest: string; candidate?: { manifest: string; share: number } };
type Registry = { remotes: Entry[] };

const readManifest = () =>
  JSON.parse(fs.readFileSync(path.join(examsDist, 'mf-manifest.json'), 'utf8')) as Manifest;

/** A page whose section component throws: what a candidate broken in its first render does. */
const throwingEntry = (routes: string[]) => `
globalThis.vh_throwing_candidate = {
  init: function () {},
  get: function () {
    var Page = function () { throw new Error('The 9.9.9 candidate breaks while rendering'); };
    var routes = ${JSON.stringify(routes)}.map(function (path) { return { path: path, title: 'Broken', Component: Page }; });
    return Promise.resolve(function () { return { routes: routes }; });
  },
};`;

/**
 * The candidates' own site: /<version>/… serves the built exams remote as that version;
 * "-nochunk" versions answer 404 for the routes module's own scripts, and 9.9.9-throws is a
 * remote whose pages throw while rendering. Every request is logged by version.
 */
async function serveCandidates(routes: string[]) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const [, version = '', ...rest] = (req.url ?? '/').split('?')[0]!.split('/');
    const file = rest.join('/');
    requests.push(version);
    const json = (value: unknown) =>
      void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (version === '9.9.9-throws') {
      if (file === 'broken-entry.js')
        return void res
          .writeHead(200, { 'Content-Type': 'text/javascript' })
          .end(throwingEntry(routes));
      if (file !== 'mf-manifest.json') return void res.writeHead(404).end();
      const manifest = readManifest();
      manifest.metaData.buildInfo.buildVersion = version;
      manifest.metaData.globalName = 'vh_throwing_candidate';
      manifest.metaData.remoteEntry.name = 'broken-entry.js';
      manifest.shared = [];
      for (const expose of manifest.exposes) expose.assets.js.sync = [];
      return json(manifest);
    }
    if (file === 'mf-manifest.json') {
      const manifest = readManifest();
      manifest.metaData.buildInfo.buildVersion = version;
      return json(manifest);
    }
    const routesFiles = readManifest().exposes.find((e) => e.name === 'routes')!.assets.js.sync;
    const target = path.join(examsDist, file);
    if (
      (version.endsWith('-nochunk') && routesFiles.includes(file)) ||
      !target.startsWith(examsDist) ||
      !fs.existsSync(target) ||
      !fs.statSync(target).isFile()
    )
      return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
    });
    fs.createReadStream(target).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    manifest: (version: string) => `http://127.0.0.1:${port}/${version}/mf-manifest.json`,
    requestsFor: (version: string) => requests.filter((v) => v === version).length,
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

let candidates: Awaited<ReturnType<typeof serveCandidates>>;

test.beforeAll(async () => {
  const local = JSON.parse(
    fs.readFileSync(path.join(root, 'config/remotes.local.json'), 'utf8'),
  ) as { remotes: Array<Entry & { routes: string[] }> };
  candidates = await serveCandidates(local.remotes.find((r) => r.name === 'exams')!.routes);
});
test.afterAll(() => candidates?.close());

/** remotes.json as `edit` leaves it, for this page's loads, under the policy deploy would send with it. */
async function serveRegistry(page: Page, edit: (registry: Registry) => void) {
  await deployPolicyFor(page, { registry: (registry) => edit(registry as unknown as Registry) });
  await page.unroute('**/remotes.json');
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Registry;
    edit(registry);
    await route.fulfill({ response, json: registry });
  });
}

const offerCandidate = (page: Page, version: string, share: number) =>
  serveRegistry(page, (registry) => {
    registry.remotes.find((remote) => remote.name === 'exams')!.candidate = {
      manifest: candidates.manifest(version),
      share,
    };
  });

/** The database's reports of one exams release, read with the emulator's owner credential. */
async function reports(
  release: string,
): Promise<Record<string, Record<string, Record<string, number>>> | null> {
  const response = await fetch(
    `${database}/releaseHealth/exams/${release}.json?ns=demo-vithelper`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return (await response.json()) as Record<string, Record<string, Record<string, number>>> | null;
}
/** The loads of one outcome, over every account's record. */
const total = (
  records: Record<string, Record<string, Record<string, number>>> | null,
  outcome: string,
) =>
  Object.values(records ?? {})
    .flatMap((record) => Object.values(record[outcome] ?? {}))
    .reduce((sum, n) => sum + n, 0);

const releaseRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Remotes registered in remotes.json' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'exams' }) });

async function openStatus(page: Page) {
  await page.evaluate(() => {
    history.pushState({}, '', '/status');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
}

for (const [version, kind, what] of [
  ['9.9.8-nochunk', 'chunk', 'misses a script'],
  ['9.9.9-throws', 'render', 'throws while its first screen renders'],
] as const) {
  test(`a candidate at 100 % that ${what}: the student gets stable with no error screen, and /status says why`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await offerCandidate(page, version, 100);
    await page.goto('/cat1papers');
    // The first load of a fresh emulator may be slow on a busy machine; the page reloads once.
    await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
    expect(candidates.requestsFor(version)).toBeGreaterThan(0);
    expect(warnings.join('\n')).toContain(
      `The exams candidate ${version} failed on this device (${kind}:`,
    );

    await openStatus(page);
    await expect(releaseRow(page)).toContainText(`${version}`);
    await expect(releaseRow(page)).toContainText('100 %');
    await expect(releaseRow(page).getByRole('cell').nth(6)).toHaveText('stable');
    await expect(releaseRow(page)).toContainText(`the candidate failed on this device (${kind}:`);

    // This device stays on stable for this candidate: a new load does not ask for it again.
    const before = candidates.requestsFor(version);
    await page.goto('/cat1papers');
    await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
    expect(candidates.requestsFor(version)).toBe(before);

    // The failure was counted once, for the candidate's release, as this device's guest account.
    const key = version.replace(/\./g, ',');
    await expect.poll(async () => total(await reports(key), kind), { timeout: 20_000 }).toBe(1);
    expect(total(await reports(key), 'ok')).toBe(0);
    expect(Object.keys((await reports(key)) ?? {})).toHaveLength(1);
  });
}

test('the stable version failing still shows the error with Try again', async ({ page }) => {
  await serveRegistry(page, (registry) => {
    registry.remotes.find((remote) => remote.name === 'exams')!.manifest =
      candidates.manifest('9.9.5-nochunk');
  });
  await page.goto('/cat1papers');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'The Exams section could not be loaded' }),
  ).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});

/** One device: its own browser context, with its bucket set beforehand when given. */
async function device(browser: Browser, bucket?: number) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    window.localStorage.setItem('vithelper.appModal.dismissed', '1');
    if (value !== undefined && !window.localStorage.getItem('vithelper.bucket'))
      window.localStorage.setItem('vithelper.bucket', String(value));
  }, bucket);
  const page = await context.newPage();
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), startupDelayMs: 0 } });
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  return { context, page, asked };
}

test('a working candidate at 50 %: devices split by bucket and each stays on its version across reloads', async ({
  browser,
  baseURL,
}) => {
  const version = '9.9.7-good';
  const devices = await Promise.all(
    [3, 49, 50, 97, undefined].map((bucket) => device(browser, bucket)),
  );
  const seen: string[][] = [];
  for (const { page, asked } of devices) {
    await offerCandidate(page, version, 50);
    const versions: string[] = [];
    for (let load = 0; load < 2; load++) {
      asked.length = 0;
      await page.goto(`${baseURL}/cat1papers`);
      await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
      versions.push(asked.some((url) => url.includes(`/${version}/`)) ? 'candidate' : 'stable');
    }
    const bucket = Number(
      await page.evaluate(() => window.localStorage.getItem('vithelper.bucket')),
    );
    expect(versions[0], `bucket ${bucket}`).toBe(bucket < 50 ? 'candidate' : 'stable');
    seen.push(versions);
  }
  expect(seen.slice(0, 4)).toEqual([
    ['candidate', 'candidate'],
    ['candidate', 'candidate'],
    ['stable', 'stable'],
    ['stable', 'stable'],
  ]);
  expect(seen[4]![0]).toBe(seen[4]![1]);
  for (const { context } of devices) await context.close();
});

function registryCommand(...args: string[]): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['-r', 'esbuild-register', 'scripts/registry.ts', ...args], {
      cwd: root,
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout }));
  });
}

test('registry watch rolls back a candidate whose loads fail, and the next load is stable', async ({
  page,
}) => {
  const version = '9.9.6-good';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-watch-'));
  const file = path.join(dir, 'remotes.json');
  // The registry npm start serves (its ports shifted by VH_PORT_OFFSET), with the candidate at 100 %.
  const registry = (await (await page.request.get('/remotes.json')).json()) as Registry;
  registry.remotes.find((remote) => remote.name === 'exams')!.candidate = {
    manifest: candidates.manifest(version),
    share: 100,
  };
  fs.writeFileSync(file, JSON.stringify(registry));
  // remotes.json is that file, as npm start would serve it.
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: JSON.parse(fs.readFileSync(file, 'utf8')) as Registry }),
  );
  await deployPolicyFor(page, { registry: (served) => Object.assign(served, registry) });

  await page.goto('/cat1papers');
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
  expect(candidates.requestsFor(version)).toBeGreaterThan(0);

  // Loads on 60 other devices (accounts) that failed: this candidate's, none of stable's.
  for (let i = 0; i < 60; i += 1) {
    const put = await fetch(
      `${database}/releaseHealth/exams/9,9,6-good/other-device-${i}.json?ns=demo-vithelper`,
      {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify({ n: 1, last: 'chunk/t1000', chunk: { t1000: 1 } }),
      },
    );
    expect(put.ok).toBe(true);
  }
  const watch = await registryCommand(
    'watch',
    '--file',
    file,
    '--database',
    `${database}?ns=demo-vithelper`,
  );
  expect(watch.stdout).toContain('exams: ROLLED BACK candidate 9.9.6-good (100 % -> 0 %)');
  expect(watch.status).toBe(0);

  await page.goto('/cat1papers');
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
  await openStatus(page);
  await expect(releaseRow(page).getByRole('cell').nth(6)).toHaveText('stable');
  await expect(releaseRow(page)).toContainText('the candidate is offered to 0 % of devices');
  await expect(releaseRow(page).getByRole('cell').nth(2)).toHaveText('loaded');
  await expect(releaseRow(page).getByRole('cell').nth(1)).toHaveText(/localhost/);
  await expect(releaseRow(page).getByRole('cell').nth(0)).toHaveText(/^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
  fs.rmSync(dir, { recursive: true, force: true });
});
