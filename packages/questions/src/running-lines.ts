/**
 * Running headers and footers: a line near the top or bottom edge of a page whose words (digits
 * aside, so "Page 2 of 4" matches "Page 3 of 4") come back at the same edge of another page.
 */
import type { Line } from './lines';

const EDGE = 0.08;

const edgeOf = (line: Line): 'top' | 'bottom' | null =>
  line.bottom <= line.pageHeight * EDGE
    ? 'top'
    : line.top >= line.pageHeight * (1 - EDGE)
      ? 'bottom'
      : null;

const key = (line: Line, edge: string) =>
  `${edge}:${line.text
    .toLowerCase()
    .replace(/[\d\s]+/g, ' ')
    .trim()}`;

export function dropRunningLines(lines: readonly Line[]): Line[] {
  const pages = new Map<string, Set<number>>();
  for (const line of lines) {
    const edge = edgeOf(line);
    if (!edge) continue;
    const seen = pages.get(key(line, edge)) ?? new Set<number>();
    seen.add(line.page);
    pages.set(key(line, edge), seen);
  }
  return lines.filter((line) => {
    const edge = edgeOf(line);
    return !edge || (pages.get(key(line, edge))?.size ?? 0) < 2;
  });
}
