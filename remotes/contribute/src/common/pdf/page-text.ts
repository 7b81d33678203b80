/** pdf.js's text of a page (getTextContent's items) as lines. */
export function pageText(items: readonly unknown[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('str' in item)) continue;
    const { str, hasEOL } = item as { str: string; hasEOL?: boolean };
    text += str + (hasEOL ? '\n' : ' ');
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}
