import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { EXAM_LABELS } from '@vithelper/contracts/papers';
import styles from './mine-page.module.css';

export type PaperTitleProps = {
  details: Pick<SubmissionEntry, 'exam' | 'courseCode' | 'courseName' | 'slot'>;
};

/** A paper's course, exam and slot, as My contributions lists it. */
export function PaperTitle({ details }: PaperTitleProps) {
  return (
    <div className={styles.title}>
      <h3>
        {details.courseCode} · {details.courseName}
      </h3>
      <p>
        {EXAM_LABELS[details.exam]} · Slot {details.slot}
      </p>
    </div>
  );
}
