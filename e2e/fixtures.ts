import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { CourseBank } from '@vithelper/contracts/questions';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, goOffline } from 'firebase/database';
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
    await asTheSiteOpens(page, { showAppModal, configOverrides });
    await use(page);
  },
});

/** No start-up delay, and no first-visit modal unless asked for: the site as a test opens it. */
async function asTheSiteOpens(
  target: Page | BrowserContext,
  { showAppModal, configOverrides }: Partial<SiteOptions> = {},
): Promise<void> {
  if (!showAppModal) {
    await target.addInitScript(() =>
      window.localStorage.setItem('vithelper.appModal.dismissed', '1'),
    );
  }
  await target.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = { ...(await response.json()), startupDelayMs: 0, ...configOverrides };
    await route.fulfill({ response, json: config });
  });
}

/**
 * Another person's page, in a browser context of their own (their own device: own storage, own
 * account), opened as the fixtures' page is; no service worker, so every load is the network's.
 */
export async function newSitePage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await asTheSiteOpens(context);
  return { context, page: await context.newPage() };
}

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

/**
 * The site's header as a person finds it: the page's banner (the desktop header from 1100 px,
 * the phones' header below, the other being hidden).
 */
export const siteHeader = (page: Page): Locator => page.getByRole('banner');

/** A question page's answers section (remotes/courses, features/answers). */
export const answersOf = (page: Page): Locator => page.getByRole('region', { name: /^Answers/ });

/**
 * Opens a question's page and waits for its answers section, and for its answers unless `loaded`
 * is false (a test offline, where they cannot arrive).
 */
export async function openQuestion(page: Page, id: string, loaded = true): Promise<void> {
  await page.goto(`/q/${id}`);
  await expect(answersOf(page)).toBeVisible({ timeout: 15_000 });
  if (loaded)
    await expect(answersOf(page).getByText('Loading the answers…')).toBeHidden({ timeout: 15_000 });
}

/** A course's bank as `npm start` built it from the sample papers (.cache/questions/courses/). */
export const builtBank = (code: string): CourseBank =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, `../.cache/questions/courses/${code}.json`), 'utf8'),
  ) as CourseBank;

/** The coins count in the header, read out as "N coins" (or "Coins not loaded yet"). */
export const headerCoins = (page: Page): Locator =>
  siteHeader(page).getByLabel(/^(\d+ coins|Coins not loaded yet)$/);

export type EmailAccount = { email: string; password: string };

const PROJECT = 'demo-vithelper';

/**
 * Takes the context offline and waits until the page knows it (navigator.onLine): Chromium tells
 * the page a moment later, and a step taken in between still sees itself online and sends.
 */
export async function takeOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/**
 * Writes `body` at `where` in the emulator's database with its owner credential, past the rules
 * as the Admin SDK would (null deletes): what a test needs stored that no page of the site writes.
 */
export async function writeAsOwner(where: string, body: unknown): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${runPorts.database}/${where}.json?ns=${PROJECT}`,
    { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(body) },
  );
  expect(response.status).toBe(200);
}
const authOrigin = `http://127.0.0.1:${runPorts.auth}`;

/**
 * The emulator builds its Auth service on the first request (docs/decisions/007-auth-emulator.md):
 * a spec that signs anyone in waits for it in its beforeAll.
 */
export async function authEmulatorReady(): Promise<void> {
  const config = `${authOrigin}/emulator/v1/projects/${PROJECT}/config`;
  await expect
    .poll(async () => (await fetch(config).catch(() => null))?.status, { timeout: 170_000 })
    .toBe(200);
}

let emails = 0;
/** An address nobody has used: this run's, this worker's, this call's. */
const freshEmail = (tag: string): string =>
  `${tag}-${Date.now()}-${process.pid}-${(emails += 1)}@example.com`;

const authApi = (method: string, body: unknown) =>
  fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

type OobCode = { email: string; requestType: string; oobCode: string; oobLink: string };

/**
 * The newest email verification link the Auth emulator has sent to `email`, from its own
 * listing of out-of-band codes (what a developer opens by hand: README.md, "Contributed papers and moderators").
 */
export async function verificationLink(email: string): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${authOrigin}/emulator/v1/projects/${PROJECT}/oobCodes`);
      const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
      found = oobCodes
        .filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email === email)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * Verifies `email` as the student opening its newest link does, through the emulator's own
 * API: votes, requests, reports and uploads need a verified email (database.rules.json).
 */
async function verifyEmail(email: string): Promise<void> {
  const { oobCode } = await verificationLink(email);
  const res = await authApi('update', { oobCode });
  expect(res.status).toBe(200);
}

/**
 * A new email account (a student), made through the Auth emulator's REST API; verified, as
 * the students who vote, ask, report and upload are, unless `verified: false`.
 */
export async function newEmailAccount(
  tag: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<EmailAccount & { uid: string }> {
  const account = { email: freshEmail(tag), password: 'secret-123' };
  const res = await authApi('signUp', { ...account, returnSecureToken: true });
  expect(res.status).toBe(200);
  const { localId, idToken } = (await res.json()) as { localId: string; idToken: string };
  if (verified) {
    expect((await authApi('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken })).status).toBe(
      200,
    );
    await verifyEmail(account.email);
  }
  return { ...account, uid: localId };
}

/**
 * Signs the page's guest in through the Sign in button inside `from` (the header's unless
 * said), as a person does in the dialog: to `account`, or to a new email account made there,
 * whose verification link (sent by the app) is then opened unless `verify: false`.
 */
export async function signInOnPage(
  page: Page,
  {
    from = siteHeader(page),
    account,
    verify = true,
  }: { from?: Page | Locator; account?: EmailAccount; verify?: boolean } = {},
): Promise<EmailAccount> {
  await from.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const as = account ?? { email: freshEmail('student'), password: 'secret-123' };
  await dialog
    .getByLabel(account ? 'I already have an account' : 'New here: create my account')
    .check();
  await dialog.getByLabel('Email', { exact: true }).fill(as.email);
  await dialog.getByLabel('Password').fill(as.password);
  await dialog
    .getByRole('button', { name: account ? 'Sign in with email' : 'Create account' })
    .click();
  await expect(dialog).toBeHidden();
  if (!account && verify) await verifyEmail(as.email);
  return as;
}

/**
 * /moderate<search> for a moderator, in a browser context of their own, signed in from the
 * page's own Sign in (the header's is in the bar under it on a phone).
 */
export async function moderatorPage(
  browser: Browser,
  account: EmailAccount,
  { search = '', viewport }: { search?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newSitePage(browser, viewport);
  await page.goto(`/moderate${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeVisible({
    timeout: 15_000,
  });
  await signInOnPage(page, { from: page.locator('main'), account });
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  return { context, page };
}

/**
 * A Firebase client in the test, signed in like a person would be on the site's emulator, as
 * `account` or as a new email account: a database handle under that account's rules.
 */
export async function signedInClient(name: string, account?: EmailAccount) {
  const as = account ?? (await newEmailAccount(name));
  const app = initializeApp(
    {
      apiKey: 'demo-key',
      projectId: PROJECT,
      databaseURL: `http://127.0.0.1:${runPorts.database}?ns=${PROJECT}`,
    },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, authOrigin, { disableWarnings: true });
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', runPorts.database);
  const { user } = await signInWithEmailAndPassword(auth, as.email, as.password);
  return {
    account: as,
    db,
    uid: user.uid,
    async close() {
      goOffline(db);
      await signOut(auth);
      await deleteApp(app);
    },
  };
}
