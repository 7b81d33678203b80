import type { QueuedAnswer } from '../data/answer-outbox';
import styles from './answers.module.css';

export type QueuedAnswersProps = {
  queued: QueuedAnswer[];
  onDiscard: (id: string) => void;
};

/** This question's answers waiting on the device (../data/answer-outbox.ts), shown as typed. */
export function QueuedAnswers({ queued, onDiscard }: QueuedAnswersProps) {
  if (!queued.length) return null;
  return (
    <ul className={styles.queue} aria-label="Waiting to post">
      {queued.map((entry) => (
        <li key={entry.id} className={styles.queued}>
          {entry.refused ? (
            <p className={styles.problem} role="alert">
              Not posted: {entry.refused}
            </p>
          ) : (
            <p className={styles.queuedStatus} role="status">
              Queued — will post when you’re back online
            </p>
          )}
          <div className={`${styles.body} ${styles.plain}`}>{entry.body}</div>
          {entry.refused ? (
            <button type="button" className={styles.link} onClick={() => onDiscard(entry.id)}>
              Discard
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
