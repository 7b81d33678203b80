import { useEffect, useState } from 'react';

/** Drawn at once: the answers a first screen shows, the verified one first among them. */
export const FIRST_DRAWN = 6;
/** Drawn per idle step after them: a few answers with their math is one short task. */
const STEP = 3;

type Idle = (callback: () => void) => () => void;

const whenIdle: Idle = (callback) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};

/**
 * How many of a list's answers are drawn (Markdown and math) whether or not they are near the
 * screen: the first FIRST_DRAWN once the renderer is `ready`, then a few more each time the page is
 * idle, so a long list never holds the page for all of its math at once, and every answer is drawn
 * in the end (the ones scrolled to sooner are drawn as they come near, components/markdown-view.tsx).
 */
export function useDrawnCount(total: number, ready: boolean): number {
  const [count, setCount] = useState(FIRST_DRAWN);
  useEffect(() => {
    if (!ready || count >= total) return undefined;
    return whenIdle(() => setCount((drawn) => drawn + STEP));
  }, [ready, count, total]);
  return count;
}
