import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { generateFirebaseJson, type HostingTarget } from '../scripts/deploy-config';
import { firebaseRcFor, runtimeFiles, uploadedFiles } from '../scripts/deploy';
import { readApps } from '../scripts/apps-file';
import type { Registry } from '../scripts/registry-file';
import { chromiumArgs, chromiumPath } from './chromium-path';
import { portOffset, runPorts } from './fixtures';
import { SHELL_ORIGINS } from './production-origins';

/** The first-visit app modal stays closed; config.json comes from the site as deployed (no rewriting). */
const dismissAppModal = (context: BrowserContext) =>
  context.addInitScript(() => window.localStorage.setItem('vithelper.appModal.dismissed', '1'));

const test = base.extend({
  context: async ({ context }, use) => {
    await dismissAppModal(context);
    await use(context);
  },
});

/**
 * Production hosting on firebase-tools' own Hosting emulator: the built apps
 * with their production runtime files, served with the hosting part of the
 * committed firebase.json, seen by Chromium at the production origins (the
 * main domain, the firebaseapp.com domain and a preview channel) through a
 * local TLS proxy with a certificate made for this run. The data comes from
 * the project's emulator the browser suite already runs; nothing reaches the
 * internet.
 */

const root = path.join(__dirname, '..');
const PROJECT = 'demo-vithelper';
const HOSTING_PORT = runPorts.hosting;
const PROXY_PORT = runPorts.hostingProxy;
/** A second placements version on its own site, for the preview tests. */
const PREVIEW_VERSION = '9.9.9-preview';
const ARTICLE_ID = '-N1plc-0001';
const site = path.join(root, '.hosting-test', String(portOffset));

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs(portOffset),
      // Every *.web.app and *.firebaseapp.com name is this machine's TLS proxy.
      `--host-resolver-rules=MAP *.web.app 127.0.0.1:${PROXY_PORT},MAP *.firebaseapp.com 127.0.0.1:${PROXY_PORT}`,
      '--ignore-certificate-errors',
    ],
  },
});
test.describe.configure({ mode: 'serial' });

type Json = Record<string, unknown>;
const readJson = <T = Json>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const buildVersion = (manifest: string) =>
  readJson<{ metaData: { buildInfo: { buildVersion: string } } }>(manifest).metaData.buildInfo
    .buildVersion;

/** The production registry with the versions that were built, on the production sites. */
function productionRegistry(): Registry {
  const registry = readJson<Registry>(path.join(root, 'config/remotes.production.example.json'));
  for (const remote of registry.remotes) {
    const app = readApps().find((candidate) => candidate.name === remote.name)!;
    const version = buildVersion(path.join(root, app.dir, 'dist/mf-manifest.json'));
    remote.manifest = `${new URL(remote.manifest).origin}/${version}/mf-manifest.json`;
  }
  return registry;
}

/** The production runtime config, its data backend the emulator the browser suite runs. */
function productionConfig(): Json {
  const local = fs
    .readFileSync(path.join(root, 'config/local.json'), 'utf8')
    .replace(/(127\.0\.0\.1):(\d+)/g, (_, host, port) => `${host}:${Number(port) + portOffset}`);
  return {
    ...(JSON.parse(local) as Json),
    startupDelayMs: 0,
    hosting: { shellOrigin: SHELL_ORIGINS['the main domain'] },
  };
}

let registry: Registry;
let firebaseJson: { hosting: HostingTarget[] };
let emulator: ChildProcess | undefined;
let proxy: https.Server | undefined;
const ports: Record<string, number> = {};

