import { useCallback, useEffect, useState } from 'react';
import type { CourseBank } from '@vithelper/contracts/questions';
import type { CorrectedBank, StoredCourseCorrections } from '../data/correct-bank';
import { correctionsReady } from '../data/corrections-ready';

export type CorrectedView = {
  /** The bank with the stored corrections applied once they are read; the built bank before. */
  bank: CourseBank;
  /** What is stored for the course, once read (the moderator's form shows a question's record). */
  stored: StoredCourseCorrections | null;
  skipped: CorrectedBank['skipped'];
  /** Reads the corrections again (after a moderator's write). */
  reread: () => void;
};

/**
 * The built bank at once, then the bank as the moderators' stored corrections make it. The
 * database is never in the way: while it is read, or when it cannot be, the built bank shows.
 */
export function useCorrectedBank(built: CourseBank): CorrectedView {
  const [reads, setReads] = useState(0);
  const [result, setResult] = useState<{
    for: CourseBank;
    stored: StoredCourseCorrections;
    corrected: CorrectedBank;
  } | null>(null);
  useEffect(() => {
    let current = true;
    correctionsReady()
      .then(async ({ sdk, db }) => {
        const stored = await sdk.readCourseCorrections(db, built);
        if (current) setResult({ for: built, stored, corrected: sdk.correctBank(built, stored) });
      })
      // Unreachable or refused: the built bank is still right, only not yet corrected.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [built, reads]);
  const reread = useCallback(() => setReads((count) => count + 1), []);
  const ready = result?.for === built ? result : null;
  return {
    bank: ready?.corrected.bank ?? built,
    stored: ready?.stored ?? null,
    skipped: ready?.corrected.skipped ?? [],
    reread,
  };
}
