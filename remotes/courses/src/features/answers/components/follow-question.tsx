import { useEffect, useState } from 'react';
import { answersSdk } from '../data/answers';
import styles from './answers.module.css';

export type FollowQuestionProps = {
  question: string;
  /** The signed-in student's uid, or null for a guest (asked to sign in on a press). */
  uid: string | null;
  /** Whether the question has answers yet: with none, following it is asking for one. */
  answered: boolean;
  /**
   * The student behind the press, after the checks every write has (signed in, online, verified);
   * null when a guest was asked to sign in.
   */
  writer: () => Promise<{ uid: string } | null>;
};

/**
 * "Follow" (or "Ask for an answer" while there is none): the student is told in their inbox when
 * the question gets a new answer (docs/answers.md, "Told when it matters"). Answering it follows it
 * too.
 */
export function FollowQuestion({ question, uid, answered, writer }: FollowQuestionProps) {
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setFollowing(null);
    if (!uid) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    answersSdk()
      .then(({ db, sdk }) => {
        if (live) stop = sdk.watchFollowing(db, question, uid, setFollowing);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [question, uid]);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      // The writer's refusals (offline, not verified) are already in words for the student.
      const student = await writer();
      if (!student) return;
      const { db, sdk } = await answersSdk();
      await sdk.setFollowing(db, question, student.uid, !following).catch(() => {
        throw new Error('That did not go through. Check your connection and try again.');
      });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const on = uid !== null && following === true;
  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={on ? styles.secondary : styles.primary}
        disabled={busy || (uid !== null && following === null)}
        onClick={() => void toggle()}
      >
        {on
          ? answered
            ? 'Stop following'
            : 'Stop asking'
          : answered
            ? 'Follow'
            : 'Ask for an answer'}
      </button>
      <p className={styles.note}>
        {on
          ? answered
            ? 'You follow this question: you are told in your inbox when it gets a new answer.'
            : 'You asked for an answer: you are told in your inbox when one comes.'
          : answered
            ? 'Follow to be told in your inbox of new answers.'
            : 'Ask, and you are told in your inbox when someone answers.'}
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
