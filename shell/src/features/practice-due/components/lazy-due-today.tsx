import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHavePracticeStore } from '../data/has-practice-store';
import type { DueTodayProps } from './due-today';

// Its own chunk (the scheduler, the store's reader): fetched where it shows, never in the first view.
const Due = lazy(() =>
  import(/* webpackChunkName: "due-today" */ './due-today').then((module) => ({
    default: module.DueToday,
  })),
);

/**
 * "Due today", fetched when it is first rendered on a device that has practised; nothing shows
 * until it is here, and on a device without a practice store nothing is fetched.
 */
export function LazyDueToday(props: DueTodayProps) {
  const [practised, setPractised] = useState(false);
  useEffect(() => {
    let live = true;
    void mayHavePracticeStore().then((may) => live && setPractised(may));
    return () => {
      live = false;
    };
  }, []);
  if (!practised) return null;
  return (
    <Suspense fallback={null}>
      <Due {...props} />
    </Suspense>
  );
}
