/**
 * The shell's "Due today" (docs/practice.md): the component and the count, each fetched when first
 * wanted (the "due-today" chunk), so what imports this entry carries neither in its own chunk.
 */
import { mayHavePracticeStore } from './data/has-practice-store';
import type { DueToday } from './data/read-due-today';

export { LazyDueToday } from './components/lazy-due-today';
export type { DueToday };

/** What is due today in every course practised on this device (for the inbox's morning item). */
export const loadDueToday = async (uid: string | null): Promise<DueToday> => {
  if (!(await mayHavePracticeStore())) return { total: 0, courses: [], practised: 0 };
  const module = await import(/* webpackChunkName: "due-today" */ './data/read-due-today');
  return module.readDueToday(uid);
};
