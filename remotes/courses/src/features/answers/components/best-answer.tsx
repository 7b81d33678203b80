import { useMemo, useState, type ReactNode } from 'react';
import { useAccount } from '@vithelper/shared';
import type { ExamKind } from '@vithelper/contracts/papers';
import { answerList } from '../data/answer-list';
import { hasMath } from '../data/answer-renderer';
import { useMarkdown } from '../hooks/use-markdown';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { MarkdownView } from './markdown-view';
import { OfficialAnswer } from './official-answer';
import styles from './answers.module.css';

/** What a question has, for the caller's own words under it; 'failed' when it could not be read. */
export type AnswersFound = 'loading' | 'failed' | { answers: number; official: boolean };

export type BestAnswerProps = {
  question: string;
  paper: { exam: ExamKind; id: string };
  /** What goes under the answer: a link to all of them, or what to do when there is none. */
  children: (found: AnswersFound) => ReactNode;
};

/** How long the answers may take before the card says they could not be read (no connection). */
const READ_WAIT_MS = 10_000;

/**
 * A question's answer at a glance (practice's "Show answer", docs/practice.md): the official answer
 * from the paper's answer key if a moderator linked one, then the verified answer, else the best
 * voted, drawn as on the question's page; the caller's words follow.
 */
export function BestAnswer({ question, paper, children }: BestAnswerProps) {
  const uid = useAccount()?.uid ?? null;
  const { stored, failed } = useStoredAnswers(question, READ_WAIT_MS);
  // Null until the paper's answer key is read: "No answer yet" waits for it.
  const [official, setOfficial] = useState<boolean | null>(null);

  // Hidden answers are left out here, even the student's own: practice shows what others read.
  const list = useMemo(
    () => (stored ? answerList(stored, uid).filter((entry) => entry.hidden === null) : []),
    [stored, uid],
  );
  const best = list[0] ?? null;
  const { render } = useMarkdown(best !== null, best !== null && hasMath(best.body));
  const found: AnswersFound = failed
    ? 'failed'
    : stored && official !== null
      ? { answers: list.length, official }
      : 'loading';

  return (
    <>
      <OfficialAnswer question={question} paper={paper} moderator={null} onFound={setOfficial} />
      {best && !failed ? (
        <article
          className={`${styles.answer} ${best.verified ? styles.verified : ''}`}
          aria-label={best.verified ? 'Verified answer' : 'Best voted answer'}
        >
          <header className={styles.meta}>
            {best.verified ? (
              <span className={styles.badge}>✓ Verified</span>
            ) : (
              <span className={styles.by}>Best voted</span>
            )}
            <span>
              Score {best.score} ·{' '}
              {list.length === 1 ? 'the only answer' : `first of ${list.length} answers`}
            </span>
          </header>
          <MarkdownView markdown={best.body} render={render} />
        </article>
      ) : null}
      {children(found)}
    </>
  );
}
