import { useId, useState, type FormEvent } from 'react';
import { paperLabels } from '../../../common/labels';
import { useSave } from '../hooks/use-save';
import { SaveButton, SaveOutcome } from './save-outcome';
import type { CorrectionTarget } from './target';
import styles from './corrections.module.css';

const short = (text: string) => (text.length > 70 ? `${text.slice(0, 70)}…` : text);

/** Puts the question with another of the course (the same question), or takes it out of its group. */
export function GroupForm({ target }: { target: CorrectionTarget }) {
  const { bank, question } = target;
  const id = useId();
  const [other, setOther] = useState('');
  const save = useSave(target.onSaved);
  const leave = useSave(target.onSaved);
  const labels = paperLabels(bank);
  const group = bank.groups.find((each) => each.questions.includes(question.id));
  const choices = bank.questions.filter(
    (each) => each.id !== question.id && !group?.questions.includes(each.id),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = choices.find((each) => each.id === other);
    if (!picked) return save.refuse('Choose the question it is the same as.');
    void save.run(
      ({ sdk, db }) =>
        sdk.saveGroupMoves(
          db,
          target.me,
          bank.code,
          sdk.sameQuestionMoves(bank, question.id, picked.id),
        ),
      `Saved: it is now listed with ${labels.get(picked.paper)}, question ${picked.number}.`,
    );
  };
  const takeOut = () => {
    if (!group) return;
    void leave.run(
      ({ sdk, db }) =>
        sdk.saveGroupMoves(db, target.me, bank.code, [
          { question: question.id, move: 'out', group: group.id },
        ]),
      'Saved: it is now listed on its own.',
    );
  };
  return (
    <form className={styles.form} aria-labelledby={id} onSubmit={submit}>
      <h3 id={id}>The same question as another</h3>
      {group ? (
        <>
          <p className={styles.hint}>
            {`It is listed with ${group.questions.length - 1} other ${group.questions.length === 2 ? 'question' : 'questions'} as the same question.`}
          </p>
          <SaveButton
            save={leave}
            label="Not the same as the others: list it on its own"
            onClick={takeOut}
          />
          <SaveOutcome save={leave} />
        </>
      ) : null}
      {choices.length > 0 ? (
        <>
          <label className={styles.field}>
            It is the same question as
            <select value={other} onChange={(event) => setOther(event.target.value)}>
              <option value="">Choose a question of {bank.code}</option>
              {choices.map((each) => (
                <option key={each.id} value={each.id}>
                  {`${labels.get(each.paper)}, question ${each.number}: ${short(each.text)}`}
                </option>
              ))}
            </select>
          </label>
          <SaveButton save={save} label="List them together" />
          <SaveOutcome save={save} />
        </>
      ) : null}
    </form>
  );
}
