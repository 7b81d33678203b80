import { startTransition, useEffect, useState } from 'react';

/** Drawn at once: the answers a first screen shows, the verified one first among them. */
const FIRST_DRAWN = 6;
/** Drawn per step after them: a few answers with their math is one short task at 4× CPU. */
const STEP = 4;

/**
 * How many of a list's answers are drawn (Markdown and math) whether or not they are near the
 * screen: the first FIRST_DRAWN once the renderer is `ready`, then a step at a time in transitions,
 * each after the browser has had a turn, so a long list never holds the page for all of its math
 * at once and the page answers input meanwhile; every answer is drawn in the end (one scrolled to
 * sooner is drawn as it comes near, ../components/markdown-view.tsx). Like the bank's list
 * (../../bank/components/bank-page.tsx).
 */
export function useDrawnCount(total: number, ready: boolean): number {
  const [count, setCount] = useState(FIRST_DRAWN);
  useEffect(() => {
    if (!ready || count >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setCount(count + STEP)), 0);
    return () => clearTimeout(timer);
  }, [ready, count, total]);
  return count;
}
