import { Link } from 'react-router-dom';
import styles from './moderate.module.css';

/** What a moderator's last action did, with a link to where it shows. */
export type Notice = {
  kind: 'done' | 'problem';
  text: string;
  link?: { to: string; label: string };
};

type NoticeLineProps = { notice: Notice | null };

/** Above a tab's list, read out as it changes. */
export function NoticeLine({ notice }: NoticeLineProps) {
  return (
    <div className={styles.notices} role="status" aria-live="polite">
      {notice ? (
        <p className={notice.kind === 'done' ? styles.done : styles.problem}>
          {notice.text}
          {notice.link ? (
            <>
              {' '}
              <Link to={notice.link.to}>{notice.link.label}</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
