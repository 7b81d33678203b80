/**
 * pdf.js text items and tesseract.js word boxes as the TextItem cutPaper reads (./types.ts): the
 * index build (scripts/questions/pdf-items.ts) and the moderator's browser at approval
 * (remotes/contribute, moderate/data/paper-questions.ts) map them the same way.
 */
import type { TextItem } from './types';

/** A page's viewport at scale 1 as pdf.js gives it (page.getViewport). */
export type PdfViewport = { transform: number[]; width: number; height: number; scale: number };

/** pdf.js's Util.transform: two matrices multiplied. */
type Multiply = (a: number[], b: number[]) => number[];

/** A page's pdf.js text items (getTextContent's `items`); the blank ones are left out. */
export function pdfTextItems(
  items: readonly unknown[],
  viewport: PdfViewport,
  page: number,
  multiply: Multiply,
): TextItem[] {
  const found: TextItem[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('str' in item)) continue;
    const { str, transform, width, height } = item as {
      str: string;
      transform: number[];
      width: number;
      height: number;
    };
    if (!str.trim()) continue;
    // The item's matrix in the viewport's space: y grows down and [4], [5] are the baseline's start.
    const [, , c, d, e, f] = multiply(viewport.transform, transform);
    const size = Math.hypot(c ?? 0, d ?? 0) || height;
    found.push({
      str,
      x: e ?? 0,
      y: (f ?? 0) - size,
      width: width * viewport.scale,
      height: size,
      page,
      pageWidth: viewport.width,
      pageHeight: viewport.height,
    });
  }
  return found;
}

type Box = { x0: number; y0: number; x1: number; y1: number };
/** What tesseract.js recognize(…, { blocks: true }) returns in `data.blocks`. */
export type OcrBlocks = ReadonlyArray<{
  paragraphs: ReadonlyArray<{
    lines: ReadonlyArray<{ words: ReadonlyArray<{ text: string; bbox: Box }> }>;
  }>;
}>;

/** An OCR'd image's words, in the image's pixels (`width` × `height`). */
export function ocrTextItems(
  blocks: OcrBlocks | null | undefined,
  page: number,
  width: number,
  height: number,
): TextItem[] {
  return (blocks ?? [])
    .flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    )
    .filter((word) => word.text.trim())
    .map((word) => ({
      str: word.text,
      x: word.bbox.x0,
      y: word.bbox.y0,
      width: word.bbox.x1 - word.bbox.x0,
      height: word.bbox.y1 - word.bbox.y0,
      page,
      pageWidth: width,
      pageHeight: height,
    }));
}
