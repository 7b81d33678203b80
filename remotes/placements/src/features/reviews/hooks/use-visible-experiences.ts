import { useMemo } from 'react';
import type { Placement } from '@vithelper/contracts/content';
import { filterByText, prepareSearchKeys } from '@vithelper/list-search';

/**
 * The experiences the list shows: the shared search text narrows by student name (docs/product.md, Search),
 * and the chosen company (if any) narrows further. Search keys are prepared once per load.
 */
export function useVisibleExperiences(
  placements: readonly Placement[] | null,
  text: string,
  company: string | null,
): readonly Placement[] {
  const index = useMemo(
    () => prepareSearchKeys(placements ?? [], (placement) => placement.name ?? ''),
    [placements],
  );
  return useMemo(() => {
    const byName = filterByText(index, text);
    return company
      ? byName.filter((placement) => placement.companyName?.trim() === company)
      : byName;
  }, [index, text, company]);
}
