import { useState } from 'react';
import frame from '@vithelper/ui/dialog.module.css';
import { composeReason, REJECT_CHOICES, type RejectChoice } from '../data/reasons';
import { ModerationDialog } from './moderation-dialog';
import { ReasonField } from './reason-field';

type RejectDialogProps = {
  /** What is being rejected, e.g. "CSE2005 Operating Systems (CAT-1, A1)". */
  what: string;
  busy: boolean;
  /** Set when the rejection was refused; the dialog stays open with it. */
  problem: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why a paper is rejected: one of the usual reasons, and words of the moderator's own. */
export function RejectDialog({ what, busy, problem, onReject, onCancel }: RejectDialogProps) {
  const [choice, setChoice] = useState<RejectChoice>(REJECT_CHOICES[0]);
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);

  const confirmReason = () => {
    const reason = composeReason(choice, words);
    if (!reason) {
      setMissing(true);
      return;
    }
    onReject(reason);
  };

  return (
    <ModerationDialog
      title="Reject this paper?"
      what={what}
      confirm={busy ? 'Rejecting…' : 'Reject paper'}
      tone="danger"
      waiting={busy}
      problem={problem}
      onConfirm={confirmReason}
      onCancel={onCancel}
    >
      <fieldset className={frame.choices} disabled={busy}>
        <legend>Why? The student reads this.</legend>
        {REJECT_CHOICES.map((option) => (
          <label key={option} className={frame.choice}>
            <input
              type="radio"
              name="reason"
              value={option}
              checked={choice === option}
              onChange={() => {
                setChoice(option);
                setMissing(false);
              }}
            />
            {option}
          </label>
        ))}
        <div className={frame.field}>
          <ReasonField
            label={choice === 'Other' ? 'Reason (required)' : 'More detail (optional)'}
            value={words}
            missing={missing ? 'Write the reason the student will read.' : null}
            onChange={(value) => {
              setWords(value);
              setMissing(false);
            }}
          />
        </div>
      </fieldset>
    </ModerationDialog>
  );
}
