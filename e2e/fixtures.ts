import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import apps from '../scripts/apps.json';

export const portOffset = Number(process.env.VH_PORT_OFFSET ?? 0) || 0;

export function appPort(name: string): number {
  const app = apps.apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app.port + portOffset;
}

/** URL of a remote run alone (its own server, its own frame). */
export const remoteUrl = (name: string, path = '/'): string =>
  `http://localhost:${appPort(name)}${path}`;

export type SiteOptions = {
  /** Keep the first-visit 'VITHelper App' modal (tests of the modal itself). */
  showAppModal: boolean;
  /** Merged into /config.json for this test (the start-up delay is 0 unless a test sets it). */
  configOverrides: Record<string, unknown>;
};

export const test = base.extend<SiteOptions>({
  showAppModal: [false, { option: true }],
  configOverrides: [{}, { option: true }],
  page: async ({ page, showAppModal, configOverrides }, use) => {
    if (!showAppModal) {
      await page.addInitScript(() =>
        window.localStorage.setItem('vithelper.appModal.dismissed', '1'),
      );
    }
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = { ...(await response.json()), startupDelayMs: 0, ...configOverrides };
      await route.fulfill({ response, json: config });
    });
    await use(page);
  },
});

export { expect };

/**
 * axe-core: no serious or critical accessibility violations on the page as it
 * is now. Also runs label-content-name-mismatch (off by default in axe-core,
 * checked by Lighthouse): a control's accessible name contains its visible text.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