/** What `npm run deploy` publishes, in one folder per app: the build plus the runtime files. */
function prepareSite() {
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(path.join(site, 'tmp'), { recursive: true });
  registry = productionRegistry();
  fs.writeFileSync(path.join(site, 'remotes.json'), JSON.stringify(registry));
  fs.writeFileSync(path.join(site, 'config.json'), JSON.stringify(productionConfig()));
  const staging = path.join(site, 'staging');
  for (const app of readApps()) {
    const dist = path.join(staging, app.name);
    fs.cpSync(path.join(root, app.dir, 'dist'), dist, {
      recursive: true,
      filter: (source) => !/\.(gz|br)$/.test(source),
    });
    const files = runtimeFiles(
      app,
      path.join(site, 'config.json'),
      path.join(site, 'remotes.json'),
      dist,
    );
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
  }
  // A later placements release beside the live one (same code, its own version name).
  const placements = registry.remotes.find((remote) => remote.name === 'placements')!;
  const live = new URL(placements.manifest).pathname.split('/')[1]!;
  const next = path.join(staging, 'placements', PREVIEW_VERSION);
  fs.cpSync(path.join(staging, 'placements', live), next, { recursive: true });
  const manifest = readJson<{ metaData: { buildInfo: { buildVersion: string } } }>(
    path.join(next, 'mf-manifest.json'),
  );
  manifest.metaData.buildInfo.buildVersion = PREVIEW_VERSION;
  fs.writeFileSync(path.join(next, 'mf-manifest.json'), JSON.stringify(manifest));

  const committed = readJson<Json>(path.join(root, 'firebase.json'));
  firebaseJson = generateFirebaseJson({
    current: committed,
    registry,
    config: productionConfig() as never,
    publicDir: (app) => app.name,
  }) as { hosting: HostingTarget[] };
  // The emulator serves every file of a folder: publish only what the deploy would upload.
  for (const target of firebaseJson.hosting) {
    for (const file of uploadedFiles(path.join(staging, target.target), target.ignore)) {
      fs.mkdirSync(path.dirname(path.join(site, target.public, file)), { recursive: true });
      fs.copyFileSync(
        path.join(staging, target.target, file),
        path.join(site, target.public, file),
      );
    }
  }
  fs.writeFileSync(
    path.join(site, 'firebase.json'),
    JSON.stringify({
      hosting: firebaseJson.hosting,
      emulators: {
        hosting: { host: '127.0.0.1', port: HOSTING_PORT },
        hub: { host: '127.0.0.1', port: HOSTING_PORT + 400 },
        logging: { host: '127.0.0.1', port: HOSTING_PORT + 500 },
        ui: { enabled: false },
      },
    }),
  );
  fs.writeFileSync(path.join(site, '.firebaserc'), JSON.stringify(firebaseRcFor(PROJECT)));
}

/** `firebase emulators:start --only hosting`; resolves with each target's port. */
function startEmulator(): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      PROJECT,
    ],
    {
      cwd: site,
      env: {
        ...process.env,
        // The CLI's own settings and the emulator hub's locator file stay in this run's folder.
        XDG_CONFIG_HOME: path.join(site, 'xdg'),
        TMPDIR: path.join(site, 'tmp'),
        NO_UPDATE_NOTIFIER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  emulator = child;
  const targets = readApps().map((app) => app.name);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      for (const match of output.matchAll(/hosting\[(\w+)\]: Local server: http:\/\/[\d.]+:(\d+)/g))
        ports[match[1]!] = Number(match[2]);
      if (targets.every((target) => ports[target])) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`The Hosting emulator stopped (${code}):\n${output}`)),
    );
  });
}

