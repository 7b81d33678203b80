import { Link } from 'react-router-dom';
import styles from './contribute-prompt.module.css';

/** Under every paper list: where to send a paper the site does not have yet. */
export function ContributePrompt() {
  return (
    <section className={styles.prompt} aria-labelledby="exams-contribute-title">
      <div>
        <h2 id="exams-contribute-title" className={styles.title}>
          Have a paper we don&apos;t?
        </h2>
        <p className={styles.text}>
          Send it to VITHelper and share it with everyone preparing for the same exam.
        </p>
      </div>
      <Link className={styles.link} to="/contribute">
        Send a paper
      </Link>
    </section>
  );
}
