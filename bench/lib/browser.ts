/**
 * Chromium through Playwright, plus the DevTools-protocol pieces the bench
 * reads: CPU throttling, bytes per resource kind as served, paint events.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
// The bench starts Chromium exactly as the tests do.
import { chromiumArgs, chromiumPath } from '../../e2e/chromium-path';

export { chromiumArgs, chromiumPath };

/** What the in-page marks add to `window`. */
type MarkedWindow = Window & {
  __vhMarks: Record<string, number | true>;
  __vhFrames: number[];
};
/** Content markers: name → source of a function run in the page that says whether it shows. */
export type Markers = Record<string, string>;

/** Chromium allowed every port of the bench's offset (e2e/chromium-path.ts). */
export function launch(offset: number): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs(offset),
    headless: true,
  });
}

/**
 * In-page marks: `window.__vhMark(name)` records the frame after `test()` first holds.
 * Marks are watched with a MutationObserver, so the time is that of the DOM change, not of a poll.
 */
function installMarks(markers: Markers) {
  const marks: MarkedWindow['__vhMarks'] = {};
  (window as unknown as MarkedWindow).__vhMarks = marks;
  const tests = Object.entries(markers).map(
    ([name, source]) => [name, new Function(`return (${source})();`)] as [string, () => boolean],
  );
  const check = () => {
    for (const [name, test] of tests) {
      if (marks[name] !== undefined || marks[`${name}:pending`]) continue;
      let ok = false;
      try {
        ok = test();
      } catch {
        ok = false;
      }
      if (ok) {
        marks[`${name}:pending`] = true;
        requestAnimationFrame((frameTime) => {
          marks[name] = frameTime;
        });
      }
    }
  };
  // Arrival time of every WebSocket frame (Realtime Database reads), to tell data time from render time.
  const frames: number[] = [];
  (window as unknown as MarkedWindow).__vhFrames = frames;
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener(
        'message',
        () => frames.length < 5000 && frames.push(performance.now()),
      );
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  document.addEventListener('DOMContentLoaded', check);
  // A mark may wait for a file (shellSettled): checked again as each one arrives.
  new PerformanceObserver(check).observe({ type: 'resource' });
}

/** Content markers: functions (as source) run in the page. */
export const MARKERS: Markers = {
  about: `() => [...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Question papers')`,
  // The first screen: papers listed with their status, the count of the whole list or the
  // statement that only its first part is here (shell/src/startup/lists/first-part.ts).
  cat1: `() => [...document.querySelectorAll('p')].some((p) => /^(\\d+ papers|First \\d+ papers; the rest are arriving…)$/.test(p.textContent.trim()))
      && !!document.querySelector('[aria-label="CAT-1 Papers"] :is(li, [role="listitem"])')`,
  // The same first screen drawn by the app itself, not the copy a repeat visit shows first
  // (shell/src/features/first-screen/data/first-screen.ts).
  cat1App: `() => !document.querySelector('.vh-first-screen')
      && [...document.querySelectorAll('#root p')].some((p) => /^(\\d+ papers|First \\d+ papers; the rest are arriving…)$/.test(p.textContent.trim()))
      && !!document.querySelector('#root [aria-label="CAT-1 Papers"] :is(li, [role="listitem"])')`,
  // The whole list: its count alone.
  cat1Whole: `() => [...document.querySelectorAll('p')].some((p) => /^\\d+ papers$/.test(p.textContent.trim()))
      && !!document.querySelector('[aria-label="CAT-1 Papers"] :is(li, [role="listitem"])')`,
  placements: `() => [...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Featured experiences')
      && !document.querySelector('main [role="status"]')`,
  blogs: `() => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Blogs')`,
  // The question section's front door: its list of courses, read from the built banks.
  courses: `() => !!document.querySelector('main [aria-label="Courses"] a')`,
  // The shell's own deferred loads are in: the Firebase SDK's Auth and Database files, fetched
  // at a quiet moment after the content (named by webpack.config.base.ts; workbox-window came
  // before them, at the first idle moment). The account control alone no longer tells: it shows
  // the remembered account or "Sign in" from the first paint.
  shellSettled: `() => !!document.querySelector('header [data-first-screen="leave-out"]')
      && ['firebase-auth-sdk', 'firebase-database-sdk'].every((name) => performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.startsWith('/' + name + '.')))`,
};

/**
 * A fresh context (cold cache) with the first-visit modal dismissed and the marks installed.
 * The offline worker is blocked unless asked for: a first visit's bytes are what the network
 * served, not what a worker installed a moment earlier answered from its cache.
 */
