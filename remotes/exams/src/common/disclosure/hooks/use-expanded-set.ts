import { useCallback, useState } from 'react';

/**
 * Which items of a list are expanded. Held by the page, not the item, so an
 * expanded item stays expanded when virtualization unmounts and remounts it.
 */
export function useExpandedSet(): [ReadonlySet<string>, (id: string) => void] {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  return [expanded, toggle];
}
