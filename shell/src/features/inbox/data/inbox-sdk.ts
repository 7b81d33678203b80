/**
 * The inbox's data (docs/feedback.md): the student's items live, with read marks kept on the
 * device until the database has them. Apart from ./feedback-sdk so the header's inbox, loaded
 * once a signed-in student is known, carries only this.
 */
import { onValue, ref, serverTimestamp, update, type Database } from 'firebase/database';
import {
  INBOX_PATHS,
  parseInbox,
  type InboxEntry,
  type InboxItem,
} from '@vithelper/contracts/inbox';

/** Where the device keeps the last-known inbox and the read marks not yet synced. */
export type DeviceStore = Pick<Storage, 'getItem' | 'setItem'>;

type InboxCache = { items: Record<string, InboxItem>; read: Record<string, true> };

const cacheKey = (uid: string) => `vh-inbox:${uid}`;
const pendingKey = (uid: string) => `vh-inbox-unsynced:${uid}`;

function readJson<T>(store: DeviceStore | null, key: string, fallback: T): T {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
function writeJson(store: DeviceStore | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the offline copy.
  }
}

function defaultStore(): DeviceStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Read marks given on this page, so every watcher of the same inbox shows them at once. */
const localMarks = new Map<string, Set<() => void>>();

/** The ids this device marked read and the database has not confirmed yet. */
const unsyncedReadMarks = (uid: string, store = defaultStore()): string[] =>
  readJson<string[]>(store, pendingKey(uid), []);

/**
 * Marks items read on this device at once and in inboxRead/<uid> when the database can be
 * reached; marks not yet confirmed are kept on the device and sent again by the next watchInbox.
 */
export function markRead(
  db: Database,
  uid: string,
  ids: readonly string[],
  store = defaultStore(),
): Promise<void> {
  const pending = new Set(unsyncedReadMarks(uid, store));
  for (const id of ids) pending.add(id);
  writeJson(store, pendingKey(uid), [...pending]);
  for (const notify of localMarks.get(uid) ?? []) notify();
  return sendMarks(db, uid, ids, store);
}

async function sendMarks(
  db: Database,
  uid: string,
  ids: readonly string[],
  store: DeviceStore | null,
): Promise<void> {
  if (ids.length === 0) return;
  await update(
    ref(db),
    Object.fromEntries(
      ids.map((id) => [`${INBOX_PATHS.inboxRead}/${uid}/${id}`, serverTimestamp()]),
    ),
  );
  const confirmed = new Set(ids);
  writeJson(
    store,
    pendingKey(uid),
    unsyncedReadMarks(uid, store).filter((id) => !confirmed.has(id)),
  );
}

export type InboxState = {
  entries: InboxEntry[];
  unread: number;
  /** False while only the device's copy is shown (offline, or before the database answers). */
  live: boolean;
};

/**
 * The student's inbox, newest first, live: the device's last-known copy at once, then the
 * database's items with the read marks of both; sends the device's unsynced marks again.
 */
export function watchInbox(
  db: Database,
  uid: string,
  onChange: (state: InboxState) => void,
  store = defaultStore(),
): () => void {
  let cache = readJson<InboxCache>(store, cacheKey(uid), { items: {}, read: {} });
  let items: Record<string, unknown> | null = null;
  let serverMarks: Record<string, unknown> | null = null;
  const emit = () => {
    const live = items !== null && serverMarks !== null;
    const marks: Record<string, unknown> = { ...(live ? serverMarks : cache.read) };
    for (const id of unsyncedReadMarks(uid, store)) marks[id] = true;
    const entries = parseInbox(live ? items : cache.items, marks);
    if (live) {
      cache = {
        items: Object.fromEntries(entries.map(({ id, read: _read, ...item }) => [id, item])),
        read: Object.fromEntries(entries.filter((entry) => entry.read).map(({ id }) => [id, true])),
      };
      writeJson(store, cacheKey(uid), cache);
    }
    onChange({ entries, unread: entries.filter((entry) => !entry.read).length, live });
  };
  emit();
  const listeners = localMarks.get(uid) ?? new Set();
  listeners.add(emit);
  localMarks.set(uid, listeners);
  const stopItems = onValue(ref(db, `${INBOX_PATHS.inbox}/${uid}`), (snapshot) => {
    items = (snapshot.val() ?? {}) as Record<string, unknown>;
    emit();
  });
  const stopMarks = onValue(ref(db, `${INBOX_PATHS.inboxRead}/${uid}`), (snapshot) => {
    serverMarks = (snapshot.val() ?? {}) as Record<string, unknown>;
    const unsynced = unsyncedReadMarks(uid, store).filter((id) => !(id in (serverMarks ?? {})));
    writeJson(store, pendingKey(uid), unsynced);
    emit();
  });
  const unsynced = unsyncedReadMarks(uid, store);
  void sendMarks(db, uid, unsynced, store).catch(() => undefined);
  return () => {
    listeners.delete(emit);
    stopItems();
    stopMarks();
  };
}
