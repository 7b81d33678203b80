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
 * A copy of `papers` in comparePapers order, the same as sorting with it (ties keep their order),
 * with the collator and the file-name year read once per string and per paper instead of once per
 * comparison: each distinct name, code and slot gets its rank among them all, and the papers are
 * sorted by numbers. 16 000 papers (4 000 distinct strings among them) sorted with comparePapers
 * took 62–92 ms of a new lists worker, and 51–83 ms this way, most of it the collator's and the
 * year's first use (Node 24, a fresh process each).
 */
export function sortPapers<T extends Paper>(papers: readonly T[]): T[] {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const compare = collator.compare;
  const strings = new Set<string>();
  for (const { name } of papers) {
    strings.add(name[0]);
    strings.add(name[1]);
    strings.add(name[2] ?? '');
  }
  // Strings the collator holds equal ("Calculus", "calculus") stand together and share a rank.
  const distinct = [...strings].sort(compare);
  const rank = new Map<string, number>();
  distinct.forEach((text, i) => {
    const before = distinct[i - 1];
    rank.set(text, before !== undefined && compare(before, text) === 0 ? rank.get(before)! : i);
  });
  const count = papers.length;
  const course = new Int32Array(count);
  const code = new Int32Array(count);
  const slot = new Int32Array(count);
  const year = new Int32Array(count);
  papers.forEach((paper, i) => {
    course[i] = rank.get(paper.name[0])!;
    code[i] = rank.get(paper.name[1])!;
    slot[i] = rank.get(paper.name[2] ?? '')!;
    year[i] = paperYear(paper) ?? 0;
  });
  const order = Array.from({ length: count }, (_, i) => i);
  order.sort(
    (a, b) =>
      course[a]! - course[b]! ||
      code[a]! - code[b]! ||
      year[b]! - year[a]! ||
      slot[a]! - slot[b]! ||
      a - b,
  );
  return order.map((i) => papers[i]!);
}

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
