import { useId, useState } from 'react';
import { PRACTICE_LIMITS } from '@vithelper/contracts/practice';
import styles from './practice-page.module.css';

export type QuestionNoteProps = { kept: string; onSave: (text: string) => Promise<void> };

/** The student's private note on a question: kept on the device and their account only. */
export function QuestionNote({ kept, onSave }: QuestionNoteProps) {
  const id = useId();
  const [text, setText] = useState(kept);
  const [saved, setSaved] = useState('');
  const changed = text.trim() !== kept;
  return (
    <form
      className={styles.note}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(text).then(() => setSaved(text.trim() ? 'Note saved.' : 'Note removed.'));
      }}
    >
      <label htmlFor={id}>Your note (only you see it)</label>
      <textarea
        id={id}
        rows={2}
        maxLength={PRACTICE_LIMITS.maxNote}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSaved('');
        }}
      />
      <div className={styles.noteFoot}>
        <button type="submit" className={styles.secondary} disabled={!changed}>
          Save note
        </button>
        <span role="status" className={styles.saved}>
          {saved}
        </span>
      </div>
    </form>
  );
}
