import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EXAM_KINDS, EXAM_LABELS, isExamKind, viewerPath } from '@vithelper/contracts/papers/paths';
import type { CourseBank } from '@vithelper/contracts/questions';
import { questionPath } from '@vithelper/contracts/questions/paths';
import { PageFrame } from '@vithelper/ui/page-frame';
import { bankEntries, filterEntries, type BankFilter } from '../../../common/bank-entries';
import { askedLabel, countLabel, marksLabel, paperLabels } from '../../../common/labels';
import { LoadError, Loading, NotFound } from '../../../common/page-states';
import { loadBank } from '../../../common/questions-data';
import { useLoad } from '../../../common/use-load';
import { QuestionRegion } from '../../region';
import { courseBank, useCorrectedBank } from '../../corrections';
import common from '../../../common/questions.module.css';
import styles from './bank-page.module.css';

/** /courses/:code: every question of a course's papers, the repeated ones together, most asked first. */
export function BankPage() {
  const { code = '' } = useParams();
  const load = useLoad(code, (signal) => courseBank(code, (course) => loadBank(course, signal)));
  if (load.state === 'loading') return <Loading heading="Course questions" />;
  if (load.state === 'error')
    return <LoadError heading="Course questions" message={load.message} />;
  if (!load.value)
    return (
      <NotFound heading="Course not found">
        {`No course with the code “${code.slice(0, 40)}” has questions here. Check the address, or pick the course from the list.`}
      </NotFound>
    );
  return <Bank bank={load.value} />;
}

/** Entries drawn in the first render, then in steps after it: a big course has 2 000. */
const FIRST_ENTRIES = 30;
const MORE_ENTRIES = 150;

/**
 * How many of `count` entries to draw: the first screen's at once, the rest a step at a time in
 * transitions after it, so a big course's questions show as fast as a small one's and the page
 * stays answering while the rest are added (bench/questions/bank-view.ts measures it).
 */
function useGrowingCount(count: number): number {
  const [limit, setLimit] = useState(FIRST_ENTRIES);
  useEffect(() => {
    if (limit >= count) return undefined;
    const timer = setTimeout(() => startTransition(() => setLimit(limit + MORE_ENTRIES)), 0);
    return () => clearTimeout(timer);
  }, [limit, count]);
  return Math.min(limit, count);
}

function Bank({ bank: built }: { bank: CourseBank }) {
  const { bank } = useCorrectedBank(built);
  const entries = useMemo(() => bankEntries(bank), [bank]);
  const [filter, setFilter] = useState<BankFilter>({ kind: '', marks: null, query: '' });
  const shown = useMemo(() => filterEntries(entries, filter), [entries, filter]);
  const drawn = useGrowingCount(shown.length);
  const marks = useMemo(
    () =>
      [...new Set(bank.questions.flatMap((q) => (q.marks === null ? [] : [q.marks])))].sort(
        (a, b) => a - b,
      ),
    [bank],
  );
  const whole = bank.papers.filter((paper) => !paper.cut);
  const labels = useMemo(() => paperLabels(bank), [bank]);
  const repeated = entries.filter((entry) => entry.questions.length > 1).length;
  const ids = { search: useId(), kind: useId(), marks: useId() };
  return (
    <PageFrame
      heading={`${bank.name} questions`}
      meta={`${bank.code} · ${countLabel(bank.papers.length, 'paper')} · ${countLabel(bank.questions.length, 'question')} · ${repeated} asked more than once`}
      intro="Every question of this course's papers. A question asked again in later papers is listed once, with each paper that asked it; the most asked come first."
      before={
        <Link className={common.back} to="/courses">
          ← All courses
        </Link>
      }
    >
      <Link className={styles.practise} to={`/courses/${encodeURIComponent(bank.code)}/practice`}>
        Practise these questions
      </Link>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={ids.search}>Search the questions</label>
          <input
            id={ids.search}
            type="search"
            value={filter.query}
            placeholder="e.g. deadlock"
            onChange={(event) => setFilter({ ...filter, query: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>Exam</label>
          <select
            id={ids.kind}
            value={filter.kind}
            onChange={(event) =>
              setFilter({
                ...filter,
                kind: isExamKind(event.target.value) ? event.target.value : '',
              })
            }
          >
            <option value="">All exams</option>
            {EXAM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {EXAM_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.marks}>Marks</label>
          <select
            id={ids.marks}
            value={filter.marks ?? ''}
            onChange={(event) =>
              setFilter({
                ...filter,
                marks: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          >
            <option value="">Any marks</option>
            {marks.map((value) => (
              <option key={value} value={value}>
                {marksLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className={styles.count} role="status">
        {shown.length === entries.length
          ? countLabel(entries.length, 'question')
          : `${shown.length} of ${countLabel(entries.length, 'question')}`}
      </p>
      {shown.length === 0 ? (
        <p className={common.status}>
          No question matches. Clear the search or choose another exam.
        </p>
      ) : (
        <ol className={styles.list} aria-label={`Questions of ${bank.code}`}>
          {shown.slice(0, drawn).map((entry) => {
            const latest = entry.questions[entry.questions.length - 1]!;
            const marks = marksLabel(latest.marks);
            return (
              <li key={entry.id} className={styles.entry}>
                <p className={common.asked}>
                  <strong>{askedLabel(entry.questions.length)}</strong>
                  {' · '}
                  {entry.questions.map((q) => labels.get(q.paper)).join(', ')}
                </p>
                <QuestionRegion question={latest} />
                <div className={styles.foot}>
                  {marks ? <span className={common.marks}>{marks}</span> : null}
                  {entry.topics.length > 0 ? (
                    <ul className={common.tags} aria-label="Topic">
                      {entry.topics.map((word) => (
                        <li key={word} className={common.tag}>
                          {word}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link
                    className={styles.open}
                    to={`${questionPath(latest.id)}?course=${encodeURIComponent(bank.code)}`}
                  >
                    Question {latest.number}, {labels.get(latest.paper)}
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {whole.length > 0 ? (
        <section className={styles.whole} aria-labelledby={`${ids.search}-whole`}>
          <h2 id={`${ids.search}-whole`}>Papers not cut into questions</h2>
          <p className={common.status}>
            Their questions could not be found, so they are here as whole papers.
          </p>
          <ul>
            {whole.map((paper) => (
              <li key={paper.id}>
                <Link to={viewerPath(paper.kind, paper.id)}>{labels.get(paper.id)} paper</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  );
}
