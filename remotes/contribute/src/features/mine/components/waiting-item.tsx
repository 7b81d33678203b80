import type { OutboxEntry } from '../../../common/queue/outbox';
import page from '../../../common/contribute-page.module.css';
import { PaperTitle } from './paper-title';
import styles from './mine-page.module.css';

export type WaitingItemProps = {
  entry: OutboxEntry;
  /** Tries it now ("Send again"). */
  onSendAgain: (key: string) => void;
  onRemove: (key: string) => void;
};

/**
 * A paper kept on this device: sending, waiting (with why, after a failed try, and Send again) or
 * refused for good (with the reason; Send again, say after signing in again, or Remove).
 */
export function WaitingItem({ entry, onSendAgain, onRemove }: WaitingItemProps) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const sendAgain = (
    <button type="button" className={page.secondary} onClick={() => onSendAgain(entry.key)}>
      Send again
    </button>
  );
  return (
    <li className={styles.item}>
      <PaperTitle details={entry.details} />
      {entry.state === 'sending' ? (
        <div className={styles.state}>
          <span className={`${styles.chip} ${styles.sending}`}>Sending</span>
          <progress
            max={1}
            value={entry.progress}
            aria-label={`Sending ${entry.details.courseCode}`}
          />
        </div>
      ) : entry.state === 'refused' ? (
        <div className={styles.state}>
          <span className={`${styles.chip} ${styles.rejected}`}>Not sent</span>
          <p className={styles.reason}>{entry.refused}</p>
          {sendAgain}
          <button type="button" className={page.secondary} onClick={() => onRemove(entry.key)}>
            Remove from this device
          </button>
        </div>
      ) : (
        <div className={styles.state}>
          <span className={`${styles.chip} ${styles.waiting}`}>
            {offline ? 'Waiting for connection' : 'Waiting to send'}
          </span>
          {entry.waiting && !offline ? (
            <>
              <p className={styles.reason}>{entry.waiting}</p>
              {sendAgain}
            </>
          ) : (
            <p className={styles.meta}>Saved on this device; it is sent by itself.</p>
          )}
        </div>
      )}
    </li>
  );
}
