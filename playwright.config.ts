import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium-path';
import { writeE2eSeed } from './e2e/e2e-seed';
import { SHELL_ORIGINS, shellDeploysOrigin } from './e2e/production-origins';
import { appPort, portOffset } from './scripts/ports';

const offset = portOffset();
const shellUrl = `http://localhost:${appPort('shell', offset)}`;

/** Browser tests run in real Chromium against the real built apps and the local emulator. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One artifacts folder per port offset, so runs side by side do not trample each other.
  outputDir: `test-results/e2e-artifacts-${offset}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${offset}.json` }]],
  use: {
    baseURL: shellUrl,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs(offset) },
    trace: 'retain-on-failure',
    // Routing cannot see what a service worker answers, so only e2e/offline.spec.ts lets the worker run.
    serviceWorkers: 'block',
  },
  webServer: {
    // Builds what is stale, then serves the four apps and a freshly seeded emulator.
    command: 'node -r esbuild-register scripts/start.ts --reset',
    cwd: __dirname,
    url: `${shellUrl}/config.json`,
    reuseExistingServer: false,
    timeout: 400_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      VH_PORT_OFFSET: String(offset),
      VH_EMULATOR_DATA: `.emulator-data/e2e-${offset}`,
      VH_EMULATOR_SEED: writeE2eSeed(offset),
      // The sample moderator and student of `npm start`, whose papers the seed holds (e2e/moderation.spec.ts).
      VH_EMULATOR_SEED_USERS: `${__dirname}/content/auth-users.json`,
      // Beside the site's local origins, the production ones e2e/hosting.spec.ts serves it at
      // and the one e2e/offline.spec.ts serves the shell's deploys from.
      VH_EMULATOR_ORIGINS: [...Object.values(SHELL_ORIGINS), shellDeploysOrigin(offset)].join(','),
    },
  },
});
