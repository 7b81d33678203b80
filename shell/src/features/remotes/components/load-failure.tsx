import { describeLoadError } from '../data/describe-load-error';
import button from '../../../common/components/button.module.css';
import styles from './load-failure.module.css';

export type LoadFailureProps = {
  section: string;
  error: unknown;
  onRetry: () => void;
};

export function LoadFailure({ section, error, onRetry }: LoadFailureProps) {
  const { name, kind, detail } = describeLoadError(error);
  return (
    <section className={styles.failure} role="alert" aria-labelledby="vh-failure-title">
      <h1 id="vh-failure-title">The {section} section could not be loaded</h1>
      <p className={styles.kind}>
        {name} — {kind}
      </p>
      <p>
        The rest of VITHelper still works. Check your connection, then try again; nothing you typed
        is lost.
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.button} onClick={onRetry}>
          Try again
        </button>
        {/* After a new release an open tab may ask for files that are gone: a reload gets the current ones. */}
        <button
          type="button"
          className={`${button.button} ${button.quiet}`}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
      <details className={styles.detail}>
        <summary>Technical details</summary>
        <code>{detail}</code>
      </details>
    </section>
  );
}
