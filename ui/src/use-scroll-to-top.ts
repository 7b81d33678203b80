import { useEffect } from 'react';

/** Pages scroll to the top when shown (docs/product.md, Parts every page shares), unless the URL names an anchor. */
export function useScrollToTop(): void {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
}
