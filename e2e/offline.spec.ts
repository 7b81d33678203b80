import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { manifestAssetUrls, type RemoteManifest } from '@vithelper/shell/manifest-assets';
import { createAppHandler } from '../scripts/serve';
import { test, expect, appPort, deployPolicyFor, portOffset } from './fixtures';
import { shellDeploysOrigin } from './production-origins';

/**
 * The offline worker in real Chromium: after one online visit every route renders
 * with its content with the network off; the registry still decides which remote
 * version runs; faults stay honest.
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

type Registry = { remotes: Array<{ name: string; manifest: string; routes: string[] }> };
const registry = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../config/remotes.local.json'), 'utf8'),
) as Registry;
const seed = JSON.parse(fs.readFileSync(path.join(__dirname, '../content/seed.json'), 'utf8')) as {
  placements: Record<string, unknown>;
  cat1: Record<string, unknown>;
};
const placementId = Object.keys(seed.placements)[0]!;

/** The shell's own pages and every path the registry gives a remote (a real id for the article). */
const ROUTES = [
  '/',
  '/about-us',
  '/work-in-progress',
  '/status',
  ...registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => route.replace(':id', placementId)),
  ),
];

/** Every file the registered remotes' manifests list: what the worker must have cached. */
async function remoteFiles(): Promise<string[]> {
  const lists = await Promise.all(
    registry.remotes.map(async (remote) => {
      const url = `http://localhost:${appPort(remote.name)}/mf-manifest.json`;
      return manifestAssetUrls(url, (await (await fetch(url)).json()) as RemoteManifest);
    }),
  );
  return lists.flat();
}

/** The shell's Firebase SDK files, which its worker caches once active (cached-once-active.ts). */
const sdkFiles = (origin: string): string[] =>
  fs
    .readdirSync(path.join(__dirname, '../shell/dist'))
    .filter((file) => /^firebase-.*\.js$/.test(file))
    .map((file) => new URL(`/${file}`, origin).href);

/** Visits the site once online and waits until the worker has cached what every route needs. */
async function visitOnce(page: Page, url = '/') {
  const expected = await remoteFiles();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expected.push(...sdkFiles(new URL(page.url()).origin));
  // The worker warms its caches when the page is idle (shell/src/features/offline/data/service-worker.ts).
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const assets = await caches.open('vithelper-assets');
          const content = await (await caches.open('vithelper-content')).keys();
          const missing = [];
          for (const file of files) if (!(await assets.match(file))) missing.push(file);
          return { missing, content: content.length };
        }, expected),
      { timeout: 60_000 },
    )
    // The six lists whole, and the paper lists' first parts (shell/src/startup/lists/first-part-query.ts).
    .toEqual({ missing: [], content: 9 });
}

async function expectRouteRenders(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main#main').getByRole('heading').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Loading VITHelper…')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByText('You are offline — saved content still works.')).toBeVisible();
}

test('after one online visit, every route renders with its content offline', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await goOffline(context, page);
  for (const route of ROUTES) {
    await test.step(route, () => expectRouteRenders(page, route));
  }
  // The whole list, not only the first part the start-up reads: the device kept both.
  const papers = Object.keys(seed.cat1).length;
  await page.goto('/cat1papers');
  await expect(page.getByText(`${papers} papers`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/arriving|could not be loaded/)).toHaveCount(0);
  await page.goto('/placements/article');
  await expect(page.getByRole('heading', { name: /\d+ experiences/ })).toBeVisible();
});

test('the Firebase SDK files are cached once the worker is active, not while it installs', async ({
  page,
}) => {
  await visitOnce(page);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = async (prefix: string) =>
      (
        await Promise.all(
          names
            .filter((name) => name.startsWith(prefix))
            .map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
        )
      ).flat();
    return { precached: await urls('workbox-precache'), assets: await urls('vithelper-assets') };
  });
  const sdk = sdkFiles(new URL(page.url()).origin);
  expect(sdk.length).toBeGreaterThanOrEqual(3);
  // The precache holds the first view's files, but none of the SDK's.
  expect(cached.precached.some((url) => /\/first-view\.[0-9a-f]{8}\.js/.test(url))).toBe(true);
  expect(cached.precached.filter((url) => /\/firebase-/.test(url))).toEqual([]);
  expect(cached.assets).toEqual(expect.arrayContaining(sdk));
});

