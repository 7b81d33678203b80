import { useEffect, useId, useState } from 'react';
import { ANSWER_LIMITS, normaliseBody } from '@vithelper/contracts/answers';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import type { RenderMarkdown } from '../render/markdown';
import { keepDraft, readDraft } from '../data/drafts';
import { FileButton } from './file-button';
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
  /**
   * Stores a photo of a handwritten solution and gives the Markdown that shows it (added to the
   * text); a thrown error's message is shown. Without it, the form offers no photo.
   */
  onPhoto?: (file: File) => Promise<string>;
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
  const { question, answer, render, onSave, onCancel, onText, onPhoto } = props;
  const id = useId();
  const [photo, setPhoto] = useState<'adding' | 'added' | null>(null);
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

  async function addPhoto(file: File) {
    if (!onPhoto) return;
    setPhoto('adding');
    setProblem(null);
    try {
      const markdown = await onPhoto(file);
      // What was typed while the photo went up stays: the photo goes after it, on its own line.
      setText((typed) => {
        const next = typed.trim() ? `${typed.trimEnd()}\n\n${markdown}\n` : `${markdown}\n`;
        keepDraft(question, next, answer?.id);
        return next;
      });
      setPhoto('added');
    } catch (error) {
      setPhoto(null);
      setProblem(error instanceof Error ? error.message : 'The photo was not added.');
    }
  }

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
      {onPhoto ? (
        <div className={styles.photo}>
          <FileButton accept="image/*" disabled={busy || photo === 'adding'} onFile={addPhoto}>
            Add a photo
          </FileButton>
          <span className={styles.note} role="status">
            {photo === 'adding'
              ? 'Shrinking and storing your photo…'
              : photo === 'added'
                ? 'Photo added to your answer.'
                : 'A photo of a handwritten solution, shrunk on this device.'}
          </span>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy || photo === 'adding'}>
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
