/**
 * pdf.js for every app that draws a PDF (the exams viewer, the courses remote's question regions):
 * the library and its worker are fetched only when a document is opened, with the CSP-safe options
 * below. Each app bundles its own copy; the worker is one file webpack emits beside its chunks.
 */
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { SiteWorker } from '@vithelper/shared/site-worker';

// One worker for the whole visit: a second paper (also offline) reuses it instead of fetching it again.
let worker: PDFWorker | null = null;

/**
 * The worker is a separate file that webpack emits beside the remote's chunks (resolved
 * through the remote's own public path, so it works from the shell's origin) and the
 * browser caches like any asset.
 */
const workerUrl = () => new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** pdf.js's worker started ahead, once it has said it is ready; null when it cannot start. */
let early: Promise<Worker | null> | null = null;

/**
 * Starts the worker at once, beside pdf.js's own download instead of after it (pdf.js
 * creates its worker only once it has run), the way every worker of the site starts
 * (SiteWorker: from the remote's origin through a same-origin wrapper). Where it cannot
 * start (a CSP without blob: workers), pdf.js falls back to its main-thread worker.
 */
function startPdfWorker(): Promise<Worker | null> {
  early ??= new Promise((resolve) => {
    try {
      const started = new SiteWorker(workerUrl(), { type: 'module' });
      const settle = (ready: boolean) => {
        started.removeEventListener('message', onMessage);
        started.removeEventListener('error', onError);
        if (!ready) started.terminate();
        resolve(ready ? started : null);
      };
      // pdf.js's worker says "ready" once its handlers are in; a message sent before is lost.
      const onMessage = (event: MessageEvent<{ action?: string } | null>) => {
        if (event.data?.action === 'ready') settle(true);
      };
      const onError = () => settle(false);
      started.addEventListener('message', onMessage);
      started.addEventListener('error', onError);
    } catch {
      resolve(null);
    }
  });
  return early;
}

/** The early worker goes to one PDFWorker only (pdf.js refuses a port twice). */
let earlyTaken = false;

/**
 * pdf.js and its worker, fetched only when a document is opened (or about to be: a paper's
 * link, ./prepare-pdf.ts), side by side.
 */
async function engine() {
  const [pdfjs, port] = await Promise.all([
    import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist'),
    startPdfWorker(),
  ]);
  if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = workerUrl();
  if (!worker || worker.destroyed) {
    const usePort = port && !earlyTaken;
    earlyTaken ||= Boolean(port);
    worker = usePort ? pdfjs.PDFWorker.create({ port }) : new pdfjs.PDFWorker();
  }
  return { pdfjs, worker };
}

/** Starts fetching pdf.js and its worker now, for a document about to be opened. */
export function startPdfEngine(): void {
  engine().catch(() => {
    // The open that needs it fails with its own message.
  });
}

export async function openPdfDocument(
  bytes: ArrayBuffer,
): Promise<{ doc: PDFDocumentProxy; close: () => Promise<void> }> {
  const { pdfjs, worker: shared } = await engine();
  // pdf.js takes ownership of the buffer it is given; the caller keeps its copy for Download.
  // This pdf.js has no eval code path left at all, so a CSP without 'unsafe-eval' holds.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), worker: shared });
  return { doc: await task.promise, close: () => task.destroy() };
}

export async function renderTextLayer(
  page: import('pdfjs-dist').PDFPageProxy,
  container: HTMLElement,
  viewport: import('pdfjs-dist').PageViewport,
  /** The page's text when it was already asked for (page 1 of a document opened ahead). */
  text?: Promise<TextContent> | null,
): Promise<void> {
  const { TextLayer } = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  container.replaceChildren();
  await new TextLayer({
    textContentSource: (await text?.catch(() => null)) ?? page.streamTextContent(),
    container,
    viewport,
  }).render();
}
