import { INTERVIEW_QUESTIONS } from '../data/interview-questions';
import styles from './info-box.module.css';

/** The tips box of the placements home page. */
export function InterviewQuestionsBox() {
  return (
    <section aria-labelledby="faq-companies-heading" className={styles.box}>
      <h2 id="faq-companies-heading" className={styles.heading}>
        Frequently asked questions by companies
      </h2>
      <p className={styles.lead}>Have a clear, honest answer ready for each of these.</p>
      <ol className={styles.questions}>
        {INTERVIEW_QUESTIONS.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
    </section>
  );
}
