import { useEffect, useState } from 'react';
import type { StoredAnswers } from '../data/answer-list';
import { answersSdk } from '../data/answers';
import { online } from '../data/online';

/**
 * A question's stored answers, kept live (watchAnswers in ../data/answers-sdk.ts): null until they
 * arrive; `failed` when the read fails, and, with `patienceMs`, at once offline or when nothing
 * has arrived by then (a database that never answers).
 */
export function useStoredAnswers(
  question: string,
  patienceMs?: number,
): { stored: StoredAnswers | null; failed: boolean } {
  const [stored, setStored] = useState<StoredAnswers | null>(null);
  const [failed, setFailed] = useState(() => patienceMs !== undefined && !online());
  useEffect(() => {
    setStored(null);
    const patient = patienceMs !== undefined;
    setFailed(patient && !online());
    if (patient && !online()) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    let arrived = false;
    const fail = () => live && setFailed(true);
    const timer = patient ? setTimeout(() => !arrived && fail(), patienceMs) : undefined;
    answersSdk()
      .then(({ db, sdk }) => {
        if (!live) return;
        stop = sdk.watchAnswers(
          db,
          question,
          (next) => {
            arrived = true;
            setFailed(false);
            setStored(next);
          },
          fail,
        );
      })
      .catch(fail);
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [question, patienceMs]);
  return { stored, failed };
}
