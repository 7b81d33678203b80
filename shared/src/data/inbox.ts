/**
 * The signed-in student's inbox for the shell's header (docs/feedback.md): feedback-sdk's
 * watchInbox and markRead with the page's Firebase handles. Only the header's lazily loaded
 * inbox imports this, so neither it nor firebase/database is part of the first view.
 */
import { firebaseReady } from './firebase';
import { markRead, watchInbox, type InboxState } from './feedback-sdk';

export type { InboxState };

/** Follows the inbox once the SDK is there; returns the unsubscribe function at once. */
export function watchMyInbox(uid: string, onChange: (state: InboxState) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void firebaseReady().then(({ handles }) => {
    if (!stopped) stop = watchInbox(handles.db, uid, onChange);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Marks items read on this device at once; the database hears when it can be reached. */
export async function markInboxRead(uid: string, ids: readonly string[]): Promise<void> {
  const { handles } = await firebaseReady();
  await markRead(handles.db, uid, ids);
}
