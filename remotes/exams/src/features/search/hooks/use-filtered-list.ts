import { useDeferredValue, useMemo, useState } from 'react';
import { createIncrementalSearch, prepareSearchKeys, useFilter } from '@vithelper/shared';

export type FilteredList<T> = {
  /** What the search box shows: the shared filter, updated on every keystroke. */
  text: string;
  setText: (text: string) => void;
  /** The text the list was last filtered with (it may trail `text` while typing fast). */
  appliedText: string;
  /** null while the list is still loading. */
  matches: readonly T[] | null;
  total: number;
};

/**
 * Filters one loaded list with the shared search text. `keyOf` must be a
 * stable (module-level) function: keys are lower-cased once per loaded list,
 * never per keystroke. Filtering uses a deferred copy of the text so the input
 * stays responsive while a large list re-renders, and a query that grows only
 * rescans the previous matches.
 */
export function useFilteredList<T>(
  list: readonly T[] | null,
  keyOf: (item: T) => string,
): FilteredList<T> {
  const [text, setText] = useFilter();
  const appliedText = useDeferredValue(text);
  const index = useMemo(() => (list ? prepareSearchKeys(list, keyOf) : null), [list, keyOf]);
  const [search] = useState(createIncrementalSearch<T>);
  const matches = useMemo(
    () => (index ? search.filter(index, appliedText) : null),
    [search, index, appliedText],
  );
  return { text, setText, appliedText, matches, total: list?.length ?? 0 };
}
