/**
 * node -r esbuild-register bench/warm-trace.ts: one warm-worker repeat visit of
 * /cat1papers (4× CPU unless WARM_CPU is set) under a Chromium trace; writes the trace
 * to bench/results/warm-trace-<cpu>x.json (open it in the Performance panel) and prints
 * where the time went: requests (who answered, when) and script compile/evaluate per URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchPortOffset } from '../scripts/ports';
import { prepareSite, root, startSite } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch, openPage, throttle, waitMark } from './lib/browser';
import { forEachSample, type CpuProfile } from './lib/cpu-profile';

const OFFSET = benchPortOffset(4000);
const CPU = Number(process.env.WARM_CPU ?? 4);
const VISITS = Number(process.env.WARM_VISITS ?? 3);
const SITE_URL = process.env.WARM_URL;
const PROFILE = process.env.WARM_PROFILE === '1';
const SLOW = process.env.WARM_SLOW === '1';
/** Slow 4G, as bench/lib/offline.ts sets it. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Sampled self time by script URL, and the heaviest functions. */
function selfTimeByUrl(profile: CpuProfile) {
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  forEachSample(profile, ([frame], us) => {
    const url =
      frame.url.replace(/^https?:\/\/[^/]+/, '') || `(${frame.functionName || 'program'})`;
    byUrl.set(url, (byUrl.get(url) ?? 0) + us);
    const fn = `${url} ${frame.functionName}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${Math.round(us / 1000)} ms ${k}`)
      .join('\n');
  console.log(`JS self time by URL (sampled, whole profile):\n${top(byUrl, 25)}`);
  console.log(`heaviest functions:\n${top(byFn, 25)}`);
}

type Ev = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs): what load from other processes barely moves. */
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};

async function main() {
  const site = SITE_URL
    ? { url: SITE_URL, stop: async () => undefined }
    : await startSite({
        offset: OFFSET,
        seedFile: scaledSeed(1),
        runtime: prepareSite(`runtime-${OFFSET}`),
      });
  const browser = await launch(OFFSET);
  try {
    const { context, page, cdp } = await openPage(browser, { serviceWorkers: 'allow' });
    await page.goto(site.url + '/cat1papers', { waitUntil: 'commit' });
    await waitMark(page, 'cat1', 120_000);
    // Same warm-up test as bench/lib/offline.ts.
    for (let i = 0; i < 180; i += 1) {
      const warm = await page.evaluate(async () => {
        const assets = await (await caches.open('vithelper-assets')).keys();
        const content = await (await caches.open('vithelper-content')).keys();
        return (
          assets.filter((r) => r.url.includes('/remoteEntry.')).length >= 3 && content.length >= 6
        );
      });
      if (warm) break;
      await page.waitForTimeout(500);
    }
    await page.waitForTimeout(3000);
    const marks: number[] = [];
    for (let visit = 0; visit < VISITS; visit += 1) {
      const last = visit === VISITS - 1;
      const events: Ev[] = [];
      if (last) {
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as Ev[])));
        await cdp.send('Tracing.start', {
          transferMode: 'ReportEvents',
          traceConfig: {
            includedCategories: [
              'toplevel',
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'disabled-by-default-devtools.timeline.stack',
              'blink.user_timing',
              'loading',
              'v8',
              'v8.execute',
              'disabled-by-default-v8.compile',
              'ServiceWorker',
              'navigation',
              'blink',
            ],
          },
        });
      }
      if (last && PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      if (SLOW) await cdp.send('Network.enable');
      if (SLOW) await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      await throttle(cdp, CPU);
      await page.goto(site.url + '/cat1papers', { waitUntil: 'commit' });
      const mark = await waitMark(page, 'cat1', 120_000);
      marks.push(mark);
      await throttle(cdp, 1);
      if (!last) continue;
      if (PROFILE) {
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        selfTimeByUrl(profile);
      }
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await done;
      const out = path.join(root, 'bench/results', `warm-trace-${CPU}x.json`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify({ traceEvents: events }));
      summarize(events, mark);
      console.log(`trace: ${out}`);
    }
    console.log(`marks (ms from navigation start): ${marks.map(Math.round).join(' / ')}`);
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
  }
}

