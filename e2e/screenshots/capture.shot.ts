import fs from 'node:fs';
import path from 'node:path';
import { test } from '../fixtures';
import registry from '../../config/remotes.local.json';

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const shellRoutes = ['/', '/about-us', '/work-in-progress', '/status', '/no-such-page'];
const sampleIds: Record<string, string> = { ':id': '-N1plc-0001' };
const routes = [
  ...shellRoutes,
  ...registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => route.replace(/:\w+/g, (param) => sampleIds[param] ?? 'unknown')),
  ),
];
const outDir = path.join(__dirname, '../../screenshots');

for (const size of widths) {
  test(`screenshots at ${size.name} width`, async ({ page }) => {
    fs.mkdirSync(outDir, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // A section's first visit fetches its remote after the page is idle once: wait for its loader to go.
      await page
        .locator('.vh-loader, .vh-boot')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      // A full-page picture shows what is below the fold too: load the lazy images a student would scroll to.
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLImageElement>('img[loading="lazy"]')
          .forEach((img) => (img.loading = 'eager')),
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = `${size.name}${route === '/' ? '-home' : route.replace(/[^a-z0-9]+/gi, '-')}.png`;
      await page.screenshot({ path: path.join(outDir, file), fullPage: true });
    }
  });
}
