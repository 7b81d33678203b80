import { comparePapers, type Paper } from '@vithelper/shared';
import type { SearchFields } from '@vithelper/shared/search';

export const paperSearchFields = (paper: Paper): SearchFields => ({
  name: paper.name[0],
  code: paper.name[1],
});

/** Course name, then code, then slot (shared: the worker that reads a whole list sorts with it). */
export { comparePapers };

/**
 * The slot as students read it. Some papers were stored without a slot; the
 * site we replace printed a bare "Slot -", we say so in words instead.
 */
export const paperSlotLabel = (paper: Paper): string => {
  const slot = paper.name[2]?.trim();
  return `Slot - ${slot || 'not listed'}`;
};
