import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { contentSecurityPolicy, type ProductionConfig } from '../scripts/deploy-config';
import { appPort as appPortAt, portOffset as readPortOffset, ports } from '../scripts/ports';
import type { Registry } from '../scripts/registry-file';

/** This run's port offset (VH_PORT_OFFSET) and the ports it gives (scripts/ports.ts). */
export const portOffset = readPortOffset();
export const runPorts = ports(portOffset);

export const appPort = (name: string): number => appPortAt(name, portOffset);

/** URL of a remote run alone (its own server, its own frame). */
export const remoteUrl = (name: string, path = '/'): string =>
  `http://localhost:${appPort(name)}${path}`;

export type SiteOptions = {
  /** Keep the first-visit 'VITHelper App' modal (tests of the modal itself). */
  showAppModal: boolean;
  /** Merged into /config.json for this test (the start-up delay is 0 unless a test sets it). */
  configOverrides: Record<string, unknown>;
};

type SiteFixtures = {
  /**
   * Content-Security-Policy violations the page reported (the site is served with the
   * production headers, scripts/serve.ts); every test ends by expecting none.
   */
  cspViolations: string[];
};

/**
 * Pages axe-core is checking: it copies the site's stylesheets into inline <style> elements of
 * its own to read them, which the site's CSP refuses, as it should (the test's tool, not the site).
 */
const axeChecking = new WeakSet<Page>();

/** Records the CSP violations of every document the page loads, and CSP errors in its console. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const record = (text: string, inlineStyle: boolean) => {
    if (!(inlineStyle && axeChecking.has(page))) violations.push(text);
  };
  await page.exposeFunction('__vhCspViolation', record);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __vhCspViolation: typeof record }).__vhCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
        event.effectiveDirective === 'style-src-elem' && event.blockedURI === 'inline',
      );
    });
  });
  // A worker's violations are not events of the document; the browser logs them.
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) record(text, /^Applying inline style/.test(text));
  });
  return violations;
}

export const test = base.extend<SiteOptions & SiteFixtures>({
  showAppModal: [false, { option: true }],
  configOverrides: [{}, { option: true }],
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
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

const shellOrigin = () => `http://localhost:${appPort('shell')}`;

/**
 * A test that points the site at hosts the local runtime files do not name (a remote moved to
 * a throwaway server, a database that is down) stands for a deploy with an edited registry or
 * config: every page of the site then gets the CSP that deploy would send, made by the code
 * that makes firebase.json's (scripts/deploy-config.ts). The test still serves the edited
 * files itself. Pass the context when the service worker serves the pages (its precached
 * index.html keeps the headers it was fetched with, and its own fetches follow sw.js's).
 */
export async function deployPolicyFor(
  target: Page | BrowserContext,
  edit: { registry?: (registry: Registry) => void; config?: (config: ProductionConfig) => void },
): Promise<void> {
  const registry = (await (await fetch(`${shellOrigin()}/remotes.json`)).json()) as Registry;
  const config = (await (await fetch(`${shellOrigin()}/config.json`)).json()) as ProductionConfig;
  edit.registry?.(registry);
  edit.config?.(config);
  const csp = contentSecurityPolicy(registry, config);
  await target.route(
    (url) => url.origin === shellOrigin(),
    async (route) => {
      // The pages, and the service worker's script: its own fetches are under its policy.
      const request = route.request();
      const { pathname } = new URL(request.url());
      if (
        request.resourceType() !== 'document' &&
        pathname !== '/index.html' &&
        pathname !== '/sw.js'
      )
        return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': csp },
      });
    },
  );
}

/**
 * axe-core: no serious or critical accessibility violations on the page as it
 * is now. Also runs label-content-name-mismatch (off by default in axe-core,
 * checked by Lighthouse): a control's accessible name contains its visible text.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  axeChecking.add(page);
  let results;
  try {
    results = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    // One task turn on the page: the violations axe caused have been reported by then.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  } finally {
    axeChecking.delete(page);
  }
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
