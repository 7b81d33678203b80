import type { Collections } from '@vithelper/contracts/content';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { setCollections } from '@vithelper/shared/bus-writers';
import { withTimeout } from '../../common/with-timeout';
import { loadCollections } from './load-collections';

class DataTimeoutError extends Error {
  constructor(ms: number) {
    super(`The content did not arrive within ${Math.round(ms / 1000)} s.`);
    this.name = 'DataTimeoutError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let loaded: Promise<void> | null = null;

let announceContent: (collections: Collections) => void = () => undefined;
const contentRead = new Promise<Collections>((resolve) => {
  announceContent = resolve;
});

/**
 * The content as soon as the start-up has read it, before its delay has passed: what the
 * first screen's section prepares during the delay (a shared paper's PDF) reads from here.
 * Never rejects; it waits through a failed attempt for the Retry that succeeds.
 */
export const whenContentRead = (): Promise<Collections> => contentRead;

/**
 * docs/product.md, "Start-up": the start-up delay and the six content reads run side by side, so the
 * delay hides the loading and is the least time the loader shows. The Firebase SDK
 * is not on this path (connectFirebase loads it once the content is on screen).
 * Data is loaded once; a retry after a failure starts a new attempt.
 */
export function startSession(config: RuntimeConfig): Promise<void> {
  if (loaded) return loaded;
  const attempt = withTimeout(
    Promise.all([
      wait(config.startupDelayMs),
      loadCollections(config).then((collections) => {
        announceContent(collections);
        return collections;
      }),
    ]).then(([, collections]) => setCollections(collections)),
    config.dataTimeoutMs,
    () => new DataTimeoutError(config.dataTimeoutMs),
  );
  loaded = attempt;
  attempt.catch(() => {
    loaded = null;
  });
  return attempt;
}
