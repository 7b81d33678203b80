/**
 * The outbox of this browser (IndexedDB through idb-keyval) and what sends it: the shared
 * contribution SDK on the shell's Firebase app. It drains when the section's pages open, when the
 * connection returns and when the student signs in. Exposed to the shell as './outbox': when the
 * site opens on any other page with papers waiting here, the shell loads this module alone and
 * calls keepDraining (shell/src/features/offline/data/contribute-outbox.ts).
 */
import { createStore, del, entries, set } from 'idb-keyval';
import { contributionsReady, getAccount, account$ } from '@vithelper/shared';
import { CONTRIBUTE_OUTBOX } from '@vithelper/shared/constants';
import { useObservable } from '@vithelper/shared/use-observable';
import { createOutbox, type OutboxEntry, type OutboxStore, type Send } from './outbox';

/** How long an upload keeps retrying before the paper waits for the connection instead. */
const UPLOAD_RETRY_MS = 20_000;

let idbStore: ReturnType<typeof createStore> | null = null;
const store = () => (idbStore ??= createStore(CONTRIBUTE_OUTBOX.database, CONTRIBUTE_OUTBOX.store));

const deviceStore: OutboxStore = {
  entries: () => entries(store()),
  set: (key, value) => set(key, value, store()),
  del: (key) => del(key, store()),
};

export const outbox = createOutbox(deviceStore);

/** Sends a queued paper with the shell's Firebase app. */
export const sendQueued: Send = async (paper, onProgress) => {
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

/** Sends what the signed-in student has waiting (a guest's papers wait for their sign-in). */
export async function drainNow(): Promise<void> {
  const account = getAccount();
  if (account && !account.anonymous) return outbox.drain(account.uid, sendQueued);
  const papers = await outbox.load();
  // Papers wait and the SDK has not said who this is yet: it is needed now, not at the shell's
  // idle moment (the account's arrival drains them, keepDraining).
  if (!account && papers.some((paper) => !paper.refused)) {
    void contributionsReady().catch(() => undefined);
  }
}

let watching = false;
/** Drains now, and again whenever the connection returns or the student signs in. */
export function keepDraining(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void drainNow());
  account$.subscribe(() => void drainNow());
  // A paper held back by the 10 s between papers goes on the next round.
  window.setInterval(() => {
    if (outbox.entries().some((entry) => entry.state === 'waiting')) void drainNow();
  }, 15_000);
}

/** The papers waiting on this device, live. */
export const useOutbox = (): OutboxEntry[] => useObservable(outbox.entries$, outbox.entries);
