import { PAT_RULE_COLUMNS, PAT_RULES, type PatRule } from './pat-rules';

/** RFC 4180 quoting: every field quoted, inner quotes doubled, so commas in the text are safe. */
const field = (value: string): string => `"${value.replace(/"/g, '""')}"`;

export function rulesToCsv(rules: readonly PatRule[] = PAT_RULES): string {
  const lines = [
    PAT_RULE_COLUMNS.map(field).join(','),
    ...rules.map((rule) => [rule.selection, rule.eligibility].map(field).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A data: URL rather than a Blob URL: built once, nothing to revoke, and the table is small.
 * The byte-order mark makes spreadsheet programs read the file as UTF-8.
 */
export function rulesCsvHref(rules: readonly PatRule[] = PAT_RULES): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${rulesToCsv(rules)}`)}`;
}
