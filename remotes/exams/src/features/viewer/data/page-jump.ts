/** A page number kept within the document: before page 1 is page 1, past the last the last. */
export const clampPage = (page: number, total: number) => Math.min(total, Math.max(1, page));

/** The page the jump box asks for, or null when what is typed is not a number. */
export function jumpTarget(typed: string): number | null {
  const page = Number.parseInt(typed, 10);
  return Number.isFinite(page) ? page : null;
}

/**
 * Which page is on screen: the sheet (in page order) showing the most of the window between `top`
 * and `bottom`, the earlier one on a tie; page 1 while none shows. A page whose match fills the
 * screen is the page, even before its top reaches any line. Stops at the first sheet below the
 * window, so a long document measures only a few.
 */
export function pageOnScreen(sheets: Iterable<HTMLElement>, top: number, bottom: number): number {
  let page = 1;
  let most = 0;
  for (const sheet of sheets) {
    const rect = sheet.getBoundingClientRect();
    if (rect.top >= bottom) break;
    const shown = Math.min(bottom, rect.bottom) - Math.max(top, rect.top);
    if (shown > most) {
      most = shown;
      page = Number(sheet.dataset.page);
    }
  }
  return page;
}
