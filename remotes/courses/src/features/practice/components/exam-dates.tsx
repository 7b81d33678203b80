import { useId, useState } from 'react';
import { EXAM_LABELS } from '@vithelper/contracts/papers/paths';
import type { ExamTimetable, StoredExams } from '@vithelper/contracts/practice';
import { CRAM_DAYS } from '@vithelper/practice/schedule';
import type { ExamPlan } from '@vithelper/practice/exam-plan';
import { timetableSlots } from '../data/exam-timetable';
import styles from './practice-page.module.css';

type Dates = Pick<StoredExams, 'cat1' | 'cat2' | 'fat'>;
export type ExamDatesProps = {
  course: string;
  exams: Dates | null;
  plan: ExamPlan | null;
  onSave: (dates: Dates) => Promise<void>;
  /** The institute's timetable, when one is read: the dates are suggested from it. */
  timetable?: ExamTimetable | null;
  /** Today as 2026-11-30 (the device's calendar): a timetable with no day from today on is past. */
  today: string;
};

const KINDS = ['cat1', 'cat2', 'fat'] as const;

/** "Mon 25 Jan" */
const shortDay = (date: string) =>
  new Date(`${date}T00:00`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

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
export function ExamDates({ course, exams, plan, onSave, timetable, today }: ExamDatesProps) {
  const ids = { cat1: useId(), cat2: useId(), fat: useId(), slot: useId() };
  const [dates, setDates] = useState<Dates>(exams ?? {});
  const [saved, setSaved] = useState('');
  const [slot, setSlot] = useState('');
  const slots = timetableSlots(timetable ?? null, today);
  const fill = () => {
    const found = KINDS.flatMap((kind) => {
      const day = timetable?.[kind]?.[slot];
      return day ? [[kind, day] as const] : [];
    });
    setDates({ ...dates, ...Object.fromEntries(found) });
    setSaved(
      found.length === 0
        ? `The timetable has no exam of slot ${slot}.`
        : `${found.map(([kind, day]) => `${EXAM_LABELS[kind]} ${shortDay(day)}`).join(', ')} filled in from slot ${slot}: save them to keep them.`,
    );
  };
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
        {timetable && slots.length > 0 ? (
          <div className={styles.fromTimetable}>
            <div className={styles.field}>
              <label htmlFor={ids.slot}>Your slot in the {timetable.term} timetable</label>
              <select
                id={ids.slot}
                value={slot}
                onChange={(event) => {
                  setSlot(event.target.value);
                  setSaved('');
                }}
              >
                <option value="">Choose your slot</option>
                {slots.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={styles.secondary} disabled={!slot} onClick={fill}>
              Use its dates
            </button>
          </div>
        ) : null}
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
          <span className={styles.saved} aria-live="polite">
            {saved}
          </span>
        </div>
      </form>
    </aside>
  );
}
