import { useState } from 'react';
import { ModerationDialog } from './moderation-dialog';
import { ReasonField } from './reason-field';

type ReasonDialogProps = {
  title: string;
  /** What it is about, e.g. "CSE2005 Operating Systems (CAT-1, C1)". */
  what: string;
  /** What the moderator's words are for (the reporters read them). */
  label: string;
  required: boolean;
  confirm: string;
  busy: boolean;
  /** Set when the write was refused; the dialog stays open with it. */
  problem: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks a moderator for the reason the reporters will read: dismissing a report, removing a paper. */
export function ReasonDialog({
  title,
  what,
  label,
  required,
  confirm,
  busy,
  problem,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);

  const confirmReason = () => {
    const reason = words.trim().replace(/\s+/g, ' ');
    if (required && !reason) {
      setMissing(true);
      return;
    }
    onConfirm(reason);
  };

  return (
    <ModerationDialog
      title={title}
      what={what}
      confirm={confirm}
      tone="danger"
      waiting={busy}
      problem={problem}
      onConfirm={confirmReason}
      onCancel={onCancel}
    >
      <ReasonField
        label={`${label}${required ? ' (required)' : ' (optional)'}`}
        value={words}
        missing={missing ? 'Write the reason the students who reported it will read.' : null}
        disabled={busy}
        onChange={(value) => {
          setWords(value);
          setMissing(false);
        }}
      />
    </ModerationDialog>
  );
}
