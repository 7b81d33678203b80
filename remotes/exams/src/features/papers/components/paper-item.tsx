import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ExamKind, Paper } from '@vithelper/contracts/papers';
import { coursePath } from '@vithelper/contracts/questions/paths';
import { SaveToggle } from '../../saved';
import { paperSlotLabel, paperYearLabel } from '../data/paper-text';
import styles from './paper-item.module.css';

export type PaperItemProps = {
  kind: ExamKind;
  paper: Paper;
  /** A row in the CAT lists, a card in the FAT grid. */
  variant: 'row' | 'card';
  /** Whether the paper is saved (the list's one subscription, not one per row). */
  saved: boolean;
  onOpen: (paper: Paper) => void;
};

/**
 * One paper: the item is the button that opens it in the viewer, with its Save toggle and a link
 * to its course's questions beside it (never in it: a button holds no link). Kept to a few
 * elements for long lists.
 */
export const PaperItem = memo(function PaperItem({
  kind,
  paper,
  variant,
  saved,
  onOpen,
}: PaperItemProps) {
  const [course, code] = paper.name;
  const slot = paperSlotLabel(paper);
  const year = paperYearLabel(paper);
  return (
    <div className={variant === 'card' ? styles.card : styles.row}>
      {/* Named by its visible text (course, code, slot, year, "Open PDF"), so speech and sight agree. */}
      <button type="button" className={styles.open} onClick={() => onOpen(paper)}>
        <span className={styles.name}>{course}</span>{' '}
        <span className={styles.meta}>
          <span className={styles.code}>{code}</span> <span>{slot}</span>
          {year ? (
            <>
              {' '}
              <span className={styles.year}>{year}</span>
            </>
          ) : null}
        </span>{' '}
        <span className={styles.action}>Open PDF</span>
      </button>
      <span className={styles.save}>
        <SaveToggle kind={kind} paper={paper} saved={saved} />
      </span>
      {/* A short word to see, the course named to speech (as in the viewer). */}
      <Link
        className={styles.questions}
        to={coursePath(code)}
        aria-label={`All questions of ${code}`}
      >
        Questions
      </Link>
    </div>
  );
});
