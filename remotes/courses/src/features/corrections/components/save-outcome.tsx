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
