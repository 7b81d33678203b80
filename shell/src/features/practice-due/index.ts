/**
 * The shell's "Due today" (docs/practice.md): the component and the count, each fetched when first
 * wanted (the "due-today" chunk), so what imports this entry carries neither in its own chunk.
 */
import type { DueToday } from './data/read-due-today';

export { LazyDueToday } from './components/lazy-due-today';
export type { DueToday };

/** What is due today in every course practised on this device (for the inbox's morning item). */
export const loadDueToday = (uid: string | null): Promise<DueToday> =>
  import(/* webpackChunkName: "due-today" */ './data/read-due-today').then((module) =>
    module.readDueToday(uid),
  );
