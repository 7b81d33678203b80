import { memo } from 'react';
import { paperPdfPath, type ExamKind, type Paper } from '@vithelper/contracts/papers';
import { paperRef, toggleSavedPaper } from '@vithelper/device/saved-papers';
import { paperCacheKey } from '../../../common/data/paper-file';
import styles from './save-toggle.module.css';

export type SaveToggleProps = {
  kind: ExamKind;
  paper: Paper;
  /** Whether the paper is saved now (useSavedPaperIds: one subscription for a whole list). */
  saved: boolean;
};

/** One toggle: saves the paper in "Saved papers" and keeps its PDF on this device for offline reading. */
export const SaveToggle = memo(function SaveToggle({ kind, paper, saved }: SaveToggleProps) {
  return (
    <button
      type="button"
      className={saved ? `${styles.toggle} ${styles.on}` : styles.toggle}
      aria-pressed={saved}
      aria-label="Save paper"
      onClick={() => {
        if (toggleSavedPaper(paperRef(kind, paper))) {
          // Fetched at once, so the paper opens offline even if it was never opened. The keeping
          // code (and the PDF's address lookup) comes with the first Save, not with the list: a list's
          // first visit has no room.
          void Promise.all([
            import(/* webpackChunkName: "pdf-cache" */ '@vithelper/device/pdf-cache'),
            import(/* webpackChunkName: "paper-files" */ '@vithelper/paper-files'),
          ])
            .then(([{ loadPdfBytes }, { getPdfUrl }]) =>
              loadPdfBytes(paperCacheKey(kind, paper.id), () => getPdfUrl(paperPdfPath(paper))),
            )
            .catch(() => undefined);
          // Its course's questions too, so the question pages its hits open work offline.
          void import(/* webpackChunkName: "question-banks" */ '@vithelper/device/question-banks')
            .then(({ keepCourseBank }) => keepCourseBank(paper.name[1]))
            .catch(() => undefined);
        }
      }}
    >
      {/* Heard as "Save paper" and its pressed state; the star and word are for the eye. */}
      <span className={styles.face} aria-hidden="true">
        <span className={styles.star}>{saved ? '★' : '☆'}</span>
        <span className={styles.word}>{saved ? 'Saved' : 'Save'}</span>
      </span>
    </button>
  );
});
