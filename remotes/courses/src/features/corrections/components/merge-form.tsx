import { useId, type FormEvent } from 'react';
import { useSave } from '../hooks/use-save';
import { SaveButton, SaveOutcome } from './save-outcome';
import type { CorrectionTarget } from './target';
import styles from './corrections.module.css';

/** Merges the next question of the paper into this one (the cut took a part for a question). */
export function MergeForm({ target }: { target: CorrectionTarget }) {
  const { bank, question } = target;
  const id = useId();
  const save = useSave(target.onSaved);
  const own = bank.questions.filter((each) => each.paper === question.paper);
  const next = own[own.findIndex((each) => each.id === question.id) + 1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    void save.run(
      ({ sdk, db }) =>
        sdk.saveQuestionCorrection(
          db,
          target.me,
          { exam: question.kind, paper: question.paper, question: question.id },
          { kind: 'merge', next: next.id },
        ),
      `Saved: question ${next.number} is now part of question ${question.number}.`,
    );
  };
  return (
    <form className={styles.form} aria-labelledby={id} onSubmit={submit}>
      <h3 id={id}>Merge with the next question</h3>
      {next ? (
        <>
          <p className={styles.hint}>
            {`Question ${next.number} comes next: “${next.text.slice(0, 120)}${next.text.length > 120 ? '…' : ''}”`}
          </p>
          <SaveButton save={save} label={`Merge question ${next.number} into this one`} />
        </>
      ) : (
        <p className={styles.hint}>It is the last question of its paper: nothing comes next.</p>
      )}
      <SaveOutcome save={save} />
    </form>
  );
}
