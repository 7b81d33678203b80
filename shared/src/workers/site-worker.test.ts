import { SiteWorker } from './site-worker';

/** What each started worker was given: its script's address (or the blob's text) and options. */
const started: Array<{ script: string; options?: WorkerOptions }> = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  started.length = 0;
  blobs.clear();
  globalThis.Worker = class {
    constructor(script: URL | string, options?: WorkerOptions) {
      started.push({ script: String(script), options });
    }
  } as unknown as typeof Worker;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${location.origin}/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
});

/** The blob's text (jsdom's Blob has no text()). */
const loaderOf = (url: string) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blobs.get(url)!);
  });

describe('SiteWorker', () => {
  it("starts a script of the page's own origin as it is", () => {
    new SiteWorker(new URL('/collections.js', location.href), { name: 'collections' });
    expect(started).toEqual([
      { script: `${location.origin}/collections.js`, options: { name: 'collections' } },
    ]);
  });

  it("starts a remote's script from a same-origin blob that loads it", async () => {
    new SiteWorker(new URL('http://exams.example:3001/inside-papers.js'), {
      name: 'inside-papers',
    });
    expect(started[0]!.script).toMatch(new RegExp(`^blob:${location.origin}/`));
    expect(started[0]!.options).toEqual({ name: 'inside-papers' });
    await expect(loaderOf(started[0]!.script)).resolves.toBe(
      'importScripts("http://exams.example:3001/inside-papers.js");',
    );
  });

  it("imports a remote's module worker (pdf.js's) from the blob", async () => {
    new SiteWorker('http://exams.example:3001/pdf.worker.mjs', { type: 'module' });
    await expect(loaderOf(started[0]!.script)).resolves.toBe(
      'await import("http://exams.example:3001/pdf.worker.mjs");',
    );
  });
});
