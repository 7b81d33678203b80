import { useState } from 'react';
import { correctionsReady, type CorrectionsConnection } from '../data/corrections-ready';

export type Save = {
  busy: boolean;
  /** What the last save said: done, or why it was refused (the form keeps its values). */
  outcome: { ok: boolean; message: string } | null;
  run: (write: (connection: CorrectionsConnection) => Promise<void>, done: string) => Promise<void>;
  /** A problem found before writing, shown as a refusal. */
  refuse: (message: string) => void;
};

/** One form's save: busy while it writes, then what happened, in words. */
export function useSave(onSaved: () => void): Save {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Save['outcome']>(null);
  return {
    busy,
    outcome,
    refuse: (message) => setOutcome({ ok: false, message }),
    run: async (write, done) => {
      setBusy(true);
      setOutcome(null);
      try {
        await write(await correctionsReady());
        setOutcome({ ok: true, message: done });
        onSaved();
      } catch (error) {
        setOutcome({
          ok: false,
          message: error instanceof Error ? error.message : 'The correction could not be saved.',
        });
      } finally {
        setBusy(false);
      }
    },
  };
}
