import { useEffect, useRef } from 'react';
import { takeListScroll } from '../data/list-return';

/** Back from the viewer: the list's scroll position comes back once its items are there to scroll. */
export function useRestoreListScroll(ready: boolean, listPath: string): void {
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return undefined;
    restored.current = true;
    const y = takeListScroll(listPath);
    if (y === null) return undefined;
    const frame = requestAnimationFrame(() => window.scrollTo(0, y));
    return () => cancelAnimationFrame(frame);
  }, [ready, listPath]);
}
