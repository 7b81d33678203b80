/** Lighthouse (mobile preset, the default) through its CLI, against the local Chromium. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './browser';
import { root } from './site';

/** One page's scores (0-100) and metrics (ms; CLS unitless), and the accessibility audits it failed. */
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  failedA11y: string[];
};
type Audit = { id: string; score: number | null; numericValue?: number };

const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');

/**
 * One Lighthouse run, retried once: while other engineers rebuild an app under the running servers,
 * a file can change size mid-response (net::ERR_CONTENT_LENGTH_MISMATCH).
 */
export async function lighthouse(
  url: string,
  offset: number,
  timeoutMs = 180_000,
): Promise<LighthouseRun> {
  try {
    return await lighthouseOnce(url, offset, timeoutMs);
  } catch (error) {
    console.warn(`[bench] ${(error as Error).message.split('\n')[0]} — retrying once`);
    return lighthouseOnce(url, offset, timeoutMs);
  }
}

/** What a report says of its main thread's long tasks, as Lighthouse's simulation placed them. */
type LongTask = { startTime: number; duration: number; url: string };
type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<string, (Audit & { details?: { items?: LongTask[] } }) | undefined>;
};

/** One Lighthouse run's whole report, of the given categories. */
export function lighthouseReport(
  url: string,
  offset: number,
  timeoutMs = 180_000,
  categories = 'performance,accessibility,best-practices',
): Promise<Report> {
  const flags = [
    '--headless=new',
    '--disable-gpu',
    ...chromiumArgs(offset).filter((a) => a !== '--disable-gpu'),
  ].join(' ');
  const args = [
    cli,
    url,
    `--chrome-path=${chromiumPath() ?? ''}`,
    `--chrome-flags=${flags}`,
    `--only-categories=${categories}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: root,
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: chromiumPath() },
      },
      (error, stdout) => {
        if (error)
          return reject(
            new Error(
              `Lighthouse failed on ${url}: ${error.message.split('\n').slice(-3).join(' ')}`,
            ),
          );
        resolve(JSON.parse(stdout) as Report);
      },
    );
  });
}

/** The long tasks of a report's simulated load, earliest first: start, duration (ms) and script. */
export const longTasks = (report: Report): LongTask[] =>
  [...(report.audits['long-tasks']?.details?.items ?? [])].sort(
    (a, b) => a.startTime - b.startTime,
  );

async function lighthouseOnce(
  url: string,
  offset: number,
  timeoutMs: number,
): Promise<LighthouseRun> {
  const report = await lighthouseReport(url, offset, timeoutMs);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? null;
  const failedA11y = Object.values(report.audits)
    .filter(
      (a): a is Audit =>
        a?.score === 0 && !!report.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failedA11y,
  };
}
