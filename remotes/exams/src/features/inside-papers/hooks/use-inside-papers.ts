import { useEffect, useMemo, useState } from 'react';
import { insidePapersEngine, type InsideResult } from '@vithelper/search-index';
import { insideSearch } from '../data/worker-client';

export type InsidePapersState =
  | { status: 'idle' }
  | { status: 'searching'; query: string; last: ShownResult | null }
  | { status: 'done'; query: string; result: InsideResult }
  | { status: 'unavailable'; query: string };

/** A result with the query it was searched for: shown on while the next search runs. */
type ShownResult = { query: string; result: InsideResult };

/** Waits for a pause in typing, so a fast typist starts one search, not one per key. */
const PAUSE_MS = 150;
const engine = insidePapersEngine();

/** "Inside papers" results for the list's search text (its best `limit`), searched in a worker after a pause. */
export function useInsidePapers(kind: string, text: string, limit = 8): InsidePapersState {
  const search = useMemo(() => insideSearch(kind), [kind]);
  const [state, setState] = useState<InsidePapersState>({ status: 'idle' });
  const query = text.trim() ? text : '';
  useEffect(() => {
    if (engine.queryWords(query).length === 0) {
      setState({ status: 'idle' });
      return undefined;
    }
    let live = true;
    setState((previous) => ({
      status: 'searching',
      query,
      last:
        previous.status === 'done'
          ? { query: previous.query, result: previous.result }
          : previous.status === 'searching'
            ? previous.last
            : null,
    }));
    const timer = setTimeout(() => {
      search(query, limit).then(
        (result) => live && setState({ status: 'done', query, result }),
        () => live && setState({ status: 'unavailable', query }),
      );
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, query, limit]);
  return state;
}
