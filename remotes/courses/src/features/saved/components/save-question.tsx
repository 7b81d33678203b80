import { useState } from 'react';
import type { FollowOnSave } from '../../answers';
import {
  readSavedQuestions,
  saveQuestion,
  unsaveQuestion,
  useSavedQuestions,
  type SavedQuestion,
} from '../data/saved-questions';
import styles from './saved.module.css';

export type SaveQuestionProps = {
  question: SavedQuestion;
  /** Follows the question for the signed-in student, quietly; never throws. */
  follow: (id: string) => Promise<FollowOnSave>;
};

const SAVED: Record<FollowOnSave, string> = {
  followed: 'Saved, and you follow it: new answers come to your inbox.',
  guest: 'Saved on this device. Sign in to be told when it gets new answers.',
  unverified:
    'Saved on this device. Open the link in the email we sent you to be told of new answers.',
  'not-followed':
    'Saved on this device. Following it did not go through: press Follow below once connected.',
};

/**
 * "Save question": keeps the question in the list /courses shows (on this device) and follows it,
 * so its new answers reach the student's inbox. Taking it out of the list leaves following as it
 * is: the Follow button under the answers stops that.
 */
export function SaveQuestion({ question, follow }: SaveQuestionProps) {
  const saved = useSavedQuestions().some((entry) => entry.id === question.id);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function toggle() {
    setProblem(null);
    setNote(null);
    const wasSaved = readSavedQuestions().some((entry) => entry.id === question.id);
    try {
      if (wasSaved) {
        unsaveQuestion(question.id);
        setNote('Taken out of your saved questions.');
        return;
      }
      saveQuestion(question);
    } catch (error) {
      setProblem(`${wasSaved ? 'Not taken out' : 'Not saved'}: ${(error as Error).message}`);
      return;
    }
    setNote('Saved on this device.');
    const outcome = await follow(question.id);
    // Taken out again while following went on: that press's words stay.
    if (readSavedQuestions().some((entry) => entry.id === question.id)) setNote(SAVED[outcome]);
  }

  return (
    <div className={styles.save}>
      <button
        type="button"
        className={saved ? styles.saved : styles.unsaved}
        aria-pressed={saved}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? 'Saved' : 'Save question'}
      </button>
      <p className={styles.note} role="status">
        {note}
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
