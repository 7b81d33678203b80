import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { composeReason, REJECT_CHOICES, type RejectChoice } from '../data/reasons';
import styles from './moderate.module.css';

type Props = {
  /** What is being rejected, e.g. "CSE2005 Operating Systems (CAT-1, A1)". */
  what: string;
  busy: boolean;
  /** Set when the rejection was refused; the dialog stays open with it. */
  problem: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why a paper is rejected: one of the usual reasons, and words of the moderator's own. */
export function RejectDialog({ what, busy, problem, onReject, onCancel }: Props) {
  const titleId = useId();
  const wordsId = useId();
  const [choice, setChoice] = useState<RejectChoice>(REJECT_CHOICES[0]);
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // Focus moves into the dialog when it opens and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    first.current?.focus();
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
    const reason = composeReason(choice, words);
    if (!reason) {
      setMissing(true);
      return;
    }
    onReject(reason);
  };

  return (
    <div className={styles.backdrop}>
      <form
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Reject this paper?
        </h2>
        <p className={styles.muted}>{what}</p>
        <fieldset className={styles.choices} disabled={busy}>
          <legend>Why? The student reads this.</legend>
          {REJECT_CHOICES.map((option, index) => (
            <label key={option} className={styles.choice}>
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name="reason"
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option);
                  setMissing(false);
                }}
              />
              {option}
            </label>
          ))}
          <label htmlFor={wordsId} className={styles.label}>
            {choice === 'Other' ? 'Reason (required)' : 'More detail (optional)'}
          </label>
          <textarea
            id={wordsId}
            className={styles.textarea}
            rows={3}
            maxLength={400}
            value={words}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${wordsId}-missing` : undefined}
            onChange={(event) => {
              setWords(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${wordsId}-missing`} className={styles.error}>
              Write the reason the student will read.
            </p>
          ) : null}
        </fieldset>
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
            {busy ? 'Rejecting…' : 'Reject paper'}
          </button>
        </div>
      </form>
    </div>
  );
}
