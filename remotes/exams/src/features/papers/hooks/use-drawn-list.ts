import { useDeferredValue, useMemo } from 'react';
import type { ListArrival } from '@vithelper/shared';
import type { Paper } from '@vithelper/contracts/papers';

/** A paper list and how much of it is here, as the page draws them. */
export type DrawnList = { list: readonly Paper[] | null; arrival: ListArrival | null };

/**
 * A first part becoming whole is drawn in a transition (useDeferredValue), which React renders a
 * component at a time, letting the browser in between: in one task, the redraw with 16 000
 * papers held a phone's main thread (4× CPU) for 70-120 ms. Until it is drawn, the first part
 * shows with its "still arriving", never the whole list's state beside the first part's rows.
 * Anything else (the first part, a list already whole changing) is drawn at once.
 */
export function useDrawnList(
  list: readonly Paper[] | null,
  arrival: ListArrival | null,
): DrawnList {
  const now = useMemo(() => ({ list, arrival }), [list, arrival]);
  const drawn = useDeferredValue(now);
  return drawn.list !== null && drawn.arrival !== null && now.arrival === null ? drawn : now;
}
