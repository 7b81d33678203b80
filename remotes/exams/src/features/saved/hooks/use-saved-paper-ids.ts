import { useMemo } from 'react';
import type { ExamKind } from '@vithelper/contracts/papers';
import { useSavedPapers } from '@vithelper/device/saved-papers';

/**
 * The ids of one exam's saved papers. One subscription for a whole list: its
 * Save toggles get their state as a prop, so a keystroke that changes the
 * rows on screen renders no subscription per row.
 */
export function useSavedPaperIds(kind: ExamKind): ReadonlySet<string> {
  const saved = useSavedPapers();
  return useMemo(
    () => new Set(saved.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
    [saved, kind],
  );
}
