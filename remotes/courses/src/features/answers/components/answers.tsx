import { lazy, Suspense } from 'react';
import { answersSdk } from '../data/answers';
import type { AnswersSectionProps } from './answers-section';

// The section, its data code and (when answers are on screen) the Markdown renderer are chunks of
// their own: the question page's first paint does not wait for them. The data code is asked for
// with the section, not once the section has arrived and mounted: the answers' reads start one
// round trip sooner.
const AnswersSection = lazy(() => {
  answersSdk().catch(() => undefined); // the section reports a failure when it asks again
  return import(/* webpackChunkName: "answers-section" */ './answers-section').then((module) => ({
    default: module.AnswersSection,
  }));
});

/** Answers under a question, loaded once the page is on screen. */
export function Answers(props: AnswersSectionProps) {
  return (
    <Suspense fallback={null}>
      <AnswersSection {...props} />
    </Suspense>
  );
}
