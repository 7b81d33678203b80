/**
 * What draws a question's region: pdf.js (@vithelper/ui/pdf-engine, the exams viewer's engine and
 * worker) and the paper's PDF, from this device when it was kept (every paper the viewer opened,
 * every saved one) or else from Storage, then kept. The region component imports this file only
 * when a region comes into view, so the courses section's first visit carries none of it.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { getConfig, lookUpPdfUrl, whenContentRead, whenListWhole } from '@vithelper/shared';
import { paperCacheKey, paperPdfPath, type ExamKind } from '@vithelper/contracts/papers';
import type { BankRegion } from '@vithelper/contracts/questions';
import { loadPdfBytes, PdfFetchError } from '@vithelper/device/pdf-cache';
import { openPdfDocument, renderTextLayer } from '@vithelper/ui/pdf-engine';

/** The paper's PDF address in Storage, from its record (the whole list when the first part lacks it). */
async function pdfUrlOf(kind: ExamKind, id: string): Promise<string> {
  const config = getConfig();
  if (!config) throw new PdfFetchError('missing');
  const find = (papers: ReadonlyArray<{ id: string; file_name: string }>) =>
    papers.find((paper) => paper.id === id);
  const paper = find((await whenContentRead())[kind]) ?? find(await whenListWhole(kind));
  if (!paper) throw new PdfFetchError('missing');
  return lookUpPdfUrl(config, paperPdfPath(paper));
}

/** Each paper opened once per visit: a bank's questions share their paper's document. */
const opened = new Map<string, Promise<PDFDocumentProxy>>();

export function openPaper(kind: ExamKind, id: string): Promise<PDFDocumentProxy> {
  const key = paperCacheKey(kind, id);
  let doc = opened.get(key);
  if (!doc) {
    doc = loadPdfBytes(key, () => pdfUrlOf(kind, id))
      .then((bytes) => openPdfDocument(bytes))
      .then(({ doc: document }) => document);
    // A failed open is tried again next time (the device may be back online).
    doc.catch(() => opened.delete(key));
    opened.set(key, doc);
  }
  return doc;
}

export type RegionTarget = {
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
  /** The width to draw at, in CSS pixels, and the screen's pixels per CSS pixel. */
  width: number;
  pixelRatio: number;
  /** Aborted when the drawing is no longer wanted (the component left, or its size changed). */
  signal: AbortSignal;
};

/**
 * Draws the strip of `region.page` from `top` to `bottom` into the canvas, at `width` CSS pixels
 * wide and `pixelRatio` times as many device pixels (sharp at any zoom), then pdf.js's text layer
 * over it, keeping only the text inside the strip. Returns the strip's height in CSS pixels.
 */
export async function drawRegion(
  doc: PDFDocumentProxy,
  region: BankRegion,
  { canvas, textLayer, width, pixelRatio, signal }: RegionTarget,
): Promise<number> {
  const page = await doc.getPage(region.page);
  const scale = width / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale });
  const top = region.top * viewport.height;
  const height = Math.max(1, (region.bottom - region.top) * viewport.height);
  if (signal.aborted) return height;
  canvas.width = Math.floor(viewport.width * pixelRatio);
  canvas.height = Math.floor(height * pixelRatio);
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${height}px`;
  // Scaled to the screen's pixels and moved up so that the region's top is the canvas's top.
  const task = page.render({
    canvas,
    viewport,
    transform: [pixelRatio, 0, 0, pixelRatio, 0, -top * pixelRatio],
  });
  // One canvas takes one drawing at a time: a newer size's drawing cancels this one.
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel);
  try {
    await task.promise;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  if (signal.aborted) return height;
  textLayer.style.setProperty('--total-scale-factor', String(scale));
  textLayer.style.width = `${viewport.width}px`;
  textLayer.style.height = `${viewport.height}px`;
  textLayer.style.top = `${-top}px`;
  await renderTextLayer(page, textLayer, viewport);
  if (signal.aborted) return height;
  keepTextInside(textLayer, top, top + height);
  return height;
}

/** Removes the text layer's runs outside the strip: what is read aloud or copied is the question. */
function keepTextInside(layer: HTMLElement, top: number, bottom: number): void {
  const origin = layer.getBoundingClientRect().top;
  for (const span of layer.querySelectorAll<HTMLElement>('span')) {
    if (span.querySelector('span')) continue;
    const box = span.getBoundingClientRect();
    const middle = box.top - origin + box.height / 2;
    if (middle < top || middle > bottom) span.remove();
  }
}