/** The production names, each answered by its site on the emulator, over TLS with a throwaway certificate. */
function startProxy(): Promise<void> {
  const tls = path.join(site, 'tls');
  fs.mkdirSync(tls);
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=vithelper.web.app',
      '-addext',
      'subjectAltName=DNS:*.web.app,DNS:*.firebaseapp.com',
      '-keyout',
      path.join(tls, 'key.pem'),
      '-out',
      path.join(tls, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  const hosts: Record<string, number> = {};
  for (const origin of Object.values(SHELL_ORIGINS)) hosts[new URL(origin).host] = ports.shell!;
  for (const remote of registry.remotes) hosts[new URL(remote.manifest).host] = ports[remote.name]!;
  proxy = https.createServer(
    {
      key: fs.readFileSync(path.join(tls, 'key.pem')),
      cert: fs.readFileSync(path.join(tls, 'cert.pem')),
    },
    (req, res) => {
      const port = hosts[req.headers.host ?? ''];
      if (!port) return void res.writeHead(502).end(`No site for ${req.headers.host}`);
      const upstream = http.request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  return new Promise((resolve) => proxy!.listen(PROXY_PORT, '127.0.0.1', resolve));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  prepareSite();
  await startEmulator();
  await startProxy();
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  if (emulator && emulator.exitCode === null) {
    const stopped = new Promise((resolve) => emulator!.once('exit', resolve));
    emulator.kill('SIGINT');
    await stopped;
  }
  fs.rmSync(site, { recursive: true, force: true });
});

/** A request straight to one site of the emulator. */
async function get(app: string, urlPath: string) {
  const response = await fetch(`http://127.0.0.1:${ports[app]}${urlPath}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Every path the site has a page for, with a real article for the article route. */
function routes(): string[] {
  return [
    '/',
    '/about-us',
    '/work-in-progress',
    '/status',
    ...registry.remotes.flatMap((remote) =>
      remote.routes.map((route) => route.replace(':id', ARTICLE_ID)),
    ),
  ];
}

const withoutDataHosts = (csp: string) =>
  csp
    .split('; ')
    .map((directive) =>
      directive
        .split(' ')
        .filter(
          (source) => !/127\.0\.0\.1|firebaseio\.com|googleapis\.com|firebaseapp\.com/.test(source),
        )
        .join(' '),
    )
    .join('; ');

test('the emulator serves the committed firebase.json, the data hosts aside', () => {
  const committed = readJson<{ hosting: HostingTarget[] }>(path.join(root, 'firebase.json'));
  const normalise = (hosting: HostingTarget[]) =>
    hosting.map(({ public: _public, ...target }) => ({
      ...target,
      headers: target.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map(({ key, value }) => ({
          key,
          value: key === 'Content-Security-Policy' ? withoutDataHosts(value) : value,
        })),
      })),
    }));
  expect(normalise(firebaseJson.hosting)).toEqual(normalise(committed.hosting));
});

test('hardened headers, CORS for any origin, and real 404s for anything that is not a page', async () => {
  const page = await get('shell', '/');
  expect(page.status).toBe(200);
  const csp = page.headers.get('content-security-policy')!;
  expect(csp).not.toContain("'unsafe-inline'");
  expect(csp).toMatch(/style-src 'self' 'sha256-/);
  expect(csp).not.toContain('*');
  expect(page.headers.get('permissions-policy')).toContain('camera=(), microphone=()');
  // No COOP: a first visit from a blank tab stays in that tab's process (decision 019).
  expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
  expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
  expect(page.headers.get('cache-control')).toBe('no-cache');

  for (const route of routes()) {
    const deepLink = await get('shell', route);
    expect({ route, status: deepLink.status }).toEqual({ route, status: 200 });
    expect(deepLink.headers.get('content-type')).toContain('text/html');
  }
  for (const missing of ['/nope', '/bench/naive-papers', '/placements/article/a/b']) {
    const answer = await get('shell', missing);
    expect({ missing, status: answer.status }).toEqual({ missing, status: 404 });
  }

  // A tab from an older release asks for a chunk this release does not have: a 404, never a page.
  const chunk = await get('shell', '/470.deadbeef.js');
  expect(chunk.status).toBe(404);
  expect(chunk.headers.get('content-type')).not.toContain('javascript');
  const shellScript = fs
    .readdirSync(path.join(site, 'shell'))
    .find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
  const script = await get('shell', `/${shellScript}`);
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('shell', `/${shellScript}.map`)).status).toBe(404);

  for (const remote of registry.remotes) {
    const versionPath = new URL(remote.manifest).pathname;
    const manifest = await get(remote.name, versionPath);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // No standalone page, no source maps on a remote's site.
    expect((await get(remote.name, '/')).status).toBe(404);
    expect(
      (await get(remote.name, versionPath.replace('mf-manifest.json', 'index.html'))).status,
    ).toBe(404);
    const entry = readJson<{ metaData: { remoteEntry: { name: string } } }>(
      path.join(site, remote.name, versionPath),
    ).metaData.remoteEntry.name;
    const folder = path.dirname(versionPath);
    expect((await get(remote.name, `${folder}/${entry}`)).status).toBe(200);
    expect((await get(remote.name, `${folder}/${entry}.map`)).status).toBe(404);
  }
});

/** Records CSP violations, console errors and page errors from the first script on. */
async function watchPage(page: Page) {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function expectRendered(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.vh-boot, .vh-loader')).toHaveCount(0);
  await expect(page.getByText(/could not be loaded|could not start/)).toHaveCount(0);
  expect(page.url()).toContain(route === '/' ? '' : route);
}

/** Client-side navigation, as a click on a link does it. */
async function pushPath(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

for (const [name, origin] of Object.entries(SHELL_ORIGINS)) {
  test(`every route renders on ${name} with no CSP violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await watchPage(page);
    const main = origin === SHELL_ORIGINS['the main domain'];
    for (const [index, route] of routes().entries()) {
      // Every route as a deep link on the main domain; on the others one deep link, then in-app navigation.
      if (main || index === 0) await page.goto(`${origin}${route}`);
      else await pushPath(page, route);
      await expectRendered(page, route);
      expect({ route, problems }).toEqual({ route, problems: [] });
    }
    await page.goto(`${origin}/status`);
    for (const remote of registry.remotes) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: remote.name }) });
      await expect(row).toContainText(new URL(remote.manifest).pathname.split('/')[1]!);
    }
    expect(problems).toEqual([]);
  });
}

