import type { Save } from '../hooks/use-save';
import styles from './corrections.module.css';

/** What a form's save said: a refusal is an alert, success a status. */
export function SaveOutcome({ save }: { save: Save }) {
  if (!save.outcome) return <p role="status" className={styles.hint} />;
  return save.outcome.ok ? (
    <p role="status" className={styles.done}>
      {save.outcome.message}
    </p>
  ) : (
    <p role="alert" className={styles.error}>
      {save.outcome.message}
    </p>
  );
}

/**
 * A form's one action: its submit button (or, with `onClick`, a plain button), "Saving…" and
 * disabled while the save runs.
 */
export function SaveButton({
  save,
  label,
  onClick,
}: {
  save: Save;
  label: string;
  onClick?: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button
        className={styles.button}
        type={onClick ? 'button' : 'submit'}
        disabled={save.busy}
        onClick={onClick}
      >
        {save.busy ? 'Saving…' : label}
      </button>
    </div>
  );
}
