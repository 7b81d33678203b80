import { useId, useState, type FormEvent } from 'react';
import { useSave } from '../hooks/use-save';
import type { CorrectionTarget } from './target';
import { fractionOf, lastPage, pageOf, percentOf } from './target';
import { SaveButton, SaveOutcome } from './save-outcome';
import styles from './corrections.module.css';

/** Moves the question's top or bottom: where its region of the paper starts and ends. */
export function BoundsForm({ target }: { target: CorrectionTarget }) {
  const { question } = target;
  const id = useId();
  const [values, setValues] = useState({
    topPage: String(question.page),
    top: percentOf(question.top),
    bottomPage: String(lastPage(question)),
    bottom: percentOf(question.bottom),
  });
  const save = useSave(target.onSaved);
  const field = (name: keyof typeof values, label: string, max: number) => (
    <label className={styles.field}>
      {label}
      <input
        type="number"
        inputMode="decimal"
        min={name.endsWith('Page') ? 1 : 0}
        max={max}
        step={name.endsWith('Page') ? 1 : 'any'}
        required
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [topPage, bottomPage] = [pageOf(values.topPage), pageOf(values.bottomPage)];
    const [top, bottom] = [fractionOf(values.top), fractionOf(values.bottom)];
    if (topPage === null || bottomPage === null)
      return save.refuse('Pages are whole numbers from 1 to 60.');
    if (top === null || bottom === null)
      return save.refuse('The top and bottom are how far down the page they are: 0 to 100 %.');
    if (topPage > bottomPage || (topPage === bottomPage && top >= bottom))
      return save.refuse("The question's top must be above its bottom.");
    void save.run(
      ({ sdk, db }) =>
        sdk.saveQuestionCorrection(
          db,
          target.me,
          { exam: question.kind, paper: question.paper, question: question.id },
          { kind: 'bounds', topPage, top, bottomPage, bottom },
        ),
      `Saved: question ${question.number} now runs from page ${topPage} at ${percentOf(top)} % to page ${bottomPage} at ${percentOf(bottom)} %.`,
    );
  };
  return (
    <form className={styles.form} aria-labelledby={id} onSubmit={submit}>
      <h3 id={id}>Move its top or bottom</h3>
      <p className={styles.hint}>
        How far down the page, from its top (0 %) to its bottom (100 %).
      </p>
      <div className={styles.row}>
        {field('topPage', 'Top: page', 60)}
        {field('top', 'Top: % down', 100)}
        {field('bottomPage', 'Bottom: page', 60)}
        {field('bottom', 'Bottom: % down', 100)}
      </div>
      <SaveButton save={save} label="Save top and bottom" />
      <SaveOutcome save={save} />
    </form>
  );
}
