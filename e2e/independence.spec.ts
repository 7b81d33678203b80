import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { copyWorkspace, removeWorkspaceCopy } from '../scripts/testing/workspace-copy';
import { test, expect, deployPolicyFor } from './fixtures';

/**
 * A remote's own values ship with the remote: blogs built with a changed privacy date shows that
 * date in the composed site while the shell (and its copy of @vithelper/shared) stays as built.
 */

const NEW_DATE = 'November 23, 2026';
type Registry = { remotes: Array<{ name: string; manifest: string }> };

test.describe('a blogs build with its own new privacy date, next to an unchanged shell', () => {
  test.describe.configure({ timeout: 400_000 });
  let copy: string;
  let out: string;
  let server: http.Server;
  let origin: string;

  test.beforeAll(async () => {
    copy = copyWorkspace('vh-independence-');
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-blogs-build-'));
    const terms = path.join(copy, 'remotes/blogs/src/features/privacy/data/privacy-terms.ts');
    const text = fs.readFileSync(terms, 'utf8');
    expect(text).toContain("PRIVACY_LAST_UPDATED = 'December 13, 2020'");
    fs.writeFileSync(terms, text.replace('December 13, 2020', NEW_DATE));

    const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(copy, 'remotes/blogs'),
      env: { ...process.env, VH_OUT_DIR: out },
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`blogs build failed:\n${build.stdout}\n${build.stderr}`);

    const assets = sirv(out, { dev: true });
    server = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      assets(req, res, () => void res.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (out) fs.rmSync(out, { recursive: true, force: true });
    removeWorkspaceCopy(copy);
  });

  test('the site shows the new date from the new blogs build, the shell and other sections as they were', async ({
    page,
  }) => {
    // The new build's server stands for another origin of the blogs section: the shell's policy
    // names it beside the live one (a returning page first reads the manifest it remembers).
    await deployPolicyFor(page, {
      registry: (registry) => {
        for (const remote of registry.remotes)
          if (remote.name === 'blogs') remote.previewOrigins = [origin];
      },
    });
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated December 13, 2020')).toBeVisible();

    const move = (registry: Registry) => {
      for (const remote of registry.remotes)
        if (remote.name === 'blogs') remote.manifest = `${origin}/mf-manifest.json`;
    };
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as Registry;
      move(registry);
      await route.fulfill({ response, json: registry });
    });
    const entry = page.waitForResponse((response) =>
      response.url().startsWith(`${origin}/remoteEntry.`),
    );
    await page.goto('/privacy-policy');
    expect((await entry).status()).toBe(200);
    await expect(page.getByText(`Last updated ${NEW_DATE}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    // The shell's own frame and another section, from the builds that were already running.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: /FAQ/i })).toBeVisible();
  });
});
