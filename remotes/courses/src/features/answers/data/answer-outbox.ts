/**
 * Answers waiting to be posted, kept on this device until the database has them, as the
 * contribute section's outbox keeps papers (remotes/contribute/src/common/queue/outbox.ts): the
 * answer is written here first, then sent; a send that was offline or interrupted, or a reload
 * before it went, loses nothing, and it goes by itself when the connection returns (the answers
 * section drains the outbox whenever it opens and whenever the database connects).
 * Each answer's id is chosen when it is queued, so a send that reached the database before the
 * page heard back is recognised, never posted twice. One list per account (localStorage: an
 * answer is at most 20 000 characters, and a device keeps only its own few).
 */
import { ANSWER_ID } from '@vithelper/contracts/answers';

export type QueuedAnswer = {
  /** The answer's id, chosen on the device (a push id's alphabet and length). */
  id: string;
  question: string;
  course: string;
  body: string;
  queuedAt: number;
  /** Why the last send was refused, for the student; absent while it simply waits. */
  refused?: string;
};

const key = (uid: string) => `vithelper:answer-outbox:${uid}`;
const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** A new answer id the rules take (ANSWER_ID): 20 random characters of the push ids' alphabet. */
export function newAnswerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => ALPHABET[byte % 64]).join('');
}

function isQueued(value: unknown): value is QueuedAnswer {
  const entry = value as Partial<QueuedAnswer> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    ANSWER_ID.test(entry.id) &&
    typeof entry.question === 'string' &&
    typeof entry.course === 'string' &&
    typeof entry.body === 'string' &&
    typeof entry.queuedAt === 'number'
  );
}

/** The account's queued answers, oldest first; what does not parse is left out. */
export function readOutbox(uid: string): QueuedAnswer[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key(uid)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeOutbox(uid: string, list: QueuedAnswer[]): void {
  if (list.length) window.localStorage.setItem(key(uid), JSON.stringify(list));
  else window.localStorage.removeItem(key(uid));
}

/** Keeps an answer on the device; false when the device can keep nothing (storage full or off). */
export function queueAnswer(uid: string, entry: QueuedAnswer): boolean {
  try {
    writeOutbox(uid, [...readOutbox(uid).filter((queued) => queued.id !== entry.id), entry]);
    return true;
  } catch {
    return false;
  }
}

/** Changes or (with null) removes one queued answer. */
export function settleAnswer(uid: string, id: string, next: QueuedAnswer | null): void {
  try {
    writeOutbox(
      uid,
      readOutbox(uid).flatMap((queued) => (queued.id !== id ? [queued] : next ? [next] : [])),
    );
  } catch {
    // The device cannot write: the answer stays as it was, and is tried again.
  }
}
