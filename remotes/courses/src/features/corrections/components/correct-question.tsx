import { lazy, Suspense } from 'react';
import { useAccount } from '@vithelper/shared';
import type { BankQuestion } from '@vithelper/contracts/questions';
import type { CorrectedView } from '../hooks/use-corrected-bank';
import type { CorrectionTarget } from './target';
import styles from './corrections.module.css';

// Students never need the forms: they load for a moderator, after the question has shown.
const CorrectionForms = lazy(() =>
  import(/* webpackChunkName: "correction-forms" */ './correction-forms').then((m) => ({
    default: m.CorrectionForms,
  })),
);

export type CorrectQuestionProps = { view: CorrectedView; question: BankQuestion };

const KIND_WORDS: Record<string, string> = {
  bounds: 'its top and bottom were moved',
  split: 'a question was split off it',
  merge: 'the next question was merged into it',
};

/** What is stored for this question already: a new correction of it replaces that one. */
function earlier(view: CorrectedView, question: BankQuestion): string | null {
  const paper = view.stored?.papers[question.paper] as Record<string, unknown> | null | undefined;
  const record = paper?.[question.id] as { kind?: unknown } | undefined;
  const words = typeof record?.kind === 'string' ? KIND_WORDS[record.kind] : undefined;
  return words
    ? `A moderator corrected this question before (${words}). A new correction of its cut replaces that one.`
    : null;
}

/**
 * A moderator's corrections of the question's cut, under the question (docs/questions.md,
 * "Corrections in the browser"). Shown to moderators alone; database.rules.json refuses anyone
 * else's write all the same.
 */
export function CorrectQuestion({ view, question }: CorrectQuestionProps) {
  const account = useAccount();
  if (!account?.moderator) return null;
  const target: CorrectionTarget = {
    me: account.uid,
    bank: view.bank,
    question,
    stored: view.stored,
    onSaved: view.reread,
  };
  const before = earlier(view, question);
  return (
    <details className={styles.panel}>
      <summary>Correct this question (moderators)</summary>
      <div className={styles.body}>
        <p className={styles.intro}>
          Fix how the paper was cut. A correction shows to everyone at once and is kept over every
          rebuild of the questions.
        </p>
        {before ? <p className={styles.hint}>{before}</p> : null}
        <Suspense
          fallback={
            <p role="status" className={styles.hint}>
              Loading the corrections…
            </p>
          }
        >
          <CorrectionForms target={target} />
        </Suspense>
      </div>
    </details>
  );
}
