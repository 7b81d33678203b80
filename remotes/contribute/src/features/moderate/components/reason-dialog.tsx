import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './moderate.module.css';

type Props = {
  title: string;
  /** What it is about, e.g. "CSE2005 Operating Systems (CAT-1, C1)". */
  what: string;
  /** What the moderator's words are for (the reporters read them). */
  label: string;
  required: boolean;
  confirm: string;
  busy: boolean;
  /** Set when the write was refused; the dialog stays open with it. */
  problem: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks a moderator for the reason the reporters will read: dismissing a report, removing a paper. */
export function ReasonDialog({
  title,
  what,
  label,
  required,
  confirm,
  busy,
  problem,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  const wordsId = useId();
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // Focus moves into the dialog when it opens and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    field.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = words.trim().replace(/\s+/g, ' ');
    if (required && !reason) {
      setMissing(true);
      return;
    }
    onConfirm(reason);
  };

  // On the page's body: above the site's header, which the section's content sits under.
  return createPortal(
    <div className={styles.backdrop}>
      <form
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <p className={styles.muted}>{what}</p>
        <label htmlFor={wordsId} className={styles.label}>
          {label}
          {required ? ' (required)' : ' (optional)'}
        </label>
        <textarea
          ref={field}
          id={wordsId}
          className={styles.textarea}
          rows={3}
          maxLength={400}
          value={words}
          disabled={busy}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${wordsId}-missing` : undefined}
          onChange={(event) => {
            setWords(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${wordsId}-missing`} className={styles.error}>
            Write the reason the students who reported it will read.
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={styles.danger} disabled={busy}>
            {confirm}
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
