/**
 * The shell's "Due today" (docs/practice.md): the component and the count, each fetched when first
 * wanted (the "due-today" chunk), so what imports this entry carries neither in its own chunk.
 */
import { mayHavePracticeStore, NOTHING_DUE } from './data/has-practice-store';
import type { DueToday } from './data/read-due-today';

export { LazyDueToday } from './components/lazy-due-today';
export type { DueToday };

/** What is due today in every course practised on this device (for the inbox's morning item). */
export const loadDueToday = async (uid: string | null): Promise<DueToday> => {
  if (!(await mayHavePracticeStore())) return NOTHING_DUE;
  const module = await import(/* webpackChunkName: "due-today" */ './data/read-due-today');
  return module.readDueToday(uid);
};