test('the site is installable once its content is on screen: manifest, icons, standalone, theme colour', async ({
  page,
}) => {
  await page.goto('/cat1papers');
  await expect(page.getByText(/\d+ papers/)).toBeVisible();
  // Linked after the content (shell/src/features/offline/data/install-links.ts), not by index.html.
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 10_000 });
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/images/icon-192.png',
  );
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    const body = (await (await fetch(href)).json()) as {
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    const icons = await Promise.all(
      body.icons.map(async (icon) => [icon.sizes, (await fetch(icon.src)).status] as const),
    );
    return { display: body.display, theme: body.theme_color, icons };
  });
  expect(manifest).toEqual({
    display: 'standalone',
    theme: '#1b3a6b',
    icons: [
      ['192x192', 200],
      ['512x512', 200],
      ['512x512', 200],
    ],
  });
  // The favicon travels in the page: no request for it.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});

/** Marks the next shell version's page, so a test can tell which version it is looking at. */
const NEXT_VERSION_MARK = '<meta name="vh-test-version" content="next" />';
const nextVersionMark = (page: Page) => page.locator('meta[name="vh-test-version"]');

/**
 * The built shell on an origin of its own, as a deploy would change it: `deployNext()`
 * makes the server send the next shell version, a /sw.js whose precached index.html
 * has another revision, and that index.html, which carries NEXT_VERSION_MARK. Every
 * other file (and config.json, remotes.json) is the real shell server's.
 */
