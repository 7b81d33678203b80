import type { PdfState } from '../hooks/use-open-pdf';
import styles from './pdf-notice.module.css';

export type PdfNoticeProps = {
  state: PdfState | null;
};

/** "Opening…" while the document is looked up, a clear message if it cannot be opened. */
export function PdfNotice({ state }: PdfNoticeProps) {
  if (!state) return null;
  if (state.status === 'opening') {
    return (
      <p className={styles.opening} role="status">
        Opening…
      </p>
    );
  }
  return (
    <p className={styles.failed} role="alert">
      {state.message}
    </p>
  );
}
