import { useId, useMemo, useState, type FormEvent } from 'react';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import type { BankQuestion } from '@vithelper/contracts/questions';
import { CORRECTION_LIMITS, QUESTION_NUMBER } from '@vithelper/contracts/questions/corrections';
import { useSave } from '../hooks/use-save';
import { SaveButton, SaveOutcome } from './save-outcome';
import { fractionOf, lastPage, pageOf, percentOf, type CorrectionTarget } from './target';
import styles from './corrections.module.css';

/** Where in the paper the question's text is `share` of the way through: page and fraction. */
function pointAt(question: BankQuestion, share: number) {
  const start = question.page + question.top;
  const end = lastPage(question) + question.bottom;
  const at = start + (end - start) * share;
  const page = Math.min(Math.floor(at), lastPage(question));
  return { page, top: Math.min(1, at - page) };
}

const snippet = (words: readonly string[]) => words.join(' ');

/** Splits the question in two at a point of its text: the rest is a new question of its own. */
export function SplitForm({ target }: { target: CorrectionTarget }) {
  const { question } = target;
  const id = useId();
  const words = useMemo(() => question.text.split(/\s+/).filter(Boolean), [question.text]);
  const [values, setValues] = useState({
    at: '',
    number: '',
    marks: '',
    text: '',
    page: '',
    top: '',
  });
  const save = useSave(target.onSaved);
  const choose = (value: string) => {
    const at = Number(value);
    if (!value || !Number.isInteger(at)) return setValues({ ...values, at: '' });
    const point = pointAt(question, at / words.length);
    setValues({
      ...values,
      at: value,
      text: words.slice(at).join(' '),
      page: String(point.page),
      top: percentOf(point.top),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = values.text.replace(/\s+/g, ' ').trim();
    const [page, top] = [pageOf(values.page), fractionOf(values.top)];
    const marks = values.marks.trim() === '' ? undefined : Number(values.marks);
    if (!QUESTION_NUMBER.test(values.number.trim()))
      return save.refuse('Give the new question its number as printed: 3, 3(b), B1(ii).');
    if (text === '') return save.refuse('Choose where the new question starts, or type its text.');
    if (text.length > CORRECTION_LIMITS.maxText)
      return save.refuse(
        `The new question's text is at most ${CORRECTION_LIMITS.maxText} characters.`,
      );
    if (hasUnsafeChars(text)) return save.refuse(UNSAFE_TEXT_MESSAGE);
    if (page === null || top === null)
      return save.refuse('Say where the new question starts: its page, and 0 to 100 % down it.');
    const [start, end, point] = [
      question.page + question.top,
      lastPage(question) + question.bottom,
      page + top,
    ];
    if (point <= start || point >= end)
      return save.refuse(`The new question must start inside question ${question.number}.`);
    if (
      marks !== undefined &&
      (!Number.isInteger(marks) || marks < 0 || marks > CORRECTION_LIMITS.maxMarks)
    )
      return save.refuse('Marks are a whole number from 0 to 100, or left empty.');
    const number = values.number.trim();
    void save.run(
      ({ sdk, db }) =>
        sdk.saveQuestionCorrection(
          db,
          target.me,
          { exam: question.kind, paper: question.paper, question: question.id },
          { kind: 'split', page, top, number, text, ...(marks === undefined ? {} : { marks }) },
        ),
      `Saved: question ${number} is now a question of its own.`,
    );
  };
  const input = (name: 'number' | 'marks' | 'page' | 'top', label: string, numeric: boolean) => (
    <label className={styles.field}>
      {label}
      <input
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'decimal' : 'text'}
        step={numeric ? 'any' : undefined}
        required={name !== 'marks'}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </label>
  );
  return (
    <form className={styles.form} aria-labelledby={id} onSubmit={submit}>
      <h3 id={id}>Split it in two</h3>
      <label className={styles.field}>
        The new question starts at
        <select value={values.at} onChange={(event) => choose(event.target.value)}>
          <option value="">Choose a word of the text</option>
          {words.slice(1).map((word, index) => (
            <option key={index + 1} value={index + 1}>
              {`…${snippet(words.slice(Math.max(0, index - 2), index + 1))} | ${snippet(
                words.slice(index + 1, index + 6),
              )}…`}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        The new question&apos;s text
        <textarea
          value={values.text}
          maxLength={CORRECTION_LIMITS.maxText}
          onChange={(event) => setValues({ ...values, text: event.target.value })}
        />
      </label>
      <div className={styles.row}>
        {input('number', 'Its number', false)}
        {input('marks', 'Its marks (if printed)', true)}
        {input('page', 'Starts on page', true)}
        {input('top', 'At % down the page', true)}
      </div>
      <SaveButton save={save} label="Split the question" />
      <SaveOutcome save={save} />
    </form>
  );
}
