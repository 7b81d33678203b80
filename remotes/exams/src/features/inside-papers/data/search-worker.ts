import { SiteWorker } from '@vithelper/shared/site-worker';

/**
 * The worker webpack builds from ../worker/search.worker.ts. A file of its own, loaded only
 * where workers exist (./worker-client.ts): `import.meta` is the bundler's, and the component
 * tests, which have no Worker, never load it.
 */
export const startSearchWorker = (): Worker =>
  new SiteWorker(new URL('../worker/search.worker.ts', import.meta.url), {
    name: 'inside-papers',
  });
