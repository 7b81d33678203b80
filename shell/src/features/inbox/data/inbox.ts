/**
 * The signed-in student's inbox for the shell's header (docs/feedback.md): inbox-sdk's
 * watchInbox and markRead on the session's database. The inbox code is its own chunk, fetched
 * once a signed-in student is known: not part of the first view.
 */
import { databaseReady } from '@vithelper/shared';
import type { InboxState } from './inbox-sdk';

export type { InboxState };

async function inboxSdk() {
  const [db, module] = await Promise.all([
    databaseReady(),
    import(/* webpackChunkName: "inbox-sdk" */ './inbox-sdk'),
  ]);
  return { db, module };
}

/** Follows the inbox once the SDK is there; returns the unsubscribe function at once. */
export function watchMyInbox(uid: string, onChange: (state: InboxState) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void inboxSdk().then(({ db, module }) => {
    if (!stopped) stop = module.watchInbox(db, uid, onChange);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Marks items read on this device at once; the database hears when it can be reached. */
export async function markInboxRead(uid: string, ids: readonly string[]): Promise<void> {
  const { db, module } = await inboxSdk();
  await module.markRead(db, uid, ids);
}
