import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test, expect, appPort, deployPolicyFor } from './fixtures';

type Registry = { remotes: Array<{ name: string; manifest: string }> };

/** Starts one app's real server as its own process, the way a team would bring it back up. */
function startServer(name: string, port: number): Promise<{ close: () => void }> {
  const child = spawn(
    'node',
    ['-r', 'esbuild-register', path.join(__dirname, '../scripts/serve-cli.ts'), name, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) resolve({ close: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves the site with one remote's manifest moved to another URL, the way an edited remotes.json would. */
async function moveRemote(page: import('@playwright/test').Page, name: string, manifest: string) {
  const move = (registry: Registry) => {
    for (const remote of registry.remotes) if (remote.name === name) remote.manifest = manifest;
  };
  await deployPolicyFor(page, { registry: move });
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Registry;
    move(registry);
    await route.fulfill({ response, json: registry });
  });
}

test('a stopped remote: the failure is shown, the rest works, Try again recovers without a reload', async ({
  page,
}) => {
  const port = await freePort();
  await moveRemote(page, 'placements', `http://localhost:${port}/mf-manifest.json`);
  await page.goto('/placements');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'The Placements section could not be loaded' }),
  ).toBeVisible();
  await expect(alert).toContainText('network error');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await main.getByText('Examination').click();
  await main.getByRole('link', { name: 'CAT-1 Papers' }).click();
  await expect(page.getByLabel('Search for Cat-1 Paper:')).toBeVisible();
  await page.getByRole('link', { name: 'VITHelper' }).first().click();
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();

  await main.getByRole('link', { name: 'Placements' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const server = await startServer('placements', port);
  try {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Reviews' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  } finally {
    server.close();
  }
});

test('a manifest that never answers surfaces a timeout', async ({ page }) => {
  const hanging = http.createServer(() => {
    // Never answers: the shell's manifest timeout must give up on its own.
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const { port } = hanging.address() as AddressInfo;
  try {
    await moveRemote(page, 'blogs', `http://127.0.0.1:${port}/mf-manifest.json`);
    test.info().annotations.push({
      type: 'note',
      description: 'timeout shortened to 3 s through config.json',
    });
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), startupDelayMs: 0, remoteLoadTimeoutMs: 3000 },
      });
    });
    await page.goto('/blogs');
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'The Blogs section could not be loaded' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('timeout');
  } finally {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  }
});

test('a remote entry script that never arrives surfaces a timeout', async ({ page }) => {
  const examsPort = appPort('exams');
  // Answers the manifest (with the entry pointed back at itself) but never sends the entry script.
  const half = http.createServer(async (req, res) => {
    if (req.url?.startsWith('/mf-manifest.json')) {
      const manifest = await (await fetch(`http://localhost:${examsPort}/mf-manifest.json`)).json();
      manifest.metaData.publicPath = `http://127.0.0.1:${(half.address() as AddressInfo).port}/`;
      delete manifest.metaData.getPublicPath;
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(JSON.stringify(manifest));
    }
  });
  await new Promise<void>((resolve) => half.listen(0, '127.0.0.1', resolve));
  const { port } = half.address() as AddressInfo;
  try {
    await moveRemote(page, 'exams', `http://127.0.0.1:${port}/mf-manifest.json`);
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), startupDelayMs: 0, remoteLoadTimeoutMs: 3000 },
      });
    });
    await page.goto('/faqs');
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'The Exams section could not be loaded' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('timeout');
  } finally {
    half.closeAllConnections();
    await new Promise((resolve) => half.close(resolve));
  }
});

test('an unreachable backend shows the retry message instead of an endless loader', async ({
  page,
}) => {
  const port = await freePort();
  await deployPolicyFor(page, {
    config: (config) => {
      config.emulators = { ...config.emulators, database: `127.0.0.1:${port}` };
    },
  });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.emulators.database = `127.0.0.1:${port}`;
    config.firebase.databaseURL = `http://127.0.0.1:${port}?ns=demo-vithelper`;
    await route.fulfill({ response, json: { ...config, startupDelayMs: 0, dataTimeoutMs: 3000 } });
  });
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: "We could not reach VITHelper's content" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
});
