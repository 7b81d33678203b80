/**
 * Spec §5: case-insensitive substring matching, literal for any input (no
 * regular expressions are built from what a student types).
 */

export type SearchIndex<T> = {
  items: readonly T[];
  /** Lower-cased search text of each item, prepared once per load, not per keystroke. */
  keys: readonly string[];
};

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

export type IncrementalSearch<T> = {
  /** The matches for the text; when it extends the previous text, only the previous matches are scanned. */
  filter(index: SearchIndex<T>, text: string): readonly T[];
};

/**
 * Typing mostly extends the query, and every match of "mat1" is a match of
 * "mat": a longer query scans only the previous matches. The results along
 * the current query are kept, so erasing a character is a lookup, not a scan.
 */
export function createIncrementalSearch<T>(): IncrementalSearch<T> {
  let base: SearchIndex<T> | null = null;
  let trail: Array<{ needle: string; result: SearchIndex<T> }> = [];
  return {
    filter(index, text) {
      const needle = text.toLowerCase();
      if (index !== base) {
        base = index;
        trail = [];
      }
      while (trail.length > 0 && !needle.startsWith(trail[trail.length - 1]!.needle)) trail.pop();
      const last = trail[trail.length - 1];
      if (last?.needle === needle) return last.result.items;
      const result = narrowIndex(last?.result ?? index, needle);
      trail.push({ needle, result });
      return result.items;
    },
  };
}
