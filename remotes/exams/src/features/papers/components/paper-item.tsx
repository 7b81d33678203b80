import { memo } from 'react';
import type { Paper } from '@vithelper/shared';
import { PdfNotice } from '../../pdf/components/pdf-notice';
import type { PdfState } from '../../pdf/hooks/use-open-pdf';
import { paperSlotLabel } from '../data/paper-text';
import styles from './paper-item.module.css';

export type PaperItemProps = {
  paper: Paper;
  /** A row in the CAT lists, a card in the FAT grid. */
  variant: 'row' | 'card';
  pdf: PdfState | null;
  onOpen: (paper: Paper) => void;
};

/** One paper: the whole item is the button that opens its PDF. Kept to a few elements for long lists. */
export const PaperItem = memo(function PaperItem({ paper, variant, pdf, onOpen }: PaperItemProps) {
  const [course, code] = paper.name;
  const slot = paperSlotLabel(paper);
  const opening = pdf?.status === 'opening';
  return (
    <div className={variant === 'card' ? styles.card : styles.row}>
      <button
        type="button"
        className={styles.open}
        aria-label={`Open ${course} paper (${code}, ${slot})`}
        aria-disabled={opening || undefined}
        onClick={() => {
          if (!opening) onOpen(paper);
        }}
      >
        <span className={styles.name}>{course}</span>
        <span className={styles.meta}>
          <span className={styles.code}>{code}</span>
          <span>{slot}</span>
        </span>
        <span className={styles.action} aria-hidden="true">
          Open PDF
        </span>
      </button>
      <PdfNotice state={pdf} />
    </div>
  );
});
