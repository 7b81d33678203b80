import { lazy, Suspense } from 'react';
import type { DueTodayProps } from './due-today';

// Its own chunk (the scheduler, the store's reader): fetched where it shows, never in the first view.
const Due = lazy(() =>
  import(/* webpackChunkName: "due-today" */ './due-today').then((module) => ({
    default: module.DueToday,
  })),
);

/** "Due today", fetched when it is first rendered; nothing shows until it is here. */
export function LazyDueToday(props: DueTodayProps) {
  return (
    <Suspense fallback={null}>
      <Due {...props} />
    </Suspense>
  );
}
