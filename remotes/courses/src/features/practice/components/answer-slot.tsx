import { Link } from 'react-router-dom';
import type { BankQuestion } from '@vithelper/contracts/questions';
import { questionPath } from '@vithelper/contracts/questions/paths';
import { paperAtPage } from '../../../common/labels';
import { BestAnswer, type AnswersFound } from '../../answers';
import styles from './practice-page.module.css';

export type AnswerSlotProps = { question: BankQuestion; course: string };

/**
 * What "Show answer" shows: the question's official, verified or best voted answer
 * (../../answers), then the paper at the question's page and the question's own page, with all
 * its answers or where one can be written.
 */
export function AnswerSlot({ question, course }: AnswerSlotProps) {
  const page = `${questionPath(question.id)}?course=${encodeURIComponent(course)}`;
  const links = (found: AnswersFound) => {
    const known = typeof found === 'object';
    const none = known && found.answers === 0 && !found.official;
    const paper = (
      <Link to={paperAtPage(question)}>{none ? 'open the paper' : 'Open the paper'}</Link>
    );
    return (
      <div className={styles.answer}>
        {found === 'loading' ? <p role="status">Loading the answers…</p> : null}
        {found === 'failed' ? (
          <p role="status">The answers could not be read: you may be offline.</p>
        ) : null}
        <p>
          {none ? 'No answer yet — ' : null}
          {paper} at page {question.page}.
        </p>
        <p>
          {known && found.answers > 0 ? (
            <Link to={page}>All answers ({found.answers})</Link>
          ) : known ? (
            <Link to={page}>Write one</Link>
          ) : (
            <Link to={page}>Open the question</Link>
          )}
        </p>
      </div>
    );
  };
  return (
    <BestAnswer question={question.id} paper={{ exam: question.kind, id: question.paper }}>
      {links}
    </BestAnswer>
  );
}
