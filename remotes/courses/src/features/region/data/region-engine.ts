/**
 * What draws a question's region: pdf.js (@vithelper/ui/pdf-engine, the exams viewer's engine and
 * worker) and the paper's PDF, from this device when it was kept (every paper the viewer opened,
 * every saved one) or else from Storage, then kept. The region component imports this file only
 * when a region comes into view, so the courses section's first visit carries none of it.
 */
import type { PageViewport, PDFDocumentProxy } from 'pdfjs-dist';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { getConfig, whenContentRead, whenListWhole } from '@vithelper/shared';
import { lookUpPdfUrl } from '@vithelper/paper-files';
import { paperCacheKey, paperPdfPath, type ExamKind } from '@vithelper/contracts/papers';
import type { BankRegion } from '@vithelper/contracts/questions';
import { answerKeyPath } from '@vithelper/contracts/answers';
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

/** Each document opened once per visit: a bank's questions share their paper's document. */
const opened = new Map<string, Promise<PDFDocumentProxy>>();

function openOnce(key: string, url: () => Promise<string>): Promise<PDFDocumentProxy> {
  let doc = opened.get(key);
  if (!doc) {
    doc = loadPdfBytes(key, url)
      .then((bytes) => openPdfDocument(bytes))
      .then(({ doc: document }) => document);
    // A failed open is tried again next time (the device may be back online).
    doc.catch(() => opened.delete(key));
    opened.set(key, doc);
  }
  return doc;
}

export function openPaper(kind: ExamKind, id: string): Promise<PDFDocumentProxy> {
  return openOnce(paperCacheKey(kind, id), () => pdfUrlOf(kind, id));
}

/** The address of a paper's answer key PDF in Storage (answerKeyPath). */
async function answerKeyUrl(kind: ExamKind, id: string): Promise<string> {
  const config = getConfig();
  if (!config) throw new PdfFetchError('missing');
  return lookUpPdfUrl(config, answerKeyPath(kind, id));
}

/**
 * A paper's answer key, kept on the device like the paper once opened. `version` (the key's
 * upload time) tells a key a moderator replaced from the one kept.
 * @public Called as `engine.openAnswerKey` on the lazily loaded module, which knip cannot follow.
 */
export function openAnswerKey(kind: ExamKind, id: string, version: number) {
  return openOnce(`answer-key:${paperCacheKey(kind, id)}:${version}`, () => answerKeyUrl(kind, id));
}

/**
 * What is drawn beyond the region's top and bottom, as fractions of the page's height: the cut's
 * bottom is its last line's baseline, under which descenders hang; above the top is the line before.
 */
const TOP_EDGE = 0.002;
const BOTTOM_EDGE = 0.006;
/** CSS pixels per point at most: a short question is not blown up past a comfortable size. */
const MAX_SCALE = 1.75;
/**
 * CSS pixels per point at least: a paper's 10–12 pt text is drawn 12–14 px tall, readable on a
 * phone. A strip wider than its box then scrolls sideways (question-region.module.css); fitted
 * to a 390 px phone it was drawn at about 0.6, text 6–9 px tall.
 */
const MIN_SCALE = 1.2;

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
 * The strip's left and right on the page (at scale 1): its text's, a little wider, so that a
 * question printed in a narrow column or a short line is drawn larger; the page's whole width
 * when the strip has no text (a scan).
 */
function textSpan(
  text: TextContent,
  base: PageViewport,
  top: number,
  bottom: number,
): { left: number; right: number } {
  let left = Infinity;
  let right = -Infinity;
  for (const item of text.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [x, y] = base.convertToViewportPoint(item.transform[4], item.transform[5]);
    const [end] = base.convertToViewportPoint(item.transform[4] + item.width, item.transform[5]);
    // The baseline: a line inside the strip, the last one's just above its bottom edge.
    if (y === undefined || x === undefined || end === undefined) continue;
    if (y < top || y > bottom + item.height / 2) continue;
    left = Math.min(left, x, end);
    right = Math.max(right, x, end);
  }
  const MARGIN = 12;
  return right - left < 4 * MARGIN
    ? { left: 0, right: base.width }
    : { left: Math.max(0, left - MARGIN), right: Math.min(base.width, right + MARGIN) };
}

/**
 * Draws the strip of `region.page` from `top` to `bottom` into the canvas, as wide as its text,
 * scaled to fit `width` CSS pixels (between MIN_SCALE and MAX_SCALE) at `pixelRatio` times as many device pixels
 * (sharp at any zoom), then pdf.js's text layer over it, keeping only the text inside the strip.
 * Returns the strip's height in CSS pixels.
 */
export async function drawRegion(
  doc: PDFDocumentProxy,
  region: BankRegion,
  { canvas, textLayer, width, pixelRatio, signal }: RegionTarget,
): Promise<number> {
  const page = await doc.getPage(region.page);
  const base = page.getViewport({ scale: 1 });
  const from = Math.max(0, region.top - TOP_EDGE);
  const to = Math.min(1, region.bottom + BOTTOM_EDGE);
  const text = page.getTextContent();
  const span = textSpan(await text, base, from * base.height, to * base.height);
  const scale = Math.max(MIN_SCALE, Math.min(width / (span.right - span.left), MAX_SCALE));
  const viewport = page.getViewport({ scale });
  const top = from * viewport.height;
  const left = span.left * scale;
  const shown = (span.right - span.left) * scale;
  const height = Math.max(1, (to - from) * viewport.height);
  if (signal.aborted) return height;
  canvas.width = Math.floor(shown * pixelRatio);
  canvas.height = Math.floor(height * pixelRatio);
  canvas.style.width = `${shown}px`;
  canvas.style.height = `${height}px`;
  // Scaled to the screen's pixels and moved so that the strip's corner is the canvas's.
  const task = page.render({
    canvas,
    viewport,
    transform: [pixelRatio, 0, 0, pixelRatio, -left * pixelRatio, -top * pixelRatio],
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
  textLayer.style.top = `${-top}px`;
  textLayer.style.left = `${-left}px`;
  await renderTextLayer(page, textLayer, viewport, text);
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
