import { lazy, Suspense } from 'react';
import type { AnswersSectionProps } from './answers-section';

// The section, its data code and (when answers are on screen) the Markdown renderer are chunks of
// their own: the question page's first paint does not wait for them.
const AnswersSection = lazy(() =>
  import(/* webpackChunkName: "answers-section" */ './answers-section').then((module) => ({
    default: module.AnswersSection,
  })),
);

/** Answers under a question, loaded once the page is on screen. */
export function Answers(props: AnswersSectionProps) {
  return (
    <Suspense fallback={null}>
      <AnswersSection {...props} />
    </Suspense>
  );
}
