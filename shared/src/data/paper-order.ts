import type { Paper } from '../contracts/entities';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Course name, then code, then slot: one course's papers stand together. */
export const comparePapers = (a: Paper, b: Paper): number =>
  collator.compare(a.name[0], b.name[0]) ||
  collator.compare(a.name[1], b.name[1]) ||
  collator.compare(a.name[2] ?? '', b.name[2] ?? '');
