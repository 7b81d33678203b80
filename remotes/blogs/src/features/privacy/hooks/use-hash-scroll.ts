import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls the element named by the URL hash into view. The browser's own
 * hash scroll runs before the page has rendered (the app starts after its
 * data loads), so on a first load it finds nothing; this runs after mount and
 * again whenever the hash changes.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
