/**
 * Papers waiting to be sent, kept on the device (IndexedDB, idb-keyval) until the database has
 * them: a send that was offline or interrupted is not lost, and goes by itself when the
 * connection returns, also after the tab was closed (the section drains it when it loads).
 * One stored value per paper, each read with a schema. A failed send is classified (failures.ts):
 * refused for good keeps its reason and the papers after it still go; a passing failure (the
 * limits, the connection, a server error) waits and is tried again later, with a growing pause.
 * Each paper is sent under its lock (paper-lock.ts): never by two senders at once.
 * What this version cannot read (another build's layout: canary and stable share a device) is
 * moved to the side database, never deleted; a version that reads it moves it back.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { classifyFailure, type Failure } from './failures';
import type { OutboxStore } from './outbox-store';
import { paperLock, type PaperLock } from './paper-lock';
import { KEY_PREFIX, readPaper, sha256Of, type QueuedPaper } from './queued-paper';

/** How a queued paper stands right now, for the pages. */
export type OutboxEntry = Omit<QueuedPaper, 'bytes'> & {
  size: number;
  state: 'waiting' | 'sending' | 'refused';
  /** 0 to 1 while sending. */
  progress: number;
};

/** What a paper the page submits became. */
export type Submitted =
  { kind: 'sent'; id: string } | { kind: 'waiting'; message: string | null; offline: boolean };

/** Sends one paper; resolves with its submission id, rejects with why not (failures.ts). */
export type Send = (paper: QueuedPaper, onProgress: (fraction: number) => void) => Promise<string>;

/** The device can keep nothing (its storage is full or switched off) and there is no connection. */
class NoRoomError extends Error {
  constructor() {
    super(
      'This device has no room to keep the paper until the connection returns (its storage is full or switched off). Your file and details are still here: send it once you are online.',
    );
    this.name = 'NoRoomError';
  }
}

type Outcome =
  | { kind: 'sent'; id: string }
  | { kind: 'busy' | 'gone' }
  | { kind: 'failed'; failure: Failure; error: unknown };

type Options = { lock?: PaperLock; now?: () => number };
/** Which papers a try sends: those due, all waiting ones (the connection returned), or any ("Send again"). */
type Which = 'due' | 'waiting' | 'again';

/**
 * The outbox over `store` (the papers) and `aside` (another database: what this version cannot
 * read, and the locks' leases where the browser has no Web Locks).
 */
