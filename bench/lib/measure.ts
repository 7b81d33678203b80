/** One measurement each: a fresh context (cold cache) per call. */
import type { Browser } from '@playwright/test';
import {
  heapUsedMB,
  networkQuiet,
  openPage,
  paintTimes,
  throttle,
  trackBytes,
  waitMark,
  type Bytes,
  type Markers,
} from './browser';

export type Startup = {
  firstPaint: number | null;
  fcp: number | null;
  mainScriptEnd: number | null;
  content: number;
  dataArrived: number | null;
  /** The whole list on screen (a list page whose first screen showed its first part). */
  whole?: number | null;
  /** JS heap once the whole list is on screen (after a GC). */
  heapMB?: number;
};
export type FirstVisit = {
  clickToContent: number;
  home: Bytes;
  homeRemoteRequests: number;
  homeStorageChunks: number;
  added: Bytes;
  addedStorageChunks: number;
};

/** Loader first paint and time until a page's content is visible (ms from navigation start). */
export async function startup(
  browser: Browser,
  url: string,
  {
    path,
    mark,
    cpu = 1,
    heap = false,
    wholeMark,
  }: { path: string; mark: string; cpu?: number; heap?: boolean; wholeMark?: string },
): Promise<Startup> {
  const { context, page, cdp } = await openPage(browser);
  try {
    await throttle(cdp, cpu);
    await page.goto(url + path, { waitUntil: 'commit' });
    const content = await waitMark(page, mark, 120_000);
    const paints = await paintTimes(page);
    // Data arrived = the last content read (REST) or WebSocket frame received before the content showed.
    const dataArrived = await page.evaluate((c) => {
      const reads = performance
        .getEntriesByType('resource')
        .filter((e) => /\/(cat1|cat2|fat|materials|faqs|placements)\.json/.test(e.name))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      const frames = (window as unknown as { __vhFrames: number[] }).__vhFrames;
      return Math.max(0, ...[...reads, ...frames].filter((t) => t <= c)) || null;
    }, content);
    const whole = wholeMark ? await waitMark(page, wholeMark, 180_000) : undefined;
    await throttle(cdp, 1);
    const heapMB = heap ? await heapUsedMB(cdp) : undefined;
    return {
      firstPaint: paints.firstPaint,
      fcp: paints.fcp,
      mainScriptEnd: paints.mainScriptEnd,
      content,
      dataArrived,
      ...(wholeMark ? { whole } : {}),
      ...(heap ? { heapMB } : {}),
    };
  } finally {
    await context.close();
  }
}

/**
 * First view of / (bytes by kind, requests to remote ports), then a header link to
 * one section: time from the click to its content, and the bytes that visit adds.
 */
export async function firstVisit(
  browser: Browser,
  url: string,
  {
    section,
    href,
    remotePorts,
    cpu = 4,
    markers,
    homeSettled,
  }: {
    section: string;
    href: string;
    remotePorts: number[];
    cpu?: number;
    /** Marks beyond the usual ones (a section's own content test). */
    markers?: Markers;
    /**
     * A mark the home page reaches once the shell's own deferred loads are in (workbox-window at
     * the first idle moment, the Firebase SDK a few seconds after the content, on every page):
     * the click then waits for it, so the visit counts what the section adds and never the
     * shell's scheduled loads, which otherwise fall inside or outside the visit by a few hundred
     * ms. The first view of / (`home`) is counted before that wait, as without it.
     */
    homeSettled?: string;
  },
): Promise<FirstVisit> {
  const { context, page, cdp } = await openPage(browser, markers ? { markers } : {});
  try {
    const bytes = await trackBytes(cdp);
    await throttle(cdp, cpu);
    await page.goto(url + '/', { waitUntil: 'commit' });
    await waitMark(page, 'about', 120_000);
    await networkQuiet(bytes);
    // The first view of / is what it fetched until its content showed and the network was quiet.
    const home = bytes.totals();
    const homeUrls = bytes.urls();
    if (homeSettled) {
      await waitMark(page, homeSettled, 120_000);
      await networkQuiet(bytes);
    }
    const mark = bytes.log.length;
    const clickedAt = await page.evaluate((target) => {
      const link = document.querySelector<HTMLElement>(`header a[href="${target}"]`);
      if (!link) throw new Error(`No header link to ${target}`);
      const t = performance.now();
      link.click();
      return t;
    }, href);
    const shown = await waitMark(page, section, 120_000);
    await networkQuiet(bytes);
    const added = bytes.totals(mark);
    const addedUrls = bytes.urls(mark);
    return {
      clickToContent: shown - clickedAt,
      home,
      homeRemoteRequests: homeUrls.filter((u) => remotePorts.some((p) => u.includes(`:${p}/`)))
        .length,
      homeStorageChunks: homeUrls.filter((u) => /firebase-storage|storage/i.test(u)).length,
      added,
      addedStorageChunks: addedUrls.filter((u) => /firebase-storage/i.test(u)).length,
    };
  } finally {
    await context.close();
  }
}

/** With JavaScript disabled, the loader must still paint: first contentful paint from the HTML alone. */
export async function paintsWithoutScript(
  browser: Browser,
  url: string,
): Promise<{ fcpWithoutScript: boolean; loaderInHtml: boolean }> {
  const { context, page, cdp } = await openPage(browser, { javaScriptEnabled: false });
  try {
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<boolean>((resolve) => {
      cdp.on('Page.lifecycleEvent', (e) => e.name === 'firstContentfulPaint' && resolve(true));
      setTimeout(() => resolve(false), 10_000).unref();
    });
    await page.goto(url + '/', { waitUntil: 'load' });
    const fcp = await painted;
    const loaderText = await page.locator('#root').textContent();
    return { fcpWithoutScript: fcp, loaderInHtml: /Loading VITHelper/.test(loaderText ?? '') };
  } finally {
    await context.close();
  }
}