async function serveShellDeploys() {
  const dist = path.join(__dirname, '../shell/dist');
  const shell = createAppHandler({ name: 'shell', dir: path.dirname(dist), host: true });
  const current = {
    worker: fs.readFileSync(path.join(dist, 'sw.js'), 'utf8'),
    html: fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
  };
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const send = (type: string, body: string) =>
      void res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
    if (pathname === '/sw.js') return send('text/javascript', current.worker);
    // index.html and every navigation (the shell's routes have no file extension).
    if (pathname === '/index.html' || !path.extname(pathname))
      return send('text/html', current.html);
    shell(req, res);
  });
  const origin = shellDeploysOrigin(portOffset);
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(origin).port), '127.0.0.1', resolve),
  );
  return {
    origin,
    deployNext() {
      // The minified manifest may quote with ' or ".
      const entry = /(\{[^{}]*["']url["']:\s*["']\/index\.html["'][^{}]*\})/.exec(current.worker);
      if (!entry) throw new Error('The built sw.js lists no /index.html to precache');
      const next = entry[1]!.replace(/["']revision["']:\s*["'][^"']*["']/, '"revision":"next"');
      current.worker = current.worker.replace(entry[1]!, next);
      current.html = current.html.replace('<head>', `<head>${NEXT_VERSION_MARK}`);
    },
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

test('a new shell version waits for the student: "Reload to update" activates it and reloads once', async ({
  page,
}) => {
  const site = await serveShellDeploys();
  try {
    await visitOnce(page, `${site.origin}/`);
    await expect(nextVersionMark(page)).toHaveCount(0);
    site.deployNext();
    // A page that was open before the deploy: a reload on the student's behalf would clear this.
    await page.evaluate(() => ((window as Window & { vhSamePage?: boolean }).vhSamePage = true));
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of VITHelper is ready.' });
    const button = prompt.getByRole('button', { name: 'Reload to update' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: test.info().outputPath(`update-prompt-${size.width}.png`) });
    }
    expect(
      await page.evaluate(() => (window as Window & { vhSamePage?: boolean }).vhSamePage),
    ).toBe(true);
    await expect(nextVersionMark(page)).toHaveCount(0);

    // Reloading by hand keeps the running version (the new one still waits) and asks again.
    await page.reload();
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expect(nextVersionMark(page)).toHaveCount(0);

    await page.evaluate(() => ((window as Window & { vhSamePage?: boolean }).vhSamePage = true));
    await Promise.all([page.waitForEvent('load'), button.click()]);
    await expect(nextVersionMark(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
    await expect(button).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as Window & { vhSamePage?: boolean }).vhSamePage),
    ).toBeUndefined();
  } finally {
    await site.close();
  }
});

test('the offline indicator shows while offline and goes when the network is back', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await goOffline(context, page);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`offline-indicator-${size.width}.png`) });
  }
  await context.setOffline(false);
  await expect(page.getByText('You are offline — saved content still works.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
});

/** The exams build served from another origin, its manifest saying another version (the runtime takes paths from the manifest URL). */
async function serveExamsAs(version: string) {
  const dist = path.join(__dirname, '../remotes/exams/dist');
  const server = http.createServer((req, res) => {
    const file = path.join(dist, (req.url ?? '/').split('?')[0]!);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return void res.writeHead(404).end();
    if (file.endsWith('mf-manifest.json')) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        metaData: { buildInfo: { buildVersion: string } };
      };
      manifest.metaData.buildInfo.buildVersion = version;
      return void res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(manifest));
    }
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    res.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    manifest: `http://127.0.0.1:${port}/mf-manifest.json`,
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const statusRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a registry switch to another remote version is what the next online load runs, worker or not', async ({
  page,
  context,
}) => {
  const next = await serveExamsAs('9.9.9-0ff11e55');
  const switchExams = (registry: Registry) => {
    for (const remote of registry.remotes)
      if (remote.name === 'exams') remote.manifest = next.manifest;
  };
  // A release's versions share its remote's origin in production; this one has a port of its own,
  // so the pages (as the worker caches them) carry a policy that names it beside the live one.
  await deployPolicyFor(context, {
    registry: (registry) => {
      for (const remote of registry.remotes)
        if (remote.name === 'exams') remote.previewOrigins = [new URL(next.manifest).origin];
    },
  });
  await visitOnce(page);
  try {
    await context.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const edited = (await response.json()) as Registry;
      switchExams(edited);
      await route.fulfill({ response, json: edited });
    });
    await page.goto('/cat1papers');
    await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
    await page.getByRole('link', { name: 'VITHelper' }).first().click();
    await page.goto('/status');
    await expect(statusRow(page, 'exams')).toContainText('9.9.9-0ff11e55');
  } finally {
    await next.close();
  }
});

test('a remote that is down is served from the cache once it was cached', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await context.route(`http://localhost:${appPort('placements')}/**`, (route) => route.abort());
  await expectRouteRenders(page, '/placements');
  await expect(page.getByRole('link', { name: 'View All Reviews' })).toBeVisible();
});

test('a remote that is down and was never cached shows the surfaced error with Try again', async ({
  page,
}) => {
  const unused = http.createServer();
  await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
  const { port } = unused.address() as AddressInfo;
  await new Promise((resolve) => unused.close(resolve));
  const move = (registry: Registry) => {
    for (const remote of registry.remotes)
      if (remote.name === 'placements')
        remote.manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  };
  await deployPolicyFor(page, { registry: move });
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const edited = (await response.json()) as Registry;
    move(edited);
    await route.fulfill({ response, json: edited });
  });
  await page.goto('/placements');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'The Placements section could not be loaded' }),
  ).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the backend down on a first visit gives the retry screen, with the worker installed', async ({
  page,
}) => {
  await deployPolicyFor(page, {
    config: (config) => {
      config.emulators = { ...config.emulators, database: '127.0.0.1:9' };
    },
  });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.emulators.database = '127.0.0.1:9';
    config.firebase.databaseURL = 'http://127.0.0.1:9?ns=demo-vithelper';
    await route.fulfill({ response, json: { ...config, startupDelayMs: 0, dataTimeoutMs: 3000 } });
  });
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: "We could not reach VITHelper's content" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
});
