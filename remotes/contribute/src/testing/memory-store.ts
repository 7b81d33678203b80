import type { OutboxStore } from '../common/queue/outbox-store';

/** A copy of a stored value, as IndexedDB keeps one (its structured clone). */
const copy = (value: unknown): unknown =>
  value instanceof Uint8Array
    ? new Uint8Array(value)
    : Array.isArray(value)
      ? value.map(copy)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
        : value;

/** A keyed store in memory, standing for one IndexedDB database (idb-keyval) on the device. */
export function memoryStore(initial: [string, unknown][] = []) {
  const values = new Map<string, unknown>(initial);
  const store: OutboxStore = {
    entries: () => Promise.resolve([...values.entries()].map(([k, v]) => [k, copy(v)])),
    get: (key) => Promise.resolve(copy(values.get(key))),
    set: (key, value) => {
      values.set(key, copy(value));
      return Promise.resolve();
    },
    update: (key, updater) => {
      values.set(key, copy(updater(copy(values.get(key)))));
      return Promise.resolve();
    },
    del: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
  return { store, values };
}

/** A store whose writes fail as a full device's do (QuotaExceededError); reads still work. */
export function fullStore(): OutboxStore {
  const full = () =>
    Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  const { store } = memoryStore();
  return { ...store, set: full, update: full };
}
