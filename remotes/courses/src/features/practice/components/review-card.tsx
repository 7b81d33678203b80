import { useEffect, useRef, useState } from 'react';
import type { PracticeRating } from '@vithelper/contracts/practice';
import { previewDue, type CardState } from '@vithelper/practice/schedule';
import type { BankEntry } from '../../../common/bank-entries';
import { askedLabel, marksLabel } from '../../../common/labels';
import { QuestionRegion } from '../../region';
import common from '../../../common/questions.module.css';
import type { LocalNote } from '../data/practice-store';
import { AnswerSlot } from './answer-slot';
import { CardTimer } from './card-timer';
import { QuestionNote } from './question-note';
import styles from './practice-page.module.css';

export type ReviewCardProps = {
  /** The course's code: the question's link names it (a question only the database has). */
  course: string;
  /** Whether the student times each card (useTimerSetting), and turning it on or off. */
  timed: boolean;
  onTimed: (on: boolean) => void;
  entry: BankEntry;
  state: CardState;
  note: Map<string, LocalNote>;
  /** Whether the card takes the focus (after a rating: the next card is where the student is). */
  focus: boolean;
  onRate: (rating: PracticeRating) => Promise<void>;
  onNote: (questionId: string, text: string) => Promise<void>;
};

const RATINGS: { rating: PracticeRating; label: string; key: string }[] = [
  { rating: 'again', label: 'Again', key: '1' },
  { rating: 'hard', label: 'Hard', key: '2' },
  { rating: 'good', label: 'Good', key: '3' },
  { rating: 'easy', label: 'Easy', key: '4' },
];

/** "in 10 min", "in 3 days": when a rating would bring the card back. */
function interval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  return days < 60 ? `${days} ${days === 1 ? 'day' : 'days'}` : `${Math.round(days / 30)} months`;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** One card: the question as its latest paper printed it, then its answer and the four ratings. */
export function ReviewCard({
  course,
  timed,
  onTimed,
  entry,
  state,
  note,
  focus,
  onRate,
  onNote,
}: ReviewCardProps) {
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const firstRating = useRef<HTMLButtonElement>(null);
  const question = entry.questions[entry.questions.length - 1]!;
  const marks = marksLabel(question.marks);
  const now = Date.now();
  const due = previewDue(state, now);

  const rate = (rating: PracticeRating) => {
    if (busy) return;
    setBusy(true);
    void onRate(rating).finally(() => setBusy(false));
  };

  useEffect(() => {
    if (focus) showButton.current?.focus();
  }, [focus]);
  useEffect(() => {
    if (shown) firstRating.current?.focus();
  }, [shown]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!shown || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const choice = RATINGS.find((each) => each.key === event.key);
      if (!choice) return;
      event.preventDefault();
      rate(choice.rating);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <article className={styles.card} aria-label="Question to practise">
      <div className={styles.cardTop}>
        <p className={common.asked}>
          <strong>{askedLabel(entry.questions.length)}</strong>
          {state.status === 'new' ? ' · New' : state.status === 'learning' ? ' · Learning' : ''}
        </p>
        <span className={styles.timing}>
          {timed ? <CardTimer running={!shown} /> : null}
          <label className={styles.timerSwitch}>
            <input
              type="checkbox"
              checked={timed}
              onChange={(event) => onTimed(event.target.checked)}
            />
            Time each card
          </label>
        </span>
      </div>
      <QuestionRegion key={`region:${question.id}`} question={question} />
      {marks ? <span className={common.marks}>{marks}</span> : null}
      {!shown ? (
        <button
          ref={showButton}
          type="button"
          className={styles.primary}
          onClick={() => setShown(true)}
        >
          Show answer
        </button>
      ) : (
        <>
          <AnswerSlot question={question} course={course} />
          <fieldset className={styles.ratings}>
            <legend>How well did you know it?</legend>
            {RATINGS.map(({ rating, label, key }, index) => (
              <button
                key={rating}
                ref={index === 0 ? firstRating : undefined}
                type="button"
                className={styles.rating}
                data-rating={rating}
                disabled={busy}
                aria-keyshortcuts={key}
                onClick={() => rate(rating)}
              >
                <span className={styles.ratingLabel}>{label}</span>
                <span className={styles.ratingHint}>{interval(due[rating] - now)}</span>
              </button>
            ))}
          </fieldset>
          <p className={styles.keys}>Keys 1–4 rate: Again, Hard, Good, Easy.</p>
        </>
      )}
      <QuestionNote
        key={`note:${question.id}`}
        kept={note.get(question.id)?.text ?? ''}
        onSave={(text) => onNote(question.id, text)}
      />
    </article>
  );
}
