/**
 * Text items as pdf.js or OCR would give them, for tests: pages of rows on an A4 page (points),
 * one item a row (as pdf.js gives a line drawn at once) or one item a word (as OCR gives them).
 */
import type { TextItem } from '../types';

export const PAGE = { width: 595, height: 842, margin: 56 } as const;

export type Row =
  | string
  /** Cells at their own x (a table's columns, a marks column), in a given type size. */
  | { cells: ReadonlyArray<readonly [x: number, text: string]>; size?: number }
  | { text: string; size: number }
  /** Empty space, in points (a figure, a gap before the footer). */
  | { gap: number };

/** Helvetica's average advance is about half the type size. */
const widthOf = (text: string, size: number) => text.length * size * 0.5;

function wordItems(text: string, x: number, y: number, size: number, page: number): TextItem[] {
  const items: TextItem[] = [];
  let at = x;
  for (const word of text.split(' ')) {
    if (word) items.push(item(word, at, y, size, page));
    at += widthOf(`${word} `, size);
  }
  return items;
}

const item = (str: string, x: number, y: number, size: number, page: number): TextItem => ({
  str,
  x,
  y,
  width: widthOf(str, size),
  height: size,
  page,
  pageWidth: PAGE.width,
  pageHeight: PAGE.height,
});

export type Layout = { words?: boolean; size?: number };

/** Items of pages of rows, top to bottom from the top margin. */
export function paperItems(pages: ReadonlyArray<readonly Row[]>, layout: Layout = {}): TextItem[] {
  const body = layout.size ?? 11;
  const make = (text: string, x: number, y: number, size: number, page: number) =>
    layout.words ? wordItems(text, x, y, size, page) : [item(text, x, y, size, page)];
  return pages.flatMap((rows, index) => {
    const page = index + 1;
    let y = PAGE.margin;
    return rows.flatMap((row) => {
      if (typeof row !== 'string' && 'gap' in row) {
        y += row.gap;
        return [];
      }
      const size = typeof row === 'string' ? body : (row.size ?? body);
      const cells =
        typeof row === 'string'
          ? [[PAGE.margin, row] as const]
          : 'cells' in row
            ? row.cells
            : [[PAGE.margin, row.text] as const];
      const out = cells.flatMap(([x, text]) => make(text, x, y, size, page));
      y += size * 1.5;
      return out;
    });
  });
}

/** Two columns side by side: each row is [left text, right text]. */
export function twoColumns(rows: ReadonlyArray<readonly [string, string]>): Row[] {
  const right = PAGE.width / 2 + 12;
  return rows.map(([left, text]) => ({
    cells: [
      ...(left ? [[PAGE.margin, left] as const] : []),
      ...(text ? [[right, text] as const] : []),
    ],
  }));
}
