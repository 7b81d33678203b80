import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { connectFirebase } from '@vithelper/shared';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { Loader } from '../common/components/loader';
import { whenIdleAfter } from '../common/when-idle';
import button from '../common/components/button.module.css';
import { startSession } from './lists/start-session';

export type StartupProps = {
  config: RuntimeConfig;
  children: ReactNode;
  /** Work for after the content is on screen (the offline worker); called once per ready. */
  onReady?: () => void;
  /** What else the first screen waits for once the content is there (its section's code, bounded). */
  waitFor?: () => Promise<void>;
};

/**
 * How long after the first content the Firebase SDK waits before it loads: the first
 * seconds are the student's first scroll and taps (docs/performance.md). Opening a paper
 * or the ad starts it at once (firebaseReady).
 */
const FIREBASE_AFTER_MS = 3000;

type Phase = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

/** docs/product.md, "Start-up": the loader until the delay has passed and the content has arrived. */
export function Startup({ config, children, onReady, waitFor }: StartupProps) {
  const [phase, setPhase] = useState<Phase>({ state: 'loading' });
  const start = useCallback(() => {
    setPhase({ state: 'loading' });
    startSession(config).then(
      async () => {
        await waitFor?.();
        // A transition: React renders the whole first page in slices and lets the browser in
        // between, instead of one long task a phone's CPU stalls on (docs/performance.md).
        startTransition(() => setPhase({ state: 'ready' }));
      },
      (error: unknown) =>
        setPhase({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }, [config, waitFor]);

  useEffect(start, [start]);
  // The SDK (sign-in state, coins) comes once the content is on screen and the page is quiet.
  useEffect(() => {
    if (phase.state !== 'ready') return;
    whenIdleAfter(FIREBASE_AFTER_MS, () => {
      connectFirebase(config, { inParts: true })
        .then(async ({ handles }) => {
          const { watchPublishedPapers } = await import(
            /* webpackChunkName: "published-papers" */ './lists/published-papers'
          );
          watchPublishedPapers(handles.db);
        })
        .catch(() => undefined);
    });
    onReady?.();
  }, [phase.state, config, onReady]);

  if (phase.state === 'loading') return <Loader fullScreen label="Loading VITHelper…" />;
  if (phase.state === 'failed') {
    return (
      <main className="vh-boot vh-boot--failed" role="alert">
        <h1>We could not reach VITHelper&apos;s content</h1>
        <p>{phase.message} Check your connection and try again.</p>
        <button type="button" className={button.button} onClick={start}>
          Retry
        </button>
      </main>
    );
  }
  return <>{children}</>;
}
