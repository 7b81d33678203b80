import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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
 * on the page's body, focus in and back out, Escape and Cancel, the refused write said in place.
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
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // Focus moves into the dialog when it opens and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };

  // On the page's body: above the site's header, which the section's content sits under.
  return createPortal(
    <div className={frame.backdrop}>
      <form
        ref={form}
        className={frame.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
      >
        <h2 id={titleId} className={frame.title}>
          {title}
        </h2>
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
      </form>
    </div>,
    document.body,
  );
}
