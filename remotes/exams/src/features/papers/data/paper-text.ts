import { comparePapers, type Paper } from '@vithelper/contracts/papers';
import { paperYear } from '@vithelper/contracts/papers';
import type { SearchFields } from '@vithelper/list-search';

export const paperSearchFields = (paper: Paper): SearchFields => ({
  name: paper.name[0],
  code: paper.name[1],
});

/** Course name, code, newest year, slot (shared: the worker that reads a whole list sorts with it). */
export { comparePapers };

const lower = (text: string | undefined): string => (text ?? '').toLowerCase();
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of a list's first part, shown while the rest arrives: comparePapers' fields compared
 * without letter case but by character code, not by the collator (making one is 36 ms of a phone's
 * main thread, more than the first screen's whole render). For course names it is the same order;
 * the whole list, sorted by comparePapers, replaces it.
 */
export const compareFirstPart = (a: Paper, b: Paper): number =>
  compareText(lower(a.name[0]), lower(b.name[0])) ||
  compareText(lower(a.name[1]), lower(b.name[1])) ||
  (paperYear(b) ?? 0) - (paperYear(a) ?? 0) ||
  compareText(lower(a.name[2]), lower(b.name[2]));

/**
 * The slot as students read it. Some papers were stored without a slot; the
 * site we replace printed a bare "Slot -", we say so in words instead.
 */
export const paperSlotLabel = (paper: Paper): string => {
  const slot = paper.name[2]?.trim();
  return `Slot - ${slot || 'not listed'}`;
};

/** The year as a list shows it, or '' when neither the record nor its file name states one. */
export const paperYearLabel = (paper: Paper): string => String(paperYear(paper) ?? '');
