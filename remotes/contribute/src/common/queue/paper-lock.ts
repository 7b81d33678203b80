/**
 * One sender per paper: the upload page, the shell's background drain and a second tab all read
 * the same outbox, and each would otherwise upload the same paper at once (one of the two uploads
 * left orphaned in Storage). Where the browser has the Web Locks API, a paper's lock is
 * `navigator.locks` (released by the browser when a tab dies); elsewhere it is a lease in IndexedDB
 * that the sender renews while it sends and that expires when the tab is gone.
 */
import * as z from 'zod/mini';
import type { OutboxStore } from './outbox-store';

/** Runs `run` holding the paper's lock, or does not run it when someone else holds it. */
export type PaperLock = <T>(
  key: string,
  run: () => Promise<T>,
) => Promise<{ held: true; value: T } | { held: false }>;

/** The part of the Web Locks API (`navigator.locks`) used here. */
export type WebLocks = {
  request: (
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>;
};

const LOCK_PREFIX = 'vithelper-contribute-outbox:';

export function webLock(locks: WebLocks): PaperLock {
  return <T>(key: string, run: () => Promise<T>) =>
    locks.request(LOCK_PREFIX + key, { ifAvailable: true }, async (lock) =>
      lock ? { held: true, value: await run() } : { held: false },
    ) as Promise<{ held: true; value: T } | { held: false }>;
}

/** How long a lease holds without being renewed (a closed tab's lease lapses after this). */
export const LEASE_MS = 60_000;
const LEASE_PREFIX = 'lease:';
const leaseSchema = z.object({ owner: z.string(), until: z.number() });

/** Leases kept in `store` (the outbox's side database), for browsers without Web Locks. */
export function leaseLock(store: OutboxStore, now: () => number = Date.now): PaperLock {
  const owner = `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const ours = (value: unknown) => leaseSchema.safeParse(value).data?.owner === owner;
  const fresh = () => ({ owner, until: now() + LEASE_MS });
  return async (key, run) => {
    const leaseKey = LEASE_PREFIX + key;
    try {
      // One transaction reads and writes: of two tabs, the second sees the first's lease.
      await store.update(leaseKey, (old) => {
        const lease = leaseSchema.safeParse(old);
        return lease.success && lease.data.owner !== owner && lease.data.until > now()
          ? old
          : fresh();
      });
      if (!ours(await store.get(leaseKey))) return { held: false };
    } catch {
      return { held: false };
    }
    const renew = setInterval(() => {
      void store.update(leaseKey, (old) => (ours(old) ? fresh() : old)).catch(() => undefined);
    }, LEASE_MS / 3);
    try {
      return { held: true, value: await run() };
    } finally {
      clearInterval(renew);
      if (ours(await store.get(leaseKey).catch(() => undefined))) {
        await store.del(leaseKey).catch(() => undefined);
      }
    }
  };
}

/** The browser's Web Locks where there are some, else leases in `store`. */
export function paperLock(
  store: OutboxStore,
  locks: WebLocks | undefined = (globalThis.navigator as { locks?: WebLocks } | undefined)?.locks,
): PaperLock {
  return locks ? webLock(locks) : leaseLock(store);
}
