/**
 * The browser suite: finds Chromium (CHROMIUM_PATH, Debian's chromium, or
 * Playwright's own), installs Debian's package when running as root on Debian
 * and none exists, then runs Playwright. `--screenshots` writes PNGs instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';

function hasChromium(): boolean {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return true;
  if (fs.existsSync('/usr/bin/chromium')) return true;
  const home = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${process.env.HOME}/.cache/ms-playwright`;
  return fs.existsSync(home) && fs.readdirSync(home).some((name) => name.startsWith('chromium'));
}

if (!hasChromium()) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    console.log('Installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env,
    });
  }
  if (!hasChromium()) {
    console.error(
      'No Chromium found. Install one: `apt-get install chromium` (Debian), set CHROMIUM_PATH, or `npx playwright install chromium` where the internet is reachable.',
    );
    process.exit(1);
  }
}

// --screenshots is ours; every other argument goes to Playwright as given.
const { values, tokens } = parseArgs({
  options: { screenshots: { type: 'boolean' } },
  strict: false,
  allowPositionals: true,
  tokens: true,
});
const passthrough = tokens.flatMap((token) => {
  if (token.kind === 'option' && token.name === 'screenshots') return [];
  if (token.kind === 'option')
    return token.value === undefined ? [token.rawName] : [token.rawName, token.value];
  if (token.kind === 'positional') return [token.value];
  return ['--'];
});
const args = values.screenshots
  ? [
      'playwright',
      'test',
      '--config',
      'e2e/screenshots/playwright.screenshots.config.ts',
      ...passthrough,
    ]
  : ['playwright', 'test', ...passthrough];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
