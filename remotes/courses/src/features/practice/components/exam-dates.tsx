import { useId, useState } from 'react';
import { EXAM_LABELS } from '@vithelper/contracts/papers/paths';
import type { StoredExams } from '@vithelper/contracts/practice';
import { CRAM_DAYS } from '@vithelper/practice/schedule';
import type { ExamPlan } from '@vithelper/practice/exam-plan';
import styles from './practice-page.module.css';

type Dates = Pick<StoredExams, 'cat1' | 'cat2' | 'fat'>;
export type ExamDatesProps = {
  course: string;
  exams: Dates | null;
  plan: ExamPlan | null;
  onSave: (dates: Dates) => Promise<void>;
};

const KINDS = ['cat1', 'cat2', 'fat'] as const;

/** "Friday 12 December" */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

function planNote(plan: ExamPlan | null): string {
  if (!plan)
    return `Set the date of your next exam: in the ${CRAM_DAYS} days before it, the most asked questions you don't know yet come first.`;
  const when =
    plan.daysLeft === 0 ? 'today' : plan.daysLeft === 1 ? 'tomorrow' : `in ${plan.daysLeft} days`;
  return plan.cram
    ? `Cramming for ${EXAM_LABELS[plan.kind]} ${when} (${dayLabel(plan.date)}): the most asked questions you don't know yet come first, with no daily limit on new ones.`
    : `${EXAM_LABELS[plan.kind]} is ${when}. Cramming starts ${CRAM_DAYS} days before it.`;
}

/** The course's exam dates, which turn cramming on before each and off after. */
export function ExamDates({ course, exams, plan, onSave }: ExamDatesProps) {
  const ids = { cat1: useId(), cat2: useId(), fat: useId() };
  const [dates, setDates] = useState<Dates>(exams ?? {});
  const [saved, setSaved] = useState('');
  return (
    <aside className={styles.exams} aria-labelledby={`${ids.cat1}-h`}>
      <h2 id={`${ids.cat1}-h`}>Exam dates</h2>
      <p className={styles.cram} role="status">
        {planNote(plan)}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave(dates).then(() => setSaved(`Dates saved for ${course}.`));
        }}
      >
        <div className={styles.dates}>
          {KINDS.map((kind) => (
            <div key={kind} className={styles.field}>
              <label htmlFor={ids[kind]}>{EXAM_LABELS[kind]}</label>
              <input
                id={ids[kind]}
                type="date"
                value={dates[kind] ?? ''}
                onChange={(event) => {
                  setDates({ ...dates, [kind]: event.target.value || undefined });
                  setSaved('');
                }}
              />
            </div>
          ))}
        </div>
        <div className={styles.noteFoot}>
          <button type="submit" className={styles.secondary}>
            Save dates
          </button>
          <span className={styles.saved}>{saved}</span>
        </div>
      </form>
    </aside>
  );
}
