import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

// One worker for the whole visit: a second paper (also offline) reuses it instead of fetching it again.
let worker: PDFWorker | null = null;

/**
 * pdf.js, fetched only when a document is opened. Its worker is a separate
 * file that webpack emits beside the remote's chunks (resolved through the
 * remote's own public path, so it works from the shell's origin) and the
 * browser caches like any asset.
 */
export async function openPdfDocument(
  bytes: ArrayBuffer,
): Promise<{ doc: PDFDocumentProxy; close: () => Promise<void> }> {
  const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerSrc) {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).toString();
  }
  // pdf.js takes ownership of the buffer it is given; the caller keeps its copy for Download.
  // This pdf.js has no eval code path left at all, so a CSP without 'unsafe-eval' holds.
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), worker });
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