const MAIN = SHELL_ORIGINS['the main domain'];
const placementsVersion = () =>
  new URL(registry.remotes.find((remote) => remote.name === 'placements')!.manifest).pathname.split(
    '/',
  )[1]!;
const statusRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a section team previews its new version in its own browser session only', async ({
  page,
  browser,
}) => {
  await page.goto(`${MAIN}/placements?preview=placements@${PREVIEW_VERSION}`);
  const banner = page.getByRole('status').filter({ hasText: 'Previewing' });
  await expect(banner).toHaveText(`Previewing placements ${PREVIEW_VERSION} — Stop preview`);
  await expectRendered(page, '/placements');
  expect(new URL(page.url()).search).toBe('');

  // The session keeps it across page loads.
  await page.goto(`${MAIN}/status`);
  await expect(banner).toBeVisible();
  await expect(statusRow(page, 'placements')).toContainText(PREVIEW_VERSION);

  // Another browser keeps the registry's version.
  const other = await browser.newContext({ ignoreHTTPSErrors: true });
  await dismissAppModal(other);
  const otherPage = await other.newPage();
  await otherPage.goto(`${MAIN}/status`);
  await expect(statusRow(otherPage, 'placements')).toContainText(placementsVersion());
  await expect(otherPage.getByText('Previewing')).toHaveCount(0);
  await other.close();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`preview-banner-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Stop preview' }).click();
  await expect(statusRow(page, 'placements')).toContainText(placementsVersion());
  await expect(page.getByText('Previewing')).toHaveCount(0);
});

test('a preview from any other site is refused with a message, and nothing is loaded from it', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') foreign.push(request.url());
  });
  await page.goto(
    `${MAIN}/placements?preview=${encodeURIComponent('placements@https://evil.example/9.9.9/mf-manifest.json')}`,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Preview refused' })).toContainText(
    "https://evil.example is not one of the Placements section's own sites",
  );
  await expectRendered(page, '/placements');
  await page.goto(`${MAIN}/status`);
  await expect(statusRow(page, 'placements')).toContainText(placementsVersion());
  expect(foreign).toEqual([]);
});

test('a tab whose section file is gone after a deploy shows the failure with Try again and Reload, never a blank page', async ({
  page,
}) => {
  await page.goto(`${MAIN}/`);
  await expectRendered(page, '/');
  // The release this tab started with loses a file (a deploy without it): the next section visit needs it.
  const placements = registry.remotes.find((remote) => remote.name === 'placements')!;
  const folder = path.join(site, 'placements', path.dirname(new URL(placements.manifest).pathname));
  // The routes module's script (the expose also has a stylesheet since it carries the front door).
  const entry = fs
    .readdirSync(folder)
    .find((file) => file.startsWith('__federation_expose_routes') && file.endsWith('.js'))!;
  fs.renameSync(path.join(folder, entry), path.join(folder, `${entry}.gone`));
  try {
    await pushPath(page, '/placements');
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failure).toContainText('The Placements section could not be loaded');
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('chunk-gone.png') });
  } finally {
    fs.renameSync(path.join(folder, `${entry}.gone`), path.join(folder, entry));
  }
  await page.getByRole('button', { name: 'Reload' }).click();
  await expectRendered(page, '/placements');
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
});