function summarize(events: Ev[], mark: number) {
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
    ) ?? events.find((e) => e.name === 'navigationStart');
  const t0 = nav?.ts ?? Math.min(...events.map((e) => e.ts));
  const ms = (ts: number) => Math.round((ts - t0) / 1000);
  console.log(`content mark at ${Math.round(mark)} ms`);
  const sends = new Map<
    string,
    { url: string; start: number; fromSW?: boolean; end?: number; resp?: number }
  >();
  for (const e of events) {
    const d = e.args?.data as Record<string, unknown> | undefined;
    if (!d) continue;
    if (e.name === 'ResourceSendRequest')
      sends.set(String(d.requestId), { url: String(d.url), start: e.ts });
    const r = sends.get(String(d.requestId));
    if (!r) continue;
    if (e.name === 'ResourceReceiveResponse') {
      r.resp = e.ts;
      r.fromSW = Boolean(d.fromServiceWorker);
    }
    if (e.name === 'ResourceFinish') r.end = e.ts;
  }
  console.log('requests: start → response → finish (ms), SW?');
  for (const r of [...sends.values()].sort((a, b) => a.start - b.start))
    if (ms(r.start) < mark + 200)
      console.log(
        `  ${ms(r.start)} → ${r.resp ? ms(r.resp) : '-'} → ${r.end ? ms(r.end) : '-'} ${r.fromSW ? 'sw ' : '   '}${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
  const mainPid = nav?.pid;
  const main = events.filter(
    (e) => e.pid === mainPid && e.tid === nav?.tid && e.ph === 'X' && e.ts >= t0,
  );
  const sum = (names: string[]) =>
    main
      .filter((e) => names.includes(e.name) && ms(e.ts) < mark)
      .reduce((n, e) => n + (e.dur ?? 0), 0) / 1000;
  console.log(
    `main thread before mark: tasks ${Math.round(sum(['ThreadControllerImpl::RunTask', 'RunTask']))} ms; EvaluateScript ${Math.round(sum(['EvaluateScript']))}; v8.compile ${Math.round(sum(['v8.compile', 'V8.CompileCode']))}; FunctionCall ${Math.round(sum(['FunctionCall']))}; Layout ${Math.round(sum(['Layout']))}; Paint ${Math.round(sum(['Paint', 'PrePaint']))}; ParseHTML ${Math.round(sum(['ParseHTML']))}; GC ${Math.round(sum(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase']))}`,
  );
  console.log('scripts: start (ms) eval dur / compile dur, code cache');
  for (const e of main.filter(
    (x) =>
      x.name === 'EvaluateScript' ||
      x.name === 'v8.compile' ||
      x.name === 'v8.produceCache' ||
      x.name === 'v8.compileModule',
  )) {
    const d = (e.args?.data ?? {}) as Record<string, unknown>;
    const url = String(d.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    if (ms(e.ts) > mark + 100) continue;
    const cache =
      d.cacheConsumeOptions || d.consumedCacheSize || d.cacheRejected !== undefined
        ? ` cache=${JSON.stringify({ c: d.cacheConsumeOptions, size: d.consumedCacheSize, rej: d.cacheRejected, kind: d.cacheKind })}`
        : '';
    console.log(`  ${ms(e.ts)} ${e.name} ${Math.round((e.dur ?? 0) / 1000)} ms ${url}${cache}`);
  }
  // Gaps: main thread idle stretches > 20 ms before the mark.
  const tasks = main
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  let endPrev = t0;
  console.log('main thread idle gaps > 15 ms before the mark:');
  for (const t of tasks) {
    if (ms(t.ts) > mark) break;
    if (t.ts - endPrev > 15000) console.log(`  idle ${ms(endPrev)} → ${ms(t.ts)}`);
    endPrev = Math.max(endPrev, t.ts + (t.dur ?? 0));
  }
  threadWork(main, tasks, t0 + mark * 1000);
  const big = tasks.filter((t) => (t.dur ?? 0) > 30000 && ms(t.ts) < mark);
  console.log(
    'long tasks > 30 ms: ' +
      big.map((t) => `${ms(t.ts)}+${Math.round((t.dur ?? 0) / 1000)}`).join(', '),
  );
}

/** What an event is, for summing: its name and the script (and function) it ran, if any. */
function keyOf(e: Ev): string {
  const d = (e.args?.data ?? {}) as Record<string, unknown>;
  const url = String(d.url ?? d.scriptName ?? '').replace(/^https?:\/\/[^/]+/, '');
  const fn = d.functionName ? ` ${String(d.functionName)}` : '';
  return url || fn ? `${e.name} ${url}${fn}` : e.name;
}

/**
 * The main thread's own CPU time (the trace's tdur, which other processes' load barely
 * moves) in the tasks that started before the content mark, and its split by event: each
 * event's self time (its time less its children's), keyed by name and script.
 */
function threadWork(main: Ev[], tasks: Ev[], markTs: number) {
  // Outermost tasks only: the trace nests a RunTask inside ThreadControllerImpl::RunTask.
  let until = 0;
  const before = tasks.filter((t) => {
    if (t.ts >= markTs || t.ts < until) return false;
    until = t.ts + (t.dur ?? 0);
    return true;
  });
  const thread = before.reduce((n, t) => n + (t.tdur ?? 0), 0) / 1000;
  const wall = before.reduce((n, t) => n + (t.dur ?? 0), 0) / 1000;
  console.log(
    `main thread before mark: ${before.length} tasks, thread time ${Math.round(thread)} ms (wall ${Math.round(wall)} ms)`,
  );
  const inside = main
    .filter((e) => e.ts < markTs && typeof e.dur === 'number' && typeof e.tdur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: { end: number; key: string; child: number; tdur: number }[] = [];
  const close = (until: number) => {
    while (open.length && open[open.length - 1]!.end <= until) {
      const done = open.pop()!;
      self.set(done.key, (self.get(done.key) ?? 0) + Math.max(0, done.tdur - done.child));
      const parent = open[open.length - 1];
      if (parent) parent.child += done.tdur;
    }
  };
  for (const e of inside) {
    close(e.ts);
    open.push({ end: e.ts + (e.dur ?? 0), key: keyOf(e), child: 0, tdur: e.tdur ?? 0 });
  }
  close(Infinity);
  console.log('thread time by event (self, ms, top 30):');
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(us / 1000).toFixed(1)} ${key}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
