/**
 * The outbox of this browser (IndexedDB through idb-keyval) and what sends it: the shared
 * contribution SDK on the shell's Firebase app. It drains when the section's pages open, when the
 * connection returns and when the student signs in. Exposed to the shell as './outbox': when the
 * site opens on any other page with papers waiting here, the shell loads this module alone and
 * calls keepDraining (shell/src/features/offline/data/contribute-outbox.ts).
 */
import { createStore, del, entries, get, set, update } from 'idb-keyval';
import { checkEmailVerified, getAccount, account$ } from '@vithelper/shared';
import { CONTRIBUTE_OUTBOX } from '@vithelper/contracts/contributions';
import { useObservable } from '@vithelper/shared/use-observable';
import { contributionsReady } from '../data/contributions';
import { createOutbox, type OutboxEntry, type Send } from './outbox';
import type { OutboxStore } from './outbox-store';

/**
 * The outbox's second database (same store name), which the shell never counts: stored records
 * this build cannot read (another build's layout: canary and stable share a device), kept for the
 * build that can, and the send leases where the browser has no Web Locks. Only this section opens
 * it, so its name is not in the shared constants, which are in the shell's first view.
 */
const ASIDE_DATABASE = 'vithelper-contribute-aside';

/** How long an upload keeps retrying before the paper waits for the connection instead. */
const UPLOAD_RETRY_MS = 20_000;

/** idb-keyval over one database, opened on first use. */
function deviceStore(database: string): OutboxStore {
  let idbStore: ReturnType<typeof createStore> | null = null;
  const store = () => (idbStore ??= createStore(database, CONTRIBUTE_OUTBOX.store));
  return {
    entries: () => entries(store()),
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    update: (key, updater) => update(key, updater, store()),
    del: (key) => del(key, store()),
  };
}

export const outbox = createOutbox(
  deviceStore(CONTRIBUTE_OUTBOX.database),
  deviceStore(ASIDE_DATABASE),
);

/** Sends a queued paper with the shell's Firebase app. */
export const sendQueued: Send = async (paper, onProgress) => {
  // An email account last seen unverified may have opened its link since the paper was queued:
  // its token is renewed first, or Storage and the rules refuse the paper for good.
  if (getAccount()?.unverified) await checkEmailVerified();
  const { sdk, handles } = await contributionsReady();
  handles.storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
  return sdk.sendSubmission(handles, {
    uid: paper.uid,
    details: paper.details,
    bytes: paper.bytes,
    pages: paper.pages,
    onProgress,
  });
};

/**
 * Sends what the signed-in student has waiting (a guest's papers wait for their sign-in);
 * `force` also sends those pausing after a failed try (the connection just returned).
 */
export async function drainNow(force = false): Promise<void> {
  const account = getAccount();
  if (account && !account.anonymous) return outbox.drain(account.uid, sendQueued, { force });
  const papers = await outbox.load();
  // Papers wait and the SDK has not said who this is yet: it is needed now, not at the shell's
  // idle moment (the account's arrival drains them, keepDraining).
  if (!account && papers.some((paper) => !paper.refused)) {
    void contributionsReady().catch(() => undefined);
  }
}

/** "Send again" on My contributions: this paper, now. */
export const sendAgain = (key: string): Promise<void> => outbox.sendAgain(key, sendQueued);

let watching = false;
/** Drains now, and again whenever the connection returns or the student signs in. */
export function keepDraining(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void drainNow(true));
  account$.subscribe(() => void drainNow());
  // A paper pausing after a failed try (the 10 s between papers, the limit of 10 in review, a
  // server error) goes once its pause is over: nothing is read or sent before.
  window.setInterval(() => {
    const due = outbox
      .entries()
      .some((entry) => entry.state === 'waiting' && (entry.retryAt ?? 0) <= Date.now());
    if (due) void drainNow();
  }, 15_000);
}

/** The papers waiting on this device, live. */
export const useOutbox = (): OutboxEntry[] => useObservable(outbox.entries$, outbox.entries);
