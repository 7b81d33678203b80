import { lazy, Suspense } from 'react';
import type { TextHighlightProps } from './text-highlight';

// Loaded only when a link asks for highlighted words, so a plain paper link fetches none of it.
const TextHighlight = lazy(() =>
  import('./text-highlight').then((module) => ({ default: module.TextHighlight })),
);

/** The viewer's hook for highlighted words (a hit from "Inside papers"); nothing without `hl`. */
export function ViewerFind(props: TextHighlightProps) {
  if (!props.hl) return null;
  return (
    <Suspense fallback={null}>
      <TextHighlight {...props} />
    </Suspense>
  );
}
