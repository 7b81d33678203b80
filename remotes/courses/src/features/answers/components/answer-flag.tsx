import { useId, useState } from 'react';
import { FLAG_LABELS, FLAG_REASONS, type FlagReason } from '@vithelper/contracts/answers';
import styles from './answers.module.css';

export type AnswerFlagProps = {
  /** This student's flag, if given (a student flags an answer once). */
  mine: FlagReason | null;
  busy: boolean;
  onFlag: (reason: FlagReason) => Promise<void>;
};

/** "Flag": the reasons a student may give, sent once; after that, which one they gave. */
export function AnswerFlag({ mine, busy, onFlag }: AnswerFlagProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason | null>(null);
  if (mine) {
    return <span className={styles.note}>You flagged this answer: {FLAG_LABELS[mine]}.</span>;
  }
  if (!open) {
    return (
      <button type="button" className={styles.link} disabled={busy} onClick={() => setOpen(true)}>
        Flag
      </button>
    );
  }
  return (
    <fieldset className={styles.flag}>
      <legend id={`${id}-legend`}>Why flag this answer? A moderator will look at it.</legend>
      {FLAG_REASONS.map((value) => (
        <label key={value} className={styles.flagReason}>
          <input
            type="radio"
            name={`${id}-reason`}
            value={value}
            checked={reason === value}
            onChange={() => setReason(value)}
          />
          {FLAG_LABELS[value]}
        </label>
      ))}
      <span className={styles.actions}>
        <button
          type="button"
          className={styles.danger}
          disabled={busy || !reason}
          onClick={() => reason && void onFlag(reason).then(() => setOpen(false))}
        >
          Send flag
        </button>
        <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </span>
    </fieldset>
  );
}
