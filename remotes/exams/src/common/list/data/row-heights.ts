/**
 * The height most rows of a list have at its current width, learnt from the
 * rows the ResizeObserver measured (at 1280 px list rows are almost all one height; on a
 * phone a course name may take one line or two, so two heights are common).
 * A row attached without a known size is placed at this height, never read
 * from the page during the commit; its own measure follows after layout, and
 * only a row of another height moves the rows below it.
 */
export type RowHeights = {
  /** The list width the counts were seen at (px); another width starts afresh. */
  width: number;
  counts: Map<number, number>;
  typical: number | null;
};

export const createRowHeights = (): RowHeights => ({ width: 0, counts: new Map(), typical: null });

export function learnRowHeight(heights: RowHeights, width: number, height: number): void {
  if (width !== heights.width) {
    heights.width = width;
    heights.counts.clear();
    heights.typical = null;
  }
  const count = (heights.counts.get(height) ?? 0) + 1;
  heights.counts.set(height, count);
  if (heights.typical === null || count > (heights.counts.get(heights.typical) ?? 0)) {
    heights.typical = height;
  }
}
