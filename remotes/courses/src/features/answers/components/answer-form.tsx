import { useEffect, useId, useState } from 'react';
import { ANSWER_LIMITS, normaliseBody } from '@vithelper/contracts/answers';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import type { RenderMarkdown } from '../render/markdown';
import { keepDraft, readDraft } from '../data/drafts';
import { MarkdownView } from './markdown-view';
import styles from './answers.module.css';

export type AnswerFormProps = {
  question: string;
  /** The answer being edited; absent for a new answer. */
  answer?: { id: string; body: string };
  render: RenderMarkdown | null;
  /** Saves the body; a thrown error's message is shown, the draft kept. */
  onSave: (body: string) => Promise<void>;
  onCancel?: () => void;
  /** Told the text as it is typed (the section fetches the math renderer once it holds TeX). */
  onText?: (text: string) => void;
};

/** Why a body cannot be saved, in words; null when it can. */
function problemOf(body: string): string | null {
  if (!body) return 'Write your answer first.';
  if (body.length > ANSWER_LIMITS.maxBody)
    return `An answer can be at most ${ANSWER_LIMITS.maxBody.toLocaleString('en')} characters; this one has ${body.length.toLocaleString('en')}.`;
  if (hasUnsafeChars(body, { multiline: true })) return UNSAFE_TEXT_MESSAGE;
  return null;
}

/** Writing or editing an answer: Markdown and TeX, a live preview, the draft kept on the device. */
export function AnswerForm(props: AnswerFormProps) {
  const { question, answer, render, onSave, onCancel, onText } = props;
  const id = useId();
  const [text, setText] = useState(() => readDraft(question, answer?.id) || answer?.body || '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = normaliseBody(text);
  useEffect(() => {
    onText?.(text);
  }, [text, onText]);

  const change = (value: string) => {
    setText(value);
    keepDraft(question, value, answer?.id);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = problemOf(body);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onSave(body);
      keepDraft(question, '', answer?.id);
      setText('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Your answer was not saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {answer ? 'Edit your answer' : 'Your answer'}
      </label>
      <p id={`${id}-help`} className={styles.help}>
        Markdown: **bold**, `code`, lists and tables; math between $…$ or $$…$$. Your draft stays on
        this device until you post it.
      </p>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        rows={8}
      />
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {body ? (
        <section className={styles.preview} aria-label="Preview">
          <h3 className={styles.previewHeading}>Preview</h3>
          <MarkdownView markdown={body} render={render} />
        </section>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Saving…' : answer ? 'Save changes' : 'Post answer'}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
