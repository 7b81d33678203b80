import { filter, take } from 'rxjs';
import { collections$ } from '@vithelper/shared';
import { takeBootMessages } from '@vithelper/contracts/boot-reads';
import { COLLECTION_PATHS, type CollectionName } from '@vithelper/contracts/content';
import { replaceList, setArrival } from '@vithelper/shared/bus-writers';
import { hasFirstPart, isFirstPartUrl } from '../../../startup/lists/first-part-query';
import { rereadWholeList } from '../../../startup/lists/first-part';
import { parseAndReport } from '../../../startup/lists/load-collections';

type BroadcastUpdate = {
  meta?: string;
  type?: string;
  payload?: { cacheName?: string; updatedURL?: string };
};

const isCollection = (name: string): name is CollectionName =>
  (COLLECTION_PATHS as readonly string[]).includes(name);

/** Reads the fresh copy the worker just stored and replaces that one list on the bus. */
async function applyUpdate(data: unknown): Promise<void> {
  const message = data as BroadcastUpdate | null;
  if (message?.meta !== 'workbox-broadcast-update' || message.type !== 'CACHE_UPDATED') return;
  const { cacheName, updatedURL } = message.payload ?? {};
  if (!cacheName || !updatedURL) return;
  const name = new URL(updatedURL).pathname.replace(/^\//, '').replace(/\.json$/, '');
  if (!isCollection(name)) return;
  // A fresher first part changes nothing the page shows once the list is whole; a fresher whole
  // paper list is read again off the main thread.
  if (isFirstPartUrl(updatedURL)) return;
  if (hasFirstPart(name)) return rereadWholeList(name);
  const response = await (await caches.open(cacheName)).match(updatedURL);
  if (!response) return;
  replaceList(name, parseAndReport(name, await response.json()));
  // A list the start-up did not read is whole now.
  setArrival(name, null);
}

/**
 * Stale-while-revalidate, the page's half: the start-up shows the cached content at
 * once; when the worker reports a fresher copy, that list is replaced in place (the
 * search text is its own subject on the bus, so it stays). Updates wait for the
 * start-up's own lists, which would otherwise overwrite them.
 */
export function applyContentUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  let pending: unknown[] | null = takeBootMessages();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (pending) pending.push(event.data);
    else void applyUpdate(event.data);
  });
  collections$
    .pipe(
      filter((collections) => collections !== null),
      take(1),
    )
    .subscribe(() => {
      const queued = pending ?? [];
      pending = null;
      for (const data of queued) void applyUpdate(data);
    });
}
