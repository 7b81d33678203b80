/** Small numeric helpers and a plain-text table printer. */
export function quantile(values, q) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs fn n times (sequentially) and returns the list of results. */
export async function repeat(n, fn) {
  const results = [];
  for (let i = 0; i < n; i += 1) results.push(await fn(i));
  return results;
}

/** Median of every numeric field over a list of result objects of the same shape. */
export function medianOf(results) {
  const out = {};
  for (const key of Object.keys(results[0] ?? {})) {
    const values = results.map((r) => r[key]);
    out[key] = typeof values[0] === 'number' ? round(median(values)) : values[0];
  }
  return out;
}

export const round = (v, digits = 1) =>
  v == null ? null : Math.round(v * 10 ** digits) / 10 ** digits;
export const kb = (bytes) => (bytes == null ? null : round(bytes / 1024, 1));

export function table(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((c) => (c == null ? '—' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    `\n### ${title}\n`,
    line(cells[0]),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
