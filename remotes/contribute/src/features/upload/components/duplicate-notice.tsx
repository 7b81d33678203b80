import { Link } from 'react-router-dom';
import { paperPath } from '@vithelper/contracts/papers';
import type { HashClaim } from '@vithelper/contracts/contributions';
import { EXAM_LABELS } from '@vithelper/contracts/papers';
import styles from './upload-page.module.css';

const MINE = '/contribute/mine';

export type DuplicateNoticeProps = { record: HashClaim };

/**
 * The file is already on the site (its SHA-256 is taken): where it is, for the student. Whether
 * it is theirs comes from the owner record only they may read (lookUpHash's `mine`).
 */
export function DuplicateNotice({ record }: DuplicateNoticeProps) {
  return (
    <div role="alert" className={styles.problem}>
      <strong>This exact file is already on VITHelper.</strong>{' '}
      {record.paperId ? (
        <>
          It is published:{' '}
          <Link to={paperPath({ kind: record.exam, id: record.paperId })}>
            open the {EXAM_LABELS[record.exam]} paper
          </Link>
          .
        </>
      ) : record.mine ? (
        <>
          You sent it already and it is waiting for review:{' '}
          <Link to={MINE}>see My contributions</Link>.
        </>
      ) : (
        <>
          Another student sent it and it is waiting for review; it appears once a moderator
          publishes it.
        </>
      )}
    </div>
  );
}
