/**
 * The signed-in student's inbox for the shell's header (docs/feedback.md): inbox-sdk's
 * watchInbox and markRead with the page's Firebase handles. The inbox code is fetched through
 * the SDK's own chunk (loadInboxSdk), so neither it nor the database code it shares with the
 * SDK is part of the first view or split into a file of its own.
 */
import { firebaseReady } from './firebase';
import type { InboxState } from './inbox-sdk';

export type { InboxState };

async function inboxSdk() {
  const { sdk, handles } = await firebaseReady();
  return { handles, module: await sdk.loadInboxSdk() };
}

/** Follows the inbox once the SDK is there; returns the unsubscribe function at once. */
export function watchMyInbox(uid: string, onChange: (state: InboxState) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void inboxSdk().then(({ handles, module }) => {
    if (!stopped) stop = module.watchInbox(handles.db, uid, onChange);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Marks items read on this device at once; the database hears when it can be reached. */
export async function markInboxRead(uid: string, ids: readonly string[]): Promise<void> {
  const { handles, module } = await inboxSdk();
  await module.markRead(handles.db, uid, ids);
}
