import { Link } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';
import styles from './questions.module.css';

/** While a bank is read: the page's frame with a polite status line. */
export function Loading({ heading }: { heading: string }) {
  return (
    <PageFrame heading={heading}>
      <p role="status" className={styles.status}>
        Loading the questions…
      </p>
    </PageFrame>
  );
}

/** An address that names no course or question (mistyped, tampered, or removed since). */
export function NotFound({ heading, children }: { heading: string; children: string }) {
  return (
    <PageFrame heading={heading}>
      <div className={styles.notice}>
        <p>{children}</p>
        <p>
          <Link to="/courses">See every course with questions</Link>
        </p>
      </div>
    </PageFrame>
  );
}

/** The bank could not be read (offline, a damaged file): said so, with the way to try again. */
export function LoadError({ heading, message }: { heading: string; message: string }) {
  return (
    <PageFrame heading={heading}>
      <div role="alert" className={styles.notice}>
        <p>{message}</p>
        <p>Check your connection and reload the page.</p>
      </div>
    </PageFrame>
  );
}
