import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFilter } from '@vithelper/shared';
import {
  createRankedSearch,
  loadCloseMatcher,
  prepareRankedIndex,
  type RankedIndex,
  warmRankedSearch,
  type SearchFields,
} from '@vithelper/list-search';

export type FilteredList<T> = {
  /** What the search box shows: the shared filter, updated on every keystroke. */
  text: string;
  setText: (text: string) => void;
  /** Real matches, ranked; null while the list is still loading. */
  matches: readonly T[] | null;
  /** Close matches (typos, word order), shown after the real ones. */
  close: readonly T[];
  /** Close matches are wanted but their matcher is still loading; `close` follows when it is in. */
  closePending: boolean;
  total: number;
  /** The student is about to search (the box got the focus): the search warms up in idle time. */
  prepare: () => void;
};

const NONE: readonly never[] = [];

/** Runs `work` when the browser is next idle (at once where requestIdleCallback does not exist). */
function whenBrowserIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number })
    .requestIdleCallback;
  if (idle) idle(work);
  else work();
}

/**
 * Filters one loaded list with the shared search text. `fieldsOf` and `order`
 * must be stable (module-level) functions: the list is sorted and its keys
 * lower-cased once per load, never per keystroke, and a query that grows only
 * rescans the previous matches. The list is filtered in the keystroke's own
 * render, not from a deferred copy of the text: a virtualized list re-renders
 * a window of rows, and one render and one frame per key showed the matches
 * sooner than a deferred second render and frame, on a phone's CPU too
 * (docs/performance.md, "Search").
 */
export function useFilteredList<T>(
  list: readonly T[] | null,
  fieldsOf: (item: T) => SearchFields,
  order?: (a: T, b: T) => number,
): FilteredList<T> {
  const [text, setText] = useFilter();
  const index = useMemo(
    () => (list ? prepareRankedIndex(order ? [...list].sort(order) : list, fieldsOf) : null),
    [list, fieldsOf, order],
  );
  const [search] = useState(createRankedSearch<T>);
  const warmed = useRef<RankedIndex<T> | null>(null);
  const prepare = useCallback(() => {
    if (!index || warmed.current === index) return;
    warmed.current = index;
    // Once the close matches' matcher is in (or could not load), so that the warm-up also builds
    // their index of distinct keys: the first key that wants close matches then does not.
    loadCloseMatcher()
      .catch(() => undefined)
      .then(() => whenBrowserIdle(() => warmRankedSearch(index)));
  }, [index]);
  // Counts the matcher loads seen, so the same query is ranked again with its close matches.
  const [matcherLoads, setMatcherLoads] = useState(0);
  // The matcher could not be loaded (offline before it was cached): the real matches stand alone.
  const [matcherFailed, setMatcherFailed] = useState(false);
  const result = useMemo(
    () => (index ? search.search(index, text) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- matcherLoads: rank again once the matcher is in
    [search, index, text, matcherLoads],
  );
  const closePending = (result?.closePending ?? false) && !matcherFailed;
  // The matcher is fetched once a search begins, not on the third letter that first wants it:
  // that letter then ranks once, instead of once without close matches and again when it is in.
  const searching = text !== '';
  useEffect(() => {
    if (searching) loadCloseMatcher().catch(() => undefined);
  }, [searching]);
  useEffect(() => {
    if (!closePending) return;
    let live = true;
    loadCloseMatcher().then(
      () => live && setMatcherLoads((n) => n + 1),
      () => live && setMatcherFailed(true),
    );
    return () => {
      live = false;
    };
  }, [closePending]);
  return {
    text,
    setText,
    matches: result?.matches ?? null,
    close: result?.close ?? NONE,
    closePending,
    total: list?.length ?? 0,
    prepare,
  };
}
