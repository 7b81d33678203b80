import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '@vithelper/ui/dialog';
import frame from '@vithelper/ui/dialog.module.css';
import styles from './moderate.module.css';

type ModerationDialogProps = {
  title: string;
  /** What it is about, e.g. "CSE2005 Operating Systems (CAT-1, C1)". */
  what: string;
  /** The confirming button's words, e.g. "Reject paper", or "Rejecting…" while it is saved. */
  confirm: string;
  /** Removing, refusing or dismissing is confirmed in red; replacing a file in navy. */
  tone: 'danger' | 'primary';
  /** The confirming button waits (the write is under way, or a field is still being checked). */
  waiting: boolean;
  /** Set when the write was refused; the dialog stays open with it. */
  problem: string | null;
  /** Enter or the confirming button: the dialog's fields check themselves before calling on. */
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog's own fields; the first of them has the focus when it opens. */
  children: ReactNode;
};

/**
 * Every moderator's dialog (reject a paper, dismiss reports, remove to trash, replace a file):
 * ui's Dialog (on the page's body, focus in and back out, Escape) as a form, with Cancel, the
 * confirming button and the refused write said in place.
 */
export function ModerationDialog({
  title,
  what,
  confirm,
  tone,
  waiting,
  problem,
  onConfirm,
  onCancel,
  children,
}: ModerationDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };

  return (
    <Dialog title={title} onClose={onCancel} onSubmit={submit}>
      <p className={frame.about}>{what}</p>
      {children}
      {problem ? (
        <p role="alert" className={frame.error}>
          {problem}
        </p>
      ) : null}
      <div className={frame.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className={tone === 'danger' ? styles.confirmDanger : styles.primary}
          disabled={waiting}
        >
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}
