import { useEffect } from 'react';
import { useOptionalChunk } from '../../../common/hooks/use-optional-chunk';
import { mayHavePracticeStore } from '../data/has-practice-store';
import type { DueTodayProps } from './due-today';

// Its own chunk (the scheduler, the store's reader): fetched where it shows, never in the first view.
const loadDue = () =>
  import(/* webpackChunkName: "due-today" */ './due-today').then((module) => module.DueToday);

/**
 * "Due today", fetched when it is first rendered on a device that has practised; nothing shows
 * until it is here, nothing is fetched on a device without a practice store, and a fetch that
 * fails (offline) leaves the page without it.
 */
export function LazyDueToday(props: DueTodayProps) {
  const [Due, request] = useOptionalChunk(loadDue);
  useEffect(() => {
    if (Due) return undefined;
    let live = true;
    void mayHavePracticeStore().then((may) => live && may && request());
    return () => {
      live = false;
    };
  }, [Due, request]);
  return Due ? <Due {...props} /> : null;
}
