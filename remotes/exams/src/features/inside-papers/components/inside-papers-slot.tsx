import { lazy, Suspense, useEffect } from 'react';
import { useFilter } from '@vithelper/shared';
import type { InsidePapersProps } from './inside-papers';

const loadInsidePapers = () => import('./inside-papers');

// The section's code (and its worker) loads with the first search, not with the list...
const InsidePapers = lazy(() =>
  loadInsidePapers().then((module) => ({ default: module.InsidePapers })),
);

/** ...or a moment before it, when the search box gets the focus (no bytes for a visit that never searches). */
export function prepareInsidePapers(): void {
  loadInsidePapers().catch(() => undefined);
}

/** Where a paper list shows its "Inside papers" section: nothing until there is something to search. */
export function InsidePapersSlot(props: InsidePapersProps) {
  const [text] = useFilter();
  const searching = /[\p{L}\p{N}]{2}/u.test(text);
  const { onFound } = props;
  // No section, no hits: the page's request form is then shown whole. A search starting: not
  // known yet (-1), so the form waits as one line instead of opening and closing again.
  useEffect(() => {
    onFound?.(searching ? -1 : 0);
  }, [searching, onFound]);
  if (!searching) return null;
  return (
    <Suspense fallback={null}>
      <InsidePapers {...props} />
    </Suspense>
  );
}
