import { Link } from 'react-router-dom';
import type { BankQuestion } from '@vithelper/contracts/questions';
import { questionPath } from '@vithelper/contracts/questions/paths';
import { paperAtPage } from '../../../common/labels';
import styles from './practice-page.module.css';

export type AnswerSlotProps = { question: BankQuestion };

/**
 * What "Show answer" shows. No answers are kept with the questions yet: the paper at its page and
 * the question's own page, where one can be written. An answer, once there is one, goes here.
 */
export function AnswerSlot({ question }: AnswerSlotProps) {
  return (
    <div className={styles.answer}>
      <p>
        No answer yet — <Link to={paperAtPage(question)}>open the paper</Link> at page{' '}
        {question.page}.
      </p>
      <p>
        <Link to={questionPath(question.id)}>Write one</Link>
      </p>
    </div>
  );
}
