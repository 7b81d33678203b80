/** "What information do we collect?" → "what-information-do-we-collect": a stable, readable anchor. */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
