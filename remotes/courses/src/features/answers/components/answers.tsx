import { lazy, Suspense } from 'react';
import { answersSdk } from '../data/answers';
import type { AnswersSectionProps } from './answers-section';
import type { BestAnswerProps } from './best-answer';

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

// Practice goes on offline: a chunk that cannot load leaves the card with its links, not an error.
const LazyBestAnswer = lazy(() =>
  import(/* webpackChunkName: "best-answer" */ './best-answer').then(
    (module) => ({ default: module.BestAnswer }),
    () => ({ default: ({ children }: BestAnswerProps) => <>{children('failed')}</> }),
  ),
);

/** A question's official, verified or best voted answer (practice's "Show answer"), loaded when asked for. */
export function BestAnswer(props: BestAnswerProps) {
  return (
    <Suspense fallback={props.children('loading')}>
      <LazyBestAnswer {...props} />
    </Suspense>
  );
}
