import { setCollections } from '../bus/event-bus';
import type { RuntimeConfig } from '../contracts/runtime-config';
import { initFirebase } from './firebase';
import { loadCollections } from './load-collections';
import { watchSignIn } from './session';

export class DataTimeoutError extends Error {
  constructor(ms: number) {
    super(`The content did not arrive within ${Math.round(ms / 1000)} s.`);
    this.name = 'DataTimeoutError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DataTimeoutError(ms)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

let loaded: Promise<void> | null = null;

/**
 * Spec §4: once the sign-in state is reported, wait the start-up delay and load
 * the six collections. The two run side by side, so the delay hides the loading.
 * Data is loaded once; a retry after a failure starts a new attempt.
 */
export function startSession(config: RuntimeConfig): Promise<void> {
  if (loaded) return loaded;
  initFirebase(config);
  const attempt = withTimeout(
    watchSignIn().then(() =>
      Promise.all([wait(config.startupDelayMs), loadCollections()]).then(([, collections]) =>
        setCollections(collections),
      ),
    ),
    config.dataTimeoutMs,
  );
  loaded = attempt;
  attempt.catch(() => {
    loaded = null;
  });
  return attempt;
}
