/**
 * Text items to lines in reading order. A page is read in two columns when an empty vertical
 * strip runs down its middle past most of its rows while both halves hold real text (in a third
 * of the rows, side by side in two rows, or a question number opening the right half beside
 * text on the left); rows that
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
  let height = 0;
  for (const item of sorted) {
    const centre = item.y + item.height / 2;
    const current = out[out.length - 1];
    // Half a line of the taller of the item and the row: a lone small "5" in a marks column
    // beside an OCR'd line of tall word boxes is on that line.
    if (current && Math.abs(centre - middle) <= Math.max(item.height, height, 1) * 0.5) {
      current.push(item);
    } else {
      out.push([item]);
      middle = centre;
      height = item.height;
    }
  }
  return out;
}

const NUMBER_FIRST = /^(?:q(?:uestion)?\s*\.?\s*)?\d{1,2}(?:[.)]|$)/i;

/** The x of the gutter between two columns, or null for a page read as one column. */
function findGutter(items: readonly TextItem[]): number | null {
  const first = items[0];
  if (!first || items.length < 6) return null;
  const width = first.pageWidth;
  const pad = width * 0.008;
  const all = rows(items);
  // Each item's letters, counted once: the rows are weighed at 41 places.
  const counts = new Map(items.map((item) => [item, item.str.match(/\p{L}/gu)?.length ?? 0]));
  const letters = (row: readonly TextItem[]) =>
    row.reduce((sum, item) => sum + counts.get(item)!, 0);
  let best: { x: number; crossing: number } | null = null;
  for (let step = 30; step <= 70; step += 1) {
    const x = (width * step) / 100;
    const crosses = (row: TextItem[]) =>
      row.some((item) => item.x - pad < x && item.x + item.width + pad > x);
    const crossing = all.filter(crosses).length;
    const leftText = (row: TextItem[]) => letters(row.filter((i) => i.x + i.width <= x)) >= 12;
    const rightText = (row: TextItem[]) => letters(row.filter((i) => i.x >= x)) >= 12;
    const left = all.filter(leftText).length;
    const right = all.filter(rightText).length;
    // Rows with text on both sides of a gap wider than a word space: a short column (two
    // questions) is still a column.
    const gutterGap = (row: TextItem[]) => {
      if (crosses(row)) return false;
      const before = Math.max(...row.filter((i) => i.x + i.width <= x).map((i) => i.x + i.width));
      const after = Math.min(...row.filter((i) => i.x >= x).map((i) => i.x));
      return after - before >= 1.5 * median(row.map((i) => i.height));
    };
    const pairs = all.filter((row) => leftText(row) && rightText(row) && gutterGap(row));
    // A question number opening the right half beside text on the left: one such row will do.
    const numbered = pairs.filter((row) => NUMBER_FIRST.test(row.find((i) => i.x >= x)?.str ?? ''));
    const columns =
      (right >= 3 && right >= all.length * 0.3) || pairs.length >= 2 || numbered.length >= 1;
    if (crossing > all.length * 0.25 || left < 3 || !columns) continue;
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

/**
 * The slope of a page's lines (dy per dx) from neighbouring words: a photographed page turned a
 * degree or two puts the words of one printed line at different heights across the page. The
 * median over pairs of words side by side on one line, so stray pairs do not move it.
 */
function skew(items: readonly TextItem[]): number {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const slopes: number[] = [];
  for (const [index, a] of sorted.entries()) {
    const middle = a.y + a.height / 2;
    for (const b of sorted.slice(index + 1)) {
      const gap = b.x - (a.x + a.width);
      if (gap > a.height * 2) break;
      if (gap < 0 || Math.abs(b.y + b.height / 2 - middle) > a.height * 0.7) continue;
      slopes.push((b.y + b.height / 2 - middle) / (b.x + b.width / 2 - (a.x + a.width / 2)));
      break;
    }
  }
  return slopes.length >= 8 ? median(slopes) : 0;
}

/** Items turned back level about the page's middle when the page is turned (0.1° to 6°). */
function levelled(items: readonly TextItem[]): readonly TextItem[] {
  const slope = skew(items);
  if (Math.abs(slope) < 0.002 || Math.abs(slope) > 0.1) return items;
  const centre = (items[0]?.pageWidth ?? 0) / 2;
  return items.map((item) => ({ ...item, y: item.y - slope * (item.x + item.width / 2 - centre) }));
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
  return [...pages.keys()]
    .sort((a, b) => a - b)
    .flatMap((page) => pageLines(levelled(pages.get(page)!)));
}

export const medianSize = (lines: readonly Line[]): number =>
  median(lines.map((line) => line.size));
