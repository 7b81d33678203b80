import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { dueInWords } from '@vithelper/practice/due-today';
import { practiceLink } from '@vithelper/practice/morning';
import { readDueToday, type DueToday as Due } from '../data/read-due-today';
import styles from './due-today.module.css';

/** The courses listed by name; the rest are counted in the summary. */
const SHOWN = 3;

export type DueTodayProps = {
  /** The signed-in account's uid, or null for a guest (the device's guest practice). */
  uid: string | null;
  /** The header's account menu, or a page: each says plainly when nothing is due. */
  place: 'menu' | 'page';
  /** Called when a course's link is followed (the account menu closes). */
  onFollow?: () => void;
};

/**
 * "Due today: 12 questions in 2 courses", with a link to each course's practice, the most due
 * first. Says nothing on a device where no course was ever practised.
 */
export function DueToday({ uid, place, onFollow }: DueTodayProps) {
  const [due, setDue] = useState<Due | null>(null);
  useEffect(() => {
    let live = true;
    readDueToday(uid).then(
      (read) => live && setDue(read),
      // An unreadable store is the same as no practice here: the page around it goes on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid]);

  if (!due || due.practised === 0) return null;
  const words = dueInWords(due);
  if (!words)
    return (
      <p
        className={`${styles.due} ${place === 'page' ? styles.page : styles.menu}`}
        data-first-screen="leave-out"
      >
        <strong>Due today:</strong> nothing. Every question you practised is done for today.
      </p>
    );
  return (
    <section
      className={`${styles.due} ${place === 'page' ? styles.page : styles.menu}`}
      aria-label="Practice due today"
      // This device's: never in the first screen's copy (features/first-screen).
      data-first-screen="leave-out"
    >
      <p>
        <strong>Due today:</strong> {words}
      </p>
      <ul className={styles.list}>
        {due.courses.slice(0, SHOWN).map((course) => (
          <li key={course.code}>
            <Link to={practiceLink(course.code)} onClick={onFollow}>
              Practise {course.name} ({course.due})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
