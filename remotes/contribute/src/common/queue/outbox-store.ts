/**
 * The part of idb-keyval the outbox uses: a keyed store of values (tests pass a Map-backed one).
 * `update` reads and writes in one transaction, as idb-keyval's does.
 */
export type OutboxStore = {
  entries: () => Promise<[IDBValidKey, unknown][]>;
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  update: (key: string, updater: (old: unknown) => unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
};
