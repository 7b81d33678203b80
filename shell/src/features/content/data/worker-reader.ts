import { SiteWorker } from '@vithelper/shared/site-worker';
import { setWholeReader, type WholeReader } from '../../../startup/lists/first-part';
import { wholeAssembler, type WholeAnswer, type WholeRequest } from './whole-messages';

/**
 * Hands the reading of whole paper lists to a worker of the site's own origin (the production
 * policy allows `worker-src 'self' blob:`), started on the first read. Where no worker can start,
 * the lists are read on the main thread as before (shell/src/startup/lists/first-part.ts).
 */
export function readWholeListsInWorker(): void {
  if (typeof Worker === 'undefined') return;
  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  /** Each request's receiver of answers: true once it has settled. */
  const waiting = new Map<number, (answer: WholeAnswer) => boolean>();
  const start = (): Worker => {
    const started = new SiteWorker(new URL('../worker/collection.worker.ts', import.meta.url), {
      name: 'collections',
    });
    started.addEventListener('message', (event: MessageEvent<WholeAnswer>) => {
      const settle = waiting.get(event.data.id);
      if (settle?.(event.data)) waiting.delete(event.data.id);
    });
    // A worker that cannot load its script answers nothing: its reads fail (the list offers
    // Try again) and the next ones are read on the page.
    started.addEventListener('error', (event) => {
      event.preventDefault();
      console.warn('The lists worker stopped; reading the lists on the page.', event.message);
      broken = true;
      for (const [id, settle] of waiting) settle({ id, error: 'The lists worker stopped.' });
      waiting.clear();
    });
    return started;
  };
  const fallback: WholeReader = (path, url) =>
    import('../../../startup/lists/whole-read').then(({ readWholeList }) =>
      readWholeList(path, url),
    );
  const reader: WholeReader = (path, url) => {
    if (broken) return fallback(path, url);
    try {
      worker ??= start();
    } catch (error) {
      console.warn('No worker for the lists; reading them on the page.', error);
      return fallback(path, url);
    }
    const id = (next += 1);
    const request: WholeRequest = { id, path, url };
    const parts = wholeAssembler();
    return new Promise((resolve, reject) => {
      waiting.set(id, (answer) => {
        const whole = parts.take(answer);
        if (!whole) return false;
        if ('list' in whole) resolve(whole.list);
        else reject(new Error(whole.error));
        return true;
      });
      worker!.postMessage(request);
    });
  };
  setWholeReader(reader);
}
