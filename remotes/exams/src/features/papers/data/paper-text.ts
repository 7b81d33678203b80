import type { Paper } from '@vithelper/shared';

/** What the search box matches a paper on: course name or course code (spec §5). */
export const paperSearchKey = (paper: Paper): string => `${paper.name[0]} ${paper.name[1]}`;

/**
 * The slot as students read it. Some papers were stored without a slot; the
 * original printed a bare "Slot -", we say so in words instead.
 */
export const paperSlotLabel = (paper: Paper): string => {
  const slot = paper.name[2]?.trim();
  return `Slot - ${slot || 'not listed'}`;
};

export const paperId = (paper: Paper): string => paper.id;

export const paperFailureMessage = (paper: Paper): string =>
  `Sorry, the PDF for ${paper.name[1] || paper.name[0]} could not be opened. Please try again later.`;
