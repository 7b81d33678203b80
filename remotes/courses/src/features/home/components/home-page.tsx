import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { coursePath } from '@vithelper/contracts/questions/paths';
import { PageFrame } from '@vithelper/ui/page-frame';
import { countLabel } from '../../../common/labels';
import { LoadError } from '../../../common/page-states';
import { loadCourseList } from '../../../common/questions-data';
import { useLoad } from '../../../common/use-load';
import { ReviewLink } from '../../review';
import { SavedQuestions } from '../../saved';
import { useRecentCourses } from '../hooks/use-recent-courses';
import common from '../../../common/questions.module.css';
import styles from './home-page.module.css';

const HEADING = 'Questions';
const INTRO =
  "Every question of each course's papers, with the ones asked again and again first. Pick a course.";

/** /courses: the courses whose papers were cut into questions. */
export function HomePage() {
  const load = useLoad('courses', (signal) => loadCourseList(signal));
  const [query, setQuery] = useState('');
  const search = useId();
  const recent = useRecentCourses(load.state === 'ready' ? load.value : null);
  const all = useMemo(
    () =>
      load.state === 'ready'
        ? [...load.value.courses, ...recent].sort((a, b) => a.code.localeCompare(b.code))
        : [],
    [load, recent],
  );
  const courses = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return all.filter((course) =>
      words.every((word) => `${course.code} ${course.name}`.toLowerCase().includes(word)),
    );
  }, [all, query]);
  if (load.state === 'error') return <LoadError heading={HEADING} message={load.message} />;
  return (
    <PageFrame heading={HEADING} intro={INTRO} before={<ReviewLink />}>
      <SavedQuestions />
      <div className={styles.search}>
        <label htmlFor={search}>Find a course</label>
        <input
          id={search}
          type="search"
          value={query}
          placeholder="Course name or code"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {load.state === 'loading' ? (
        <p role="status" className={common.status}>
          Loading the courses…
        </p>
      ) : courses.length === 0 ? (
        <p role="status" className={common.status}>
          {all.length === 0
            ? 'No course has questions yet.'
            : 'No course matches. Try its code, like CSE2005.'}
        </p>
      ) : (
        <ul className={styles.courses} aria-label="Courses">
          {courses.map((course) => (
            <li key={course.code}>
              <Link className={styles.course} to={coursePath(course.code)}>
                <span className={styles.name}>{course.name}</span>
                <span className={styles.meta}>
                  <span className={styles.code}>{course.code}</span>{' '}
                  {countLabel(course.questions, 'question')} · {course.repeated} asked again
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
