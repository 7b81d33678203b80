import { useDeferredValue, useMemo, useState } from 'react';
import {
  createRankedSearch,
  prepareRankedIndex,
  useFilter,
  type SearchFields,
} from '@vithelper/shared';

export type FilteredList<T> = {
  /** What the search box shows: the shared filter, updated on every keystroke. */
  text: string;
  setText: (text: string) => void;
  /** The text the list was last filtered with (it may trail `text` while typing fast). */
  appliedText: string;
  /** Real matches, ranked; null while the list is still loading. */
  matches: readonly T[] | null;
  /** Close matches (typos, word order), shown after the real ones. */
  close: readonly T[];
  total: number;
};

const NONE: readonly never[] = [];

/**
 * Filters one loaded list with the shared search text. `fieldsOf` and `order`
 * must be stable (module-level) functions: the list is sorted and its keys
 * lower-cased once per load, never per keystroke. Filtering uses a deferred
 * copy of the text so the input stays responsive while a large list
 * re-renders, and a query that grows only rescans the previous matches.
 */
export function useFilteredList<T>(
  list: readonly T[] | null,
  fieldsOf: (item: T) => SearchFields,
  order?: (a: T, b: T) => number,
): FilteredList<T> {
  const [text, setText] = useFilter();
  const appliedText = useDeferredValue(text);
  const index = useMemo(
    () => (list ? prepareRankedIndex(order ? [...list].sort(order) : list, fieldsOf) : null),
    [list, fieldsOf, order],
  );
  const [search] = useState(createRankedSearch<T>);
  const result = useMemo(
    () => (index ? search.search(index, appliedText) : null),
    [search, index, appliedText],
  );
  return {
    text,
    setText,
    appliedText,
    matches: result?.matches ?? null,
    close: result?.close ?? NONE,
    total: list?.length ?? 0,
  };
}
