import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

// One worker for the whole visit: a second paper (also offline) reuses it instead of fetching it again.
let worker: PDFWorker | null = null;

/**
 * pdf.js and its worker, fetched only when a document is opened (or about to be: a paper's
 * link, ./prepare-pdf.ts). The worker is a separate file that webpack emits beside the
 * remote's chunks (resolved through the remote's own public path, so it works from the
 * shell's origin) and the browser caches like any asset.
 */
async function engine() {
  const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerSrc) {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).toString();
  }
  // Creating the worker starts its download at once, beside whatever else is loading.
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
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
): Promise<void> {
  const { TextLayer } = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  container.replaceChildren();
  await new TextLayer({
    textContentSource: page.streamTextContent(),
    container,
    viewport,
  }).render();
}
