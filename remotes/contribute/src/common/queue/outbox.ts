/**
 * Papers waiting to be sent, kept on the device (IndexedDB, idb-keyval) until the database has
 * them: a send that was offline or interrupted is not lost, and goes by itself when the
 * connection returns, also after the tab was closed (the section drains it when it loads).
 * One stored value per paper, each read with a schema: one unreadable entry is dropped, the
 * others still go.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import * as z from 'zod/mini';
import { paperDetailsSchema, type PaperDetails } from '@vithelper/shared/contributions';

export type QueuedPaper = {
  key: string;
  uid: string;
  details: PaperDetails;
  bytes: Uint8Array;
  pages: number;
  fileName: string;
  queuedAt: number;
  /** The file's SHA-256 (hex): My contributions hides the copy on the device once the database lists it. */
  sha256?: string;
  /** Why the database refused it (a duplicate, the limits): it is not sent again by itself. */
  refused?: string;
};

/** How a queued paper stands right now, for the pages. */
export type OutboxEntry = Omit<QueuedPaper, 'bytes'> & {
  size: number;
  state: 'waiting' | 'sending' | 'refused';
  /** 0 to 1 while sending. */
  progress: number;
};

/** The part of idb-keyval the outbox uses: a keyed store of values (tests pass a Map-backed one). */
export type OutboxStore = {
  entries: () => Promise<[IDBValidKey, unknown][]>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
};

const queuedSchema = z.object({
  key: z.string(),
  uid: z.string().check(z.minLength(1)),
  details: paperDetailsSchema,
  bytes: z.instanceof(Uint8Array),
  pages: z.number(),
  fileName: z.string(),
  queuedAt: z.number(),
  sha256: z.optional(z.string()),
  refused: z.optional(z.string()),
});

/** Sends one paper; resolves with its submission id. Errors with `reason` other than
 * 'upload-failed' are the database's refusal (kept with its message, not retried). */
export type Send = (paper: QueuedPaper, onProgress: (fraction: number) => void) => Promise<string>;

const KEY_PREFIX = 'paper:';

/** SHA-256 as hex (Web Crypto), or undefined where there is none. */
async function sha256Of(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

export function createOutbox(store: OutboxStore) {
  const entries$ = new BehaviorSubject<OutboxEntry[]>([]);
  const sending = new Map<string, number>();
  let papers: QueuedPaper[] = [];
  let draining: Promise<void> | null = null;

  const publish = () =>
    entries$.next(
      papers.map(({ bytes, ...rest }) => ({
        ...rest,
        size: bytes.length,
        state: rest.refused ? 'refused' : sending.has(rest.key) ? 'sending' : 'waiting',
        progress: sending.get(rest.key) ?? 0,
      })),
    );

  /** Reads the stored papers; entries that are not papers are deleted, never thrown. */
  async function load(): Promise<QueuedPaper[]> {
    let stored: [IDBValidKey, unknown][] = [];
    try {
      stored = await store.entries();
    } catch {
      // IndexedDB unavailable (private mode, storage switched off): nothing is kept.
      stored = [];
    }
    const read: QueuedPaper[] = [];
    for (const [key, value] of stored) {
      const parsed = queuedSchema.safeParse(value);
      if (parsed.success && key === KEY_PREFIX + parsed.data.key) read.push(parsed.data);
      else await store.del(String(key)).catch(() => undefined);
    }
    papers = read.sort((a, b) => a.queuedAt - b.queuedAt);
    publish();
    return papers;
  }

  async function add(
    paper: Omit<QueuedPaper, 'key' | 'queuedAt' | 'sha256'>,
  ): Promise<QueuedPaper> {
    const sha256 = await sha256Of(paper.bytes);
    const queued: QueuedPaper = {
      ...paper,
      key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      queuedAt: Date.now(),
      ...(sha256 ? { sha256 } : {}),
    };
    papers = [...papers.filter((p) => p.key !== queued.key), queued];
    publish();
    await store.set(KEY_PREFIX + queued.key, queued);
    return queued;
  }

  async function remove(key: string): Promise<void> {
    papers = papers.filter((p) => p.key !== key);
    publish();
    await store.del(KEY_PREFIX + key).catch(() => undefined);
  }

  async function markRefused(paper: QueuedPaper, message: string): Promise<void> {
    const refused = { ...paper, refused: message };
    papers = papers.map((p) => (p.key === paper.key ? refused : p));
    publish();
    await store.set(KEY_PREFIX + paper.key, refused).catch(() => undefined);
  }

  /**
   * Sends one paper now. Resolves with the submission id, or null when it stays queued
   * (offline, interrupted); rejects with the database's refusal, which is then kept.
   */
  async function sendOne(paper: QueuedPaper, send: Send): Promise<string | null> {
    sending.set(paper.key, 0);
    publish();
    try {
      const id = await send(paper, (fraction) => {
        sending.set(paper.key, fraction);
        publish();
      });
      sending.delete(paper.key);
      await remove(paper.key);
      return id;
    } catch (error) {
      sending.delete(paper.key);
      const reason = (error as { reason?: string }).reason;
      if (reason && reason !== 'upload-failed' && reason !== 'too-soon') {
        await markRefused(paper, (error as Error).message);
        throw error;
      }
      publish();
      if (reason === 'too-soon') throw error;
      return null;
    }
  }

  /** Sends every paper of `uid` still waiting, oldest first; stops at the first that stays queued. */
  function drain(uid: string, send: Send): Promise<void> {
    draining ??= (async () => {
      try {
        await load();
        for (const paper of papers.filter((p) => p.uid === uid && !p.refused)) {
          if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
          try {
            if ((await sendOne(paper, send)) === null) return;
          } catch (error) {
            // The 10 s between papers: the next drain (the timer below) sends it.
            if ((error as { reason?: string }).reason === 'too-soon') return;
          }
        }
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  return {
    entries$: entries$ as Observable<OutboxEntry[]>,
    entries: () => entries$.getValue(),
    load,
    add,
    remove,
    sendOne,
    drain,
  };
}
