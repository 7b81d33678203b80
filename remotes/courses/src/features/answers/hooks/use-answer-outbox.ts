import { useCallback, useEffect, useState } from 'react';
import {
  newAnswerId,
  queueAnswer,
  readOutbox,
  settleAnswer,
  type QueuedAnswer,
} from '../data/answer-outbox';
import { answersSdk } from '../data/answers';
import { online } from '../data/online';

/** How long a post waits for the database before the form lets go (the answer stays queued). */
const PATIENCE_MS = 8_000;

let draining: Promise<void> | null = null;

/** Words for a send the limits or the rules refused; null for a failed connection. */
function refusalOf(error: unknown): string | null {
  if ((error as { reason?: unknown }).reason === true) return (error as Error).message;
  if (/permission/i.test(String((error as { message?: unknown }).message ?? '')))
    return 'The database refused this answer. Check it and post it again, or discard it.';
  return null;
}

/** Sends the account's queued answers in order, one drain at a time; refusals are kept. */
function drain(uid: string, onChange: () => void): Promise<void> {
  draining ??= (async () => {
    try {
      for (const queued of readOutbox(uid)) {
        if (!online()) return;
        const { db, sdk } = await answersSdk();
        try {
          if (!(await sdk.isPosted(db, uid, queued.question, queued.id))) {
            await sdk.postAnswer(db, uid, queued.question, queued.course, queued.body, queued.id);
          }
          settleAnswer(uid, queued.id, null);
        } catch (error) {
          const refusal = refusalOf(error);
          // Anything else is the connection: the answer waits for the next one, unchanged.
          if (refusal === null) return;
          settleAnswer(uid, queued.id, { ...queued, refused: refusal });
        }
        onChange();
      }
    } finally {
      draining = null;
    }
  })();
  return draining;
}

export type AnswerOutbox = {
  /** This question's answers waiting on the device. */
  queued: QueuedAnswer[];
  /**
   * Keeps the answer on the device, then sends it: resolves once it is posted or queued (offline,
   * or the database slow to answer); a refusal of this answer is thrown, and it leaves the queue
   * (the form keeps the text).
   */
  post: (uid: string, course: string, body: string) => Promise<void>;
  discard: (id: string) => void;
};

/** The answers waiting on this device (../data/answer-outbox.ts) for a question, sent by themselves. */
export function useAnswerOutbox(question: string, uid: string | null): AnswerOutbox {
  const [all, setAll] = useState<QueuedAnswer[]>(() => (uid ? readOutbox(uid) : []));
  const refresh = useCallback(() => setAll(uid ? readOutbox(uid) : []), [uid]);

  useEffect(() => {
    refresh();
    if (!uid) return undefined;
    const kick = () => {
      if (readOutbox(uid).length) void drain(uid, refresh).then(refresh);
    };
    let stop: (() => void) | null = null;
    let live = true;
    answersSdk()
      .then(({ db, sdk }) => {
        if (live) stop = sdk.watchConnected(db, kick);
      })
      .catch(() => undefined);
    window.addEventListener('online', kick);
    kick();
    return () => {
      live = false;
      stop?.();
      window.removeEventListener('online', kick);
    };
  }, [uid, refresh]);

  const post = useCallback(
    async (writer: string, course: string, body: string) => {
      const entry: QueuedAnswer = {
        id: newAnswerId(),
        question,
        course,
        body,
        queuedAt: Date.now(),
      };
      if (!queueAnswer(writer, entry)) {
        if (!online())
          throw new Error(
            'You are offline and this device has no room to keep your answer. Your draft is kept: post it once connected.',
          );
        const { db, sdk } = await answersSdk();
        await sdk.postAnswer(db, writer, question, course, body, entry.id);
        return;
      }
      refresh();
      if (!online()) return;
      const mine = () => readOutbox(writer).find((queued) => queued.id === entry.id);
      // A drain already under way may have read the outbox before this answer was in it.
      const send = async () => {
        await drain(writer, refresh);
        if (mine() && !mine()?.refused) await drain(writer, refresh);
      };
      await Promise.race([send(), new Promise((resolve) => setTimeout(resolve, PATIENCE_MS))]);
      const refused = mine()?.refused;
      if (refused) {
        settleAnswer(writer, entry.id, null);
        refresh();
        throw Object.assign(new Error(refused), { reason: true });
      }
    },
    [question, refresh],
  );

  const discard = useCallback(
    (id: string) => {
      if (uid) settleAnswer(uid, id, null);
      refresh();
    },
    [uid, refresh],
  );

  return { queued: all.filter((entry) => entry.question === question), post, discard };
}
