import { describeRaw } from '@vithelper/contracts/common';
import type { UnreadableSubmission } from '@vithelper/contracts/contributions';
import styles from './mine-page.module.css';

export type UnreadableItemProps = { item: UnreadableSubmission };

const field = (raw: unknown, name: string): unknown =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[name] : undefined;

/**
 * A paper the student sent under older, looser rules, whose stored details the app no longer
 * accepts: still listed, so it does not vanish, with where it is and any moderator's reason.
 */
export function UnreadableItem({ item }: UnreadableItemProps) {
  const status = field(item.raw, 'status');
  const reason = field(item.raw, 'reason');
  const code = field(item.raw, 'courseCode');
  return (
    <li className={styles.item}>
      <div className={styles.title}>
        <h3>{typeof code === 'string' ? describeRaw(code, 40) : 'A paper you sent'}</h3>
        <p>Its details were stored in a form the site no longer accepts.</p>
      </div>
      <div className={styles.state}>
        {status === 'rejected' ? (
          <>
            <span className={`${styles.chip} ${styles.rejected}`}>Rejected</span>
            <p className={styles.reason}>
              Moderator's reason: {reason === undefined ? 'none given' : describeRaw(reason, 500)}
            </p>
          </>
        ) : status === 'pending' ? (
          <span className={`${styles.chip} ${styles.pending}`}>Pending review</span>
        ) : (
          <span className={styles.chip}>{describeRaw(status ?? 'Unknown', 40)}</span>
        )}
      </div>
    </li>
  );
}
