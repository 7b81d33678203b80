/**
 * Spec §5: case-insensitive substring matching, literal for any input (no
 * regular expressions are built from what a student types).
 */

export interface SearchIndex<T> {
  items: readonly T[];
  /** Lower-cased search text of each item, prepared once per load, not per keystroke. */
  keys: readonly string[];
}

export function prepareSearchKeys<T>(items: readonly T[], keyOf: (item: T) => string): SearchIndex<T> {
  return { items, keys: items.map((item) => keyOf(item).toLowerCase()) };
}

export function filterByText<T>(index: SearchIndex<T>, text: string): readonly T[] {
  const needle = text.toLowerCase();
  if (!needle) return index.items;
  const result: T[] = [];
  for (let i = 0; i < index.keys.length; i += 1) {
    if ((index.keys[i] as string).includes(needle)) result.push(index.items[i] as T);
  }
  return result;
}