export async function openPage(
  browser: Browser,
  {
    javaScriptEnabled = true,
    markers = MARKERS,
    serviceWorkers = 'block',
  }: { javaScriptEnabled?: boolean; markers?: Markers; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    javaScriptEnabled,
    serviceWorkers,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  if (javaScriptEnabled) {
    await page.addInitScript(() =>
      window.localStorage.setItem('vithelper.appModal.dismissed', '1'),
    );
    await page.addInitScript(installMarks, markers);
  }
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

export const throttle = (cdp: CDPSession, rate: number) =>
  cdp.send('Emulation.setCPUThrottlingRate', { rate });

const markSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Waits until a mark is recorded; returns its time (ms from navigation start).
 * Reads it with a one-line expression over the DevTools protocol every 50 ms:
 * `page.waitForFunction` first puts Playwright's own script into the new page,
 * 40–55 ms of main-thread work at 4× in the middle of the start-up it measures.
 */
export async function waitMark(page: Page, name: string, timeoutMs = 60_000): Promise<number> {
  let session = markSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    markSessions.set(page, session);
  }
  const cdp = await session;
  const expression = `(window.__vhMarks || {})[${JSON.stringify(name)}]`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A navigation between two reads replaces the page's context: the next read finds the new one.
    const value = await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).then(
      ({ result }) => result.value as unknown,
      () => undefined,
    );
    if (typeof value === 'number') return value;
    if (Date.now() > deadline) throw new Error(`No "${name}" mark within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Bytes by kind of resource; `requests` counts the HTTP requests among them. */
export type Bytes = {
  js: number;
  css: number;
  images: number;
  fonts: number;
  data: number;
  html: number;
  other: number;
  requests: number;
};
type Kind = Exclude<keyof Bytes, 'requests'>;
/** One response or WebSocket frame as served. */
export type Served = {
  url: string;
  kind: Kind;
  bytes: number;
  encoding: string | null;
  startedAt?: number;
};
export type ByteTracker = {
  log: Served[];
  totals: (from?: number) => Bytes;
  urls: (from?: number) => string[];
};

const KIND_BY_TYPE: Record<string, Kind> = {
  Script: 'js',
  Stylesheet: 'css',
  Image: 'images',
  Font: 'fonts',
  Document: 'html',
  Manifest: 'other',
};

/**
 * Counts bytes as served (encodedDataLength: compressed body + headers) by kind.
 * data = JSON responses + WebSocket frames (frame payloads as the page reads them).
 */
export async function trackBytes(cdp: CDPSession): Promise<ByteTracker> {
  await cdp.send('Network.enable');
  const requests = new Map<
    string,
    { url: string; type?: string; startedAt: number; mime?: string; encoding?: string }
  >();
  const log: Served[] = [];
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type, startedAt: e.wallTime * 1000 }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r)
      Object.assign(r, {
        type: e.type,
        mime: e.response.mimeType,
        encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'],
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    const json = /json/.test(r.mime ?? '') || /\.json(\?|$)/.test(r.url);
    const kind = json ? 'data' : (KIND_BY_TYPE[r.type ?? ''] ?? 'other');
    log.push({
      url: r.url,
      kind,
      bytes: e.encodedDataLength,
      encoding: r.encoding ?? null,
      // When the request was sent (ms since the epoch), to tell what the first screen waited for.
      startedAt: r.startedAt,
    });
  });
  const frame = (e: { response: { payloadData: string } }) =>
    log.push({
      url: 'websocket',
      kind: 'data',
      bytes: e.response.payloadData.length,
      encoding: null,
    });
  cdp.on('Network.webSocketFrameReceived', frame);
  cdp.on('Network.webSocketFrameSent', frame);
  return {
    log,
    /** Totals of the entries from index `from` on. */
    totals(from = 0) {
      const sum: Bytes = {
        js: 0,
        css: 0,
        images: 0,
        fonts: 0,
        data: 0,
        html: 0,
        other: 0,
        requests: 0,
      };
      for (const entry of log.slice(from)) {
        sum[entry.kind] += entry.bytes;
        if (entry.url !== 'websocket') sum.requests += 1;
      }
      return sum;
    },
    urls: (from = 0) => log.slice(from).map((entry) => entry.url),
  };
}

/** Resolves once no request finished for `quietMs` (bounded by `maxMs`). */
export async function networkQuiet(
  tracker: ByteTracker,
  quietMs = 700,
  maxMs = 15_000,
): Promise<void> {
  const start = Date.now();
  let last = tracker.log.length;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    if (tracker.log.length !== last) {
      last = tracker.log.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

export async function paintTimes(page: Page) {
  return page.evaluate(() => {
    const paint = Object.fromEntries(
      performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]),
    );
    const main = performance
      .getEntriesByType('resource')
      .find((e) => /\/main\.[0-9a-f]+\.js$/.test(e.name)) as PerformanceResourceTiming | undefined;
    return {
      firstPaint: paint['first-paint'] ?? null,
      fcp: paint['first-contentful-paint'] ?? null,
      mainScriptEnd: main?.responseEnd ?? null,
    };
  });
}

export async function heapUsedMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}
