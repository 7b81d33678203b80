/**
 * Text items to lines in reading order. A page is read in two columns when an empty vertical
 * strip runs down its middle past most of its rows while both halves hold real text; rows that
 * cross the strip (a title, a section header) are read before the columns beneath them.
 */
import type { TextItem } from './types';

/** One piece of a line (a pdf.js item or an OCR word), kept for the table and marks columns. */
type Cell = { str: string; x: number; right: number };

export type Line = {
  page: number;
  /** Top and bottom in the page's own unit, from the page's top. */
  top: number;
  bottom: number;
  pageWidth: number;
  pageHeight: number;
  /** The line's type size (its items' median height). */
  size: number;
  cells: Cell[];
  text: string;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
};

/** Items whose vertical middles are within half a line of each other, top to bottom. */
function rows(items: readonly TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const out: TextItem[][] = [];
  let middle = -Infinity;
  for (const item of sorted) {
    const centre = item.y + item.height / 2;
    const current = out[out.length - 1];
    if (current && Math.abs(centre - middle) <= Math.max(item.height, 1) * 0.5) {
      current.push(item);
    } else {
      out.push([item]);
      middle = centre;
    }
  }
  return out;
}

const letters = (items: readonly TextItem[]): number =>
  items.reduce((sum, item) => sum + (item.str.match(/\p{L}/gu)?.length ?? 0), 0);

/** The x of the gutter between two columns, or null for a page read as one column. */
function findGutter(items: readonly TextItem[]): number | null {
  const first = items[0];
  if (!first || items.length < 6) return null;
  const width = first.pageWidth;
  const pad = width * 0.008;
  const all = rows(items);
  let best: { x: number; crossing: number } | null = null;
  for (let step = 30; step <= 70; step += 1) {
    const x = (width * step) / 100;
    const crossing = all.filter((row) =>
      row.some((item) => item.x - pad < x && item.x + item.width + pad > x),
    ).length;
    const left = all.filter((row) => letters(row.filter((i) => i.x + i.width <= x)) >= 12).length;
    const right = all.filter((row) => letters(row.filter((i) => i.x >= x)) >= 12).length;
    if (crossing > all.length * 0.25 || left < 3 || right < 3 || right < all.length * 0.3) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  return best?.x ?? null;
}

function toLine(items: TextItem[]): Line {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const first = sorted[0]!;
  let text = '';
  let lastRight = -Infinity;
  for (const item of sorted) {
    const gap = item.x - lastRight;
    const spaced = /\s$/.test(text) || /^\s/.test(item.str) || gap > item.height * 0.1;
    text += (text && spaced ? ' ' : '') + item.str;
    lastRight = item.x + item.width;
  }
  return {
    page: first.page,
    top: Math.min(...sorted.map((item) => item.y)),
    bottom: Math.max(...sorted.map((item) => item.y + item.height)),
    pageWidth: first.pageWidth,
    pageHeight: first.pageHeight,
    size: median(sorted.map((item) => item.height)),
    cells: sorted.map((item) => ({ str: item.str.trim(), x: item.x, right: item.x + item.width })),
    text: text.replace(/\s+/g, ' ').trim(),
  };
}

/** One page's lines in reading order. */
function pageLines(items: readonly TextItem[]): Line[] {
  const gutter = findGutter(items);
  if (gutter === null) return rows(items).map(toLine);
  const pad = (items[0]?.pageWidth ?? 0) * 0.008;
  const crosses = (item: TextItem) => item.x - pad < gutter && item.x + item.width + pad > gutter;
  const out: Line[] = [];
  // A row with an item across the gutter is full width; the columns between two such rows are
  // read left then right.
  let band: TextItem[] = [];
  const flush = () => {
    out.push(...rows(band.filter((item) => item.x + item.width <= gutter)).map(toLine));
    out.push(...rows(band.filter((item) => item.x + item.width > gutter)).map(toLine));
    band = [];
  };
  for (const row of rows(items)) {
    if (row.some(crosses)) {
      flush();
      out.push(toLine(row));
    } else {
      band.push(...row);
    }
  }
  flush();
  return out;
}

/** Every page's lines, page by page; blank items are dropped. */
export function toLines(items: readonly TextItem[]): Line[] {
  const pages = new Map<number, TextItem[]>();
  for (const item of items) {
    if (!item.str.trim() || item.pageHeight <= 0) continue;
    const list = pages.get(item.page) ?? [];
    list.push(item);
    pages.set(item.page, list);
  }
  return [...pages.keys()].sort((a, b) => a - b).flatMap((page) => pageLines(pages.get(page)!));
}

export const medianSize = (lines: readonly Line[]): number =>
  median(lines.map((line) => line.size));
