import { createStore, del, entries, get, set } from 'idb-keyval';
import { PRACTICE_DEVICE } from '@vithelper/contracts/practice';

/**
 * The part of idb-keyval the practice store uses (as the contribute outbox does,
 * remotes/contribute/src/common/queue/outbox-store.ts): a keyed store of values. Tests pass a
 * Map-backed one.
 */
export type KeyStore = {
  entries: () => Promise<[IDBValidKey, unknown][]>;
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
};

/** idb-keyval over the practice database (reviews, notes, exam dates, decks), opened on first use. */
export function deviceKeyStore(): KeyStore {
  let idbStore: ReturnType<typeof createStore> | null = null;
  const store = () => (idbStore ??= createStore(PRACTICE_DEVICE.database, PRACTICE_DEVICE.store));
  return {
    entries: () => entries(store()),
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    del: (key) => del(key, store()),
  };
}

/** A Map-backed store (tests, and a browser without IndexedDB: practice then lasts the visit). */
export function memoryKeyStore(): KeyStore {
  // Copies, as IndexedDB keeps them: a caller's object changed later changes nothing kept.
  const copy = (value: unknown): unknown =>
    value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  const values = new Map<string, unknown>();
  return {
    entries: async () => [...values.entries()].map(([key, value]) => [key, copy(value)]),
    get: async (key) => copy(values.get(key)),
    set: async (key, value) => void values.set(key, copy(value)),
    del: async (key) => void values.delete(key),
  };
}
