/** A page number kept within the document: before page 1 is page 1, past the last the last. */
export const clampPage = (page: number, total: number) => Math.min(total, Math.max(1, page));

/** The page the jump box asks for, or null when what is typed is not a number. */
export function jumpTarget(typed: string): number | null {
  const page = Number.parseInt(typed, 10);
  return Number.isFinite(page) ? page : null;
}

/**
 * Which page is on screen: the last sheet (in page order) whose top has passed `line`; page 1
 * while none has. Stops at the first sheet below it, so a long document measures only a few.
 */
export function pageAtLine(sheets: Iterable<HTMLElement>, line: number): number {
  let page = 1;
  for (const sheet of sheets) {
    if (sheet.getBoundingClientRect().top <= line) page = Number(sheet.dataset.page);
    else break;
  }
  return page;
}
