import type { Paper } from './paper';
import { paperYear } from './paper-year';

/**
 * Made on the first comparison, not when the module loads: making an ICU collator is 36 ms of a
 * phone's main thread (4× CPU), which the first screen does without (the list's first part is
 * put in order without it, remotes/exams/src/features/papers/data/paper-text.ts).
 */
let collator: Intl.Collator | null = null;

/** Course name, then code, then the newest year first, then slot: one course's papers stand together. */
export const comparePapers = (a: Paper, b: Paper): number => {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return (
    collator.compare(a.name[0], b.name[0]) ||
    collator.compare(a.name[1], b.name[1]) ||
    (paperYear(b) ?? 0) - (paperYear(a) ?? 0) ||
    collator.compare(a.name[2] ?? '', b.name[2] ?? '')
  );
};

/**
 * Paper lists known to be in comparePapers order already (a whole read's, sorted by the worker).
 * The set is the page's, under a registered symbol, not this module's: each app bundles its own
 * copy of this package, and a list the shell marks is one the exams section checks. With a set
 * per copy the section never saw a mark, and sorted every whole list again (16 000 papers: 56 ms
 * of a phone's main thread at 4× CPU, in the task that drew the list).
 */
const IN_PAPER_ORDER = Symbol.for('vithelper.papers-in-order');
const inPaperOrder = (): WeakSet<readonly Paper[]> => {
  const page = globalThis as unknown as Record<symbol, WeakSet<readonly Paper[]> | undefined>;
  return (page[IN_PAPER_ORDER] ??= new WeakSet());
};

/** Says a list is in comparePapers order, so a page that shows it in that order need not sort it. */
export function markInPaperOrder<T extends readonly Paper[]>(list: T): T {
  inPaperOrder().add(list);
  return list;
}

/**
 * Whether a list is known to be in comparePapers order: sorting 16 000 papers again, even in
 * one pass, costs the main thread 22 ms at 4× CPU in the collator.
 */
export const isInPaperOrder = (list: readonly Paper[]): boolean => inPaperOrder().has(list);
