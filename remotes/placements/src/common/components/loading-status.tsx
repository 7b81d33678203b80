import styles from './loading-status.module.css';

/** Shown while the start-up load of the lists has not finished (useCollection gives null). */
export function LoadingStatus() {
  return (
    <p role="status" className={styles.status}>
      Loading…
    </p>
  );
}
