/**
 * Spec §5: case-insensitive substring matching, literal for any input (no
 * regular expressions are built from what a student types).
 */

export interface SearchIndex<T> {
  items: readonly T[];
  /** Lower-cased search text of each item, prepared once per load, not per keystroke. */
  keys: readonly string[];
}

export function prepareSearchKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): SearchIndex<T> {
  return { items, keys: items.map((item) => keyOf(item).toLowerCase()) };
}

/** The part of an index whose keys contain the text; itself an index, so a longer query can narrow it further. */
export function narrowIndex<T>(index: SearchIndex<T>, text: string): SearchIndex<T> {
  const needle = text.toLowerCase();
  if (!needle) return index;
  const items: T[] = [];
  const keys: string[] = [];
  for (let i = 0; i < index.keys.length; i += 1) {
    const key = index.keys[i] as string;
    if (key.includes(needle)) {
      items.push(index.items[i] as T);
      keys.push(key);
    }
  }
  return { items, keys };
}

export function filterByText<T>(index: SearchIndex<T>, text: string): readonly T[] {
  return narrowIndex(index, text).items;
}

export interface IncrementalSearch<T> {
  /** The matches for the text; when it extends the previous text, only the previous matches are scanned. */
  filter(index: SearchIndex<T>, text: string): readonly T[];
}

/**
 * Typing mostly extends the query, and every match of "mat1" is a match of
 * "mat": scanning the previous matches instead of the whole list keeps a
 * keystroke cheap at 50 000 papers.
 */
export function createIncrementalSearch<T>(): IncrementalSearch<T> {
  let last: { base: SearchIndex<T>; needle: string; result: SearchIndex<T> } | null = null;
  return {
    filter(index, text) {
      const needle = text.toLowerCase();
      const from =
        last && last.base === index && needle.startsWith(last.needle) ? last.result : index;
      const result = narrowIndex(from, needle);
      last = { base: index, needle, result };
      return result.items;
    },
  };
}
