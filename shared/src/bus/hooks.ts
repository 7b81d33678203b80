import { useEffect } from 'react';
import type { Account } from '@vithelper/contracts/account';
import type { Collections, CollectionName } from '@vithelper/contracts/content';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { isDeferred } from '@vithelper/contracts/content-reads';
import type { ListArrival } from './event-bus';
import { completeList } from './lists';
import { useObservable } from './use-observable';
import {
  account$,
  arrival$,
  collections$,
  config$,
  filter$,
  getAccount,
  getArrivals,
  getCollections,
  getConfig,
  getFilter,
  getUnreadable,
  getTitle,
  setFilter,
  title$,
  unreadable$,
} from './event-bus';

/** The shared search text and its setter. */
export function useFilter(): [string, (text: string) => void] {
  return [useObservable(filter$, getFilter), setFilter];
}

export const useConfig = (): RuntimeConfig | null => useObservable(config$, getConfig);

/**
 * One loaded list, or null while the start-up load has not finished. A list the start-up did
 * not read (materials, FAQs, placements: DEFERRED_LISTS of @vithelper/contracts/content-reads) is read whole when
 * a page first asks for it, and is null until it is here. A paper list may be its first part:
 * useArrival says so.
 */
export function useCollection<K extends CollectionName>(name: K): Collections[K] | null {
  const collections = useObservable(collections$, getCollections);
  const deferred = isDeferred(name);
  const waiting = useObservable(arrival$, getArrivals)[name] !== undefined && deferred;
  const loaded = collections !== null;
  useEffect(() => {
    if (loaded && waiting) void completeList(name);
  }, [loaded, waiting, name]);
  return collections && !waiting ? collections[name] : null;
}

/** Whether one list's stored value could not be read as a list (see rereadCollection). */
export function useUnreadable(name: CollectionName): boolean {
  return useObservable(unreadable$, getUnreadable).includes(name);
}

/** Whether one list is whole (null), still arriving, or could not be read in full. */
export function useArrival(name: CollectionName): ListArrival | null {
  return useObservable(arrival$, getArrivals)[name] ?? null;
}

export const useTitle = (): string => useObservable(title$, getTitle);
export const useAccount = (): Account | null => useObservable(account$, getAccount);
