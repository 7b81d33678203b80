import { useState } from 'react';
import { Link } from 'react-router-dom';
import { questionPath } from '@vithelper/contracts/questions/paths';
import { unsaveQuestion, useSavedQuestions } from '../data/saved-questions';
import styles from './saved.module.css';

/** How many saved questions show before "Show all". */
const FIRST = 5;

/**
 * "Saved questions" on /courses: the questions this device saved, newest first, each a link to its
 * page (with its course, so a question only the database knows opens too) and a way to take it
 * out. Nothing is shown while none is saved.
 */
export function SavedQuestions() {
  const saved = useSavedQuestions();
  const [all, setAll] = useState(false);
  if (saved.length === 0) return null;
  const shown = all ? saved : saved.slice(0, FIRST);
  return (
    <section className={styles.section} aria-labelledby="saved-questions">
      <h2 id="saved-questions">Saved questions</h2>
      <ul className={styles.list}>
        {shown.map((question) => (
          <li key={question.id} className={styles.item}>
            <div className={styles.body}>
              <Link
                className={styles.link}
                to={`${questionPath(question.id)}?course=${encodeURIComponent(question.course)}`}
              >
                <span className={styles.course}>{question.course}</span>{' '}
                <span className={styles.label}>{question.label}</span>
              </Link>
              <p className={styles.text}>{question.text}</p>
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove ${question.course} ${question.label} from saved questions`}
              onClick={() => {
                try {
                  unsaveQuestion(question.id);
                } catch {
                  // Storage that keeps nothing kept nothing to remove.
                }
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {saved.length > FIRST && (
        <button type="button" className={styles.more} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${saved.length} saved questions`}
        </button>
      )}
    </section>
  );
}
