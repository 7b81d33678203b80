/** Small numeric helpers and a plain-text table printer. */
export function quantile(values: (number | null)[], q: number): number | null {
  const sorted = values.filter((v): v is number => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? null;
}

export const median = (values: (number | null)[]): number | null => {
  const sorted = values.filter((v): v is number => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs fn n times (sequentially) and returns the list of results. */
export async function repeat<T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < n; i += 1) results.push(await fn(i));
  return results;
}

/** Median of every numeric field over a list of result objects of the same shape. */
export function medianOf<T extends object>(results: T[]): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(results[0] ?? {})) {
    const values = results.map((r) => (r as Record<string, unknown>)[key]);
    out[key] = typeof values[0] === 'number' ? round(median(values as number[])) : values[0];
  }
  return out as T;
}

export const round = (v: number | null | undefined, digits = 1): number | null =>
  v == null ? null : Math.round(v * 10 ** digits) / 10 ** digits;
export const kb = (bytes: number | null | undefined): number | null =>
  bytes == null ? null : round(bytes / 1024, 1);

/** A table cell: printed as text, `—` when there is no figure. */
export type Cell = string | number | boolean | null | undefined;

export function table(title: string, headers: string[], rows: Cell[][]): string {
  const cells = [headers, ...rows].map((row) => row.map((c) => (c == null ? '—' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    `\n### ${title}\n`,
    line(cells[0]!),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
