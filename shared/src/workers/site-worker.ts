/**
 * A worker of the site, started the one way every app starts its workers:
 * `new SiteWorker(new URL('./x.worker.ts', import.meta.url), { name })`. webpack builds the file
 * as the worker's own entry, as it does for `new Worker(new URL(…))` (webpack.config.base.ts
 * names SiteWorker in its worker syntax), and passes its address; a file webpack copies as it
 * is (pdf.js's worker) is started by its address.
 *
 * A script of the page's origin (the shell's) is started as it is. A remote's script is on
 * another origin (in production its own site), which the browser refuses as a worker, so it is
 * started from a same-origin blob: that loads it: `importScripts`, or `import()` for a module
 * worker. The site's policy allows it (`worker-src 'self' blob:`, the remotes in `script-src`,
 * scripts/deploy-config.ts).
 */
function workerAddress(url: URL | string, options: WorkerOptions): URL | string {
  const script = new URL(url, self.location.href);
  if (script.origin === self.location.origin) return script;
  const address = JSON.stringify(script.href);
  const loader =
    options.type === 'module' ? `await import(${address});` : `importScripts(${address});`;
  return URL.createObjectURL(new Blob([loader], { type: 'text/javascript' }));
}

/** `new SiteWorker(url, options)` is a Worker (a function, so importing it needs no Worker). */
export const SiteWorker = function SiteWorker(
  url: URL | string,
  options: WorkerOptions = {},
): Worker {
  return new Worker(workerAddress(url, options), options);
} as unknown as new (url: URL | string, options?: WorkerOptions) => Worker;