export function createOutbox(store: OutboxStore, aside: OutboxStore, options: Options = {}) {
  const now = options.now ?? Date.now;
  const lock = options.lock ?? paperLock(aside);
  const entries$ = new BehaviorSubject<OutboxEntry[]>([]);
  const sending = new Map<string, number>();
  let papers: QueuedPaper[] = [];
  let draining: Promise<void> | null = null;

  const publish = () =>
    entries$.next(
      papers.map(({ bytes, ...rest }) => ({
        ...rest,
        size: bytes.length,
        state: sending.has(rest.key) ? 'sending' : rest.refused ? 'refused' : 'waiting',
        progress: sending.get(rest.key) ?? 0,
      })),
    );
  const progress = (key: string) => (fraction: number) => {
    sending.set(key, fraction);
    publish();
  };
  const replace = (paper: QueuedPaper) => {
    papers = papers.some((p) => p.key === paper.key)
      ? papers.map((p) => (p.key === paper.key ? paper : p))
      : [...papers, paper].sort((a, b) => a.queuedAt - b.queuedAt);
    publish();
  };

  /** Moves a stored value from one database to the other: written there before it goes here. */
  async function move(name: string, value: unknown, from: OutboxStore, to: OutboxStore) {
    try {
      await to.set(name, value);
      await from.del(name);
      return true;
    } catch {
      return false;
    }
  }

  /** Reads the stored papers; what is not one of this version's is put aside, never deleted. */
  async function load(): Promise<QueuedPaper[]> {
    // IndexedDB unavailable (private mode, storage switched off): nothing is kept.
    const stored = await store.entries().catch(() => [] as [IDBValidKey, unknown][]);
    const read: QueuedPaper[] = [];
    for (const [key, value] of stored) {
      const name = String(key);
      const paper = readPaper(name, value);
      if (paper) read.push(paper);
      // Not while the build that wrote it is sending it (it holds the paper's lock).
      else if (name.startsWith(KEY_PREFIX)) {
        await lock(name.slice(KEY_PREFIX.length), () => move(name, value, store, aside));
      } else await move(name, value, store, aside);
    }
    const putAside = await aside.entries().catch(() => [] as [IDBValidKey, unknown][]);
    for (const [key, value] of putAside) {
      const paper = readPaper(String(key), value);
      if (paper && (await move(String(key), value, aside, store))) read.push(paper);
    }
    papers = read.sort((a, b) => a.queuedAt - b.queuedAt);
    publish();
    return papers;
  }

  async function prepare(
    paper: Omit<QueuedPaper, 'key' | 'queuedAt' | 'sha256'>,
  ): Promise<QueuedPaper> {
    const sha256 = await sha256Of(paper.bytes);
    return {
      ...paper,
      key: `${now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      queuedAt: now(),
      ...(sha256 ? { sha256 } : {}),
    };
  }

  /** Stores the paper; false when the device cannot keep it (quota, IndexedDB off). */
  async function keep(paper: QueuedPaper): Promise<boolean> {
    try {
      await store.set(KEY_PREFIX + paper.key, paper);
    } catch {
      return false;
    }
    replace(paper);
    return true;
  }

  /** Queues a paper on the device (offline); rejects with NoRoomError when it cannot be kept. */
  async function add(paper: Omit<QueuedPaper, 'key' | 'queuedAt' | 'sha256'>) {
    const queued = await prepare(paper);
    if (!(await keep(queued))) throw new NoRoomError();
    return queued;
  }

  async function remove(key: string): Promise<void> {
    papers = papers.filter((p) => p.key !== key);
    publish();
    await store.del(KEY_PREFIX + key).catch(() => undefined);
  }

  /** Sends a paper this sender holds the lock of; a failure is kept on the paper. */
  async function sendLocked(paper: QueuedPaper, send: Send): Promise<Outcome> {
    try {
      const id = await send(paper, progress(paper.key));
      await remove(paper.key);
      return { kind: 'sent', id };
    } catch (error) {
      const attempts = (paper.attempts ?? 0) + 1;
      const failure = classifyFailure(error, attempts);
      const { key, uid, details, bytes, pages, fileName, queuedAt, sha256 } = paper;
      const base = { key, uid, details, bytes, pages, fileName, queuedAt, attempts };
      const next: QueuedPaper = {
        ...base,
        ...(sha256 ? { sha256 } : {}),
        ...(failure.kind === 'refused'
          ? { refused: failure.message, refusedAt: now() }
          : { waiting: failure.message, retryAt: now() + failure.retryInMs }),
      };
      replace(next);
      await store.set(KEY_PREFIX + key, next).catch(() => undefined);
      return { kind: 'failed', failure, error };
    }
  }

  /** Sends a stored paper now, unless another sender (tab, page, the shell's drain) has it. */
  async function attempt(key: string, send: Send, which: Which): Promise<Outcome> {
    if (sending.has(key)) return { kind: 'busy' };
    sending.set(key, 0);
    publish();
    try {
      const locked = await lock(key, async (): Promise<Outcome> => {
        // Read again under the lock: another sender may have sent it (or refused it) meanwhile.
        const name = KEY_PREFIX + key;
        const current = await store.get(name).then(
          (value) => readPaper(name, value),
          () => papers.find((p) => p.key === key) ?? null,
        );
        if (!current) {
          papers = papers.filter((p) => p.key !== key);
          return { kind: 'gone' };
        }
        const skip =
          which !== 'again' &&
          (current.refused !== undefined || (which === 'due' && (current.retryAt ?? 0) > now()));
        if (skip) {
          replace(current);
          return { kind: 'busy' };
        }
        return sendLocked(current, send);
      });
      return locked.held ? locked.value : { kind: 'busy' };
    } finally {
      sending.delete(key);
      publish();
    }
  }

  /**
   * The page's send: stored, then sent under its lock. Online, a paper the device cannot keep is
   * sent straight away; offline, it rejects with NoRoomError. A refusal rejects (the page says
   * why; the device does not keep it); a passing failure leaves it waiting here.
   */
  async function submit(
    input: Omit<QueuedPaper, 'key' | 'queuedAt' | 'sha256'>,
    send: Send,
    { online }: { online: boolean },
  ): Promise<Submitted> {
    if (!online) {
      await add(input);
      return { kind: 'waiting', message: null, offline: true };
    }
    const paper = await prepare(input);
    // Claimed before it is stored: the drains of this tab and the others never take it.
    sending.set(paper.key, 0);
    const run = async (): Promise<Outcome> => {
      if (await keep(paper)) return sendLocked(paper, send);
      try {
        return { kind: 'sent', id: await send(paper, progress(paper.key)) };
      } catch (error) {
        return { kind: 'failed', failure: classifyFailure(error, 1), error };
      }
    };
    let outcome: Outcome;
    try {
      const locked = await lock(paper.key, run);
      // Nobody else knows a paper not stored yet: a lock that cannot be taken is not needed.
      outcome = locked.held ? locked.value : await run();
    } finally {
      sending.delete(paper.key);
      publish();
    }
    if (outcome.kind === 'sent') return outcome;
    if (outcome.kind !== 'failed') return { kind: 'waiting', message: null, offline: false };
    const kept = papers.some((p) => p.key === paper.key);
    if (outcome.failure.kind === 'refused') {
      await remove(paper.key);
      throw outcome.error;
    }
    if (!kept) {
      throw new Error(
        'The paper could not be sent (connection or server), and this device has no room to keep it until it can be. Your file and details are still here: send it again in a moment.',
      );
    }
    return { kind: 'waiting', message: outcome.failure.message, offline: false };
  }

  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

  /**
   * Sends every paper of `uid` that is due, oldest first. A paper that must wait does not hold up
   * the others, except for the student's own limits (10 in review, 10 s between papers), which
   * hold them all. `force` tries the waiting ones now (the connection returned).
   */
  function drain(uid: string, send: Send, { force = false } = {}): Promise<void> {
    if (draining) {
      return force
        ? draining.catch(() => undefined).then(() => drain(uid, send, { force }))
        : draining;
    }
    draining = (async () => {
      try {
        await load();
        for (const paper of papers.filter((p) => p.uid === uid && !p.refused)) {
          if (offline()) return;
          if (!force && (paper.retryAt ?? 0) > now()) continue;
          const outcome = await attempt(paper.key, send, force ? 'waiting' : 'due');
          if (outcome.kind === 'failed' && outcome.failure.kind === 'waiting') {
            if (outcome.failure.account) return;
          }
        }
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  /** "Send again": tries a waiting or refused paper now. */
  async function sendAgain(key: string, send: Send): Promise<void> {
    await attempt(key, send, 'again');
  }

  return {
    entries$: entries$ as Observable<OutboxEntry[]>,
    entries: () => entries$.getValue(),
    load,
    add,
    remove,
    submit,
    drain,
    sendAgain,
  };
}
