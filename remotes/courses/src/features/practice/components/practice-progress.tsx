import type { PracticeCounts } from '@vithelper/practice/schedule';
import { countLabel } from '../../../common/labels';
import styles from './practice-page.module.css';

export type PracticeProgressProps = {
  counts: PracticeCounts;
  /** On how many days the course was practised (daysPractised). */
  days: number;
};

/**
 * The course's cards: due today, new, learning and known, the repeated questions known, and the
 * days practised.
 */
export function PracticeProgress({ counts, days }: PracticeProgressProps) {
  const { repeated } = counts;
  const total = counts.new + counts.learning + counts.known;
  return (
    <section className={styles.progress} aria-label="Progress">
      <dl className={styles.counts}>
        <div>
          <dt>Due today</dt>
          <dd>{counts.dueToday}</dd>
        </div>
        <div>
          <dt>New</dt>
          <dd>{counts.new}</dd>
        </div>
        <div>
          <dt>Learning</dt>
          <dd>{counts.learning}</dd>
        </div>
        <div>
          <dt>Known</dt>
          <dd>{counts.known}</dd>
        </div>
      </dl>
      <progress
        className={styles.bar}
        max={Math.max(total, 1)}
        value={counts.known}
        aria-label={`${counts.known} of ${countLabel(total, 'question')} known`}
      />
      {repeated.total > 0 ? (
        <p className={styles.repeated}>
          {repeated.known} of {countLabel(repeated.total, 'question')} asked twice or more known
        </p>
      ) : null}
      <p className={styles.repeated}>
        {days === 0 ? 'Not practised yet' : `Practised on ${countLabel(days, 'day')}`}
      </p>
    </section>
  );
}
