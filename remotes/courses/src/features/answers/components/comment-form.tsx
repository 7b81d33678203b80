import { useId, useState } from 'react';
import { ANSWER_LIMITS, normaliseBody } from '@vithelper/contracts/answers';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import { keepDraft, readDraft } from '../data/drafts';
import styles from './answers.module.css';

export type CommentFormProps = {
  question: string;
  /** Where its draft is kept on the device: the answer's id, and the comment's when editing. */
  draft: string;
  initial?: string;
  label: string;
  submitLabel: string;
  /** Saves the body; a thrown error's message is shown, the draft kept. */
  onSave: (body: string) => Promise<void>;
  onCancel?: () => void;
};

function problemOf(body: string): string | null {
  if (!body) return 'Write your comment first.';
  if (body.length > ANSWER_LIMITS.maxComment)
    return `A comment can be at most ${ANSWER_LIMITS.maxComment.toLocaleString('en')} characters; this one has ${body.length.toLocaleString('en')}.`;
  if (hasUnsafeChars(body, { multiline: true })) return UNSAFE_TEXT_MESSAGE;
  return null;
}

/** Writing or editing a comment (Markdown and TeX), its draft kept on the device. */
export function CommentForm(props: CommentFormProps) {
  const { question, draft, label, submitLabel } = props;
  const id = useId();
  const [text, setText] = useState(() => readDraft(question, draft) || props.initial || '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = normaliseBody(text);
    const invalid = problemOf(body);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await props.onSave(body);
      keepDraft(question, '', draft);
      setText('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Your comment was not saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.commentForm} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          keepDraft(question, event.target.value, draft);
        }}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        rows={3}
      />
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" className={styles.link} onClick={props.onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
