import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CourseBank } from '@vithelper/contracts/questions';
import { examPlan } from '@vithelper/practice/exam-plan';
import { dayKey } from '@vithelper/practice/morning';
import type { Review } from '@vithelper/practice/review-log';
import {
  daysPractised,
  nextCard,
  practiceCounts,
  stateCache,
  type PracticeCard,
} from '@vithelper/practice/schedule';
import { PageFrame } from '@vithelper/ui/page-frame';
import { bankEntries } from '../../../common/bank-entries';
import { LoadError, Loading, NotFound } from '../../../common/page-states';
import { countLabel } from '../../../common/labels';
import { loadBank } from '../../../common/questions-data';
import { courseBank } from '../../corrections';
import { useLoad } from '../../../common/use-load';
import common from '../../../common/questions.module.css';
import { useExamTimetable } from '../hooks/use-exam-timetable';
import { usePractice } from '../hooks/use-practice';
import { useTimerSetting } from './card-timer';
import { ExamDates } from './exam-dates';
import { PracticeProgress } from './practice-progress';
import { ReviewCard } from './review-card';
import styles from './practice-page.module.css';

/** /courses/:code/practice: the course's questions as spaced-repetition cards. */
export function PracticePage() {
  const { code = '' } = useParams();
  const load = useLoad(code, (signal) => courseBank(code, (course) => loadBank(course, signal)));
  if (load.state === 'loading') return <Loading heading="Practice" />;
  if (load.state === 'error') return <LoadError heading="Practice" message={load.message} />;
  if (!load.value)
    return (
      <NotFound heading="Course not found">
        {`No course with the code “${code.slice(0, 40)}” has questions to practise. Check the address, or pick the course from the list.`}
      </NotFound>
    );
  return <Practice bank={load.value} />;
}

function Practice({ bank }: { bank: CourseBank }) {
  const [rated, setRated] = useState(false);
  const entries = useMemo(() => bankEntries(bank), [bank]);
  const cards = useMemo<PracticeCard[]>(
    () =>
      entries.map((entry, order) => ({
        id: entry.id,
        asked: entry.questions.length,
        order,
        questions: entry.questions.map((question) => question.id),
      })),
    [entries],
  );
  const deck = useMemo(
    () => ({
      code: bank.code,
      name: bank.name.slice(0, 200),
      cards: cards.map((card): [string, string[]] => [card.id, [...card.questions]]),
    }),
    [bank, cards],
  );
  const practice = usePractice(deck);
  const [timed, setTimed] = useTimerSetting();
  const timetable = useExamTimetable();
  const now = Date.now();
  const { data } = practice;
  // After a rating only the rated card is replayed (stateCache): the next card shows at once.
  const replay = useMemo(() => {
    const compute = stateCache();
    return (reviews: readonly Review[]) => compute(cards, reviews);
  }, [cards]);
  const states = useMemo(() => replay(data?.reviews ?? []), [replay, data]);
  const days = useMemo(() => daysPractised(cards, data?.reviews ?? []), [cards, data]);
  const exams = data?.exams.get(bank.code) ?? null;
  const plan = examPlan(exams, now);
  const next = data ? nextCard(states, { now, cram: plan?.cram }) : null;
  const entry = next ? entries[next.card.order] : undefined;
  return (
    <PageFrame
      heading={`Practise ${bank.name}`}
      meta={`${bank.code} · ${countLabel(entries.length, 'question')}`}
      intro="One card per question, the most asked first. Rate how well you knew it and it comes back just before you would forget it. Your practice is kept on this device, and on your account when you are signed in."
      before={
        <Link className={common.back} to={`/courses/${encodeURIComponent(bank.code)}`}>
          ← {bank.code} questions
        </Link>
      }
    >
      {practice.error ? (
        <p role="alert" className={styles.error}>
          {practice.error}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <PracticeProgress counts={practiceCounts(states, now)} days={days} />
          {!data ? (
            <p role="status" className={common.status}>
              Loading your practice…
            </p>
          ) : entry && next ? (
            <ReviewCard
              key={`${next.card.id}:${next.reviews}`}
              course={bank.code}
              timed={timed}
              onTimed={setTimed}
              entry={entry}
              state={next}
              note={data.notes}
              focus={rated}
              onRate={(rating) => {
                setRated(true);
                return practice.rate(next.card.id, rating);
              }}
              onNote={practice.note}
            />
          ) : (
            <div className={styles.done} role="status">
              <p>
                <strong>Done for now.</strong> No card is due; come back later or tomorrow.
              </p>
              <p>
                <Link to={`/courses/${encodeURIComponent(bank.code)}`}>Browse every question</Link>
              </p>
            </div>
          )}
        </div>
        <ExamDates
          // Read once the device's dates are: the form starts from what is kept.
          key={data ? `dates:${exams?.at ?? 0}` : 'loading'}
          course={bank.code}
          exams={exams}
          plan={plan}
          onSave={(dates) => practice.exams(bank.code, dates)}
          timetable={timetable}
          today={dayKey(now)}
        />
      </div>
    </PageFrame>
  );
}
