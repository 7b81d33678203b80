/**
 * Papers a student sent without a connection wait in the contribute section's outbox on this
 * device (IndexedDB, remotes/contribute/src/common/queue/device-outbox.ts) and must go by
 * themselves, also when the site is reopened on a page of another section. Once the first screen
 * is up and the page is idle (startup/start.tsx), the shell counts them, without loading anything;
 * only when some wait does it load the section's './outbox' module (through the registry, as any
 * section module) and start it: it sends them as soon as the student's account is known and the
 * connection is there, and again whenever the connection returns.
 */
import { loadSectionModule } from '@vithelper/shared';
import { CONTRIBUTE_OUTBOX } from '@vithelper/contracts/contributions';

/** What the contribute section's './outbox' expose offers the shell. */
type OutboxModule = { keepDraining: () => void };

const SECTION = 'contribute';
let started = false;

/**
 * How many papers wait on this device: 0 when there is no outbox. Opening never creates the
 * database: a missing one asks for an upgrade, which is aborted.
 */
export function countWaitingPapers(
  idb: IDBFactory | undefined = globalThis.indexedDB,
): Promise<number> {
  const { database, store } = CONTRIBUTE_OUTBOX;
  return new Promise((resolve) => {
    if (!idb) return resolve(0);
    let request: IDBOpenDBRequest;
    try {
      request = idb.open(database);
    } catch {
      return resolve(0);
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(0);
    };
    request.onsuccess = () => {
      const db = request.result;
      const done = (count: number) => {
        db.close();
        resolve(count);
      };
      try {
        if (!db.objectStoreNames.contains(store)) return done(0);
        const counting = db.transaction(store, 'readonly').objectStore(store).count();
        counting.onsuccess = () => done(counting.result);
        counting.onerror = () => done(0);
      } catch {
        done(0);
      }
    };
  });
}

/**
 * Starts the contribute section's outbox when papers wait on this device (once per page).
 * Offline, or when the section's code cannot be fetched, it tries again when the connection
 * returns. `registered` says whether the registry has the section at all.
 */
export async function sendWaitingPapers(
  registered: boolean,
  load: (remote: string, expose: string) => Promise<OutboxModule> = loadSectionModule,
): Promise<void> {
  if (started || !registered) return;
  started = true;
  if ((await countWaitingPapers()) === 0) return;
  const start = async (): Promise<void> => {
    try {
      const outbox = await load(SECTION, './outbox');
      outbox.keepDraining();
    } catch (error) {
      console.warn('Papers wait on this device; they are sent once the connection returns.', error);
      window.addEventListener('online', () => void start(), { once: true });
    }
  };
  if (navigator.onLine === false) {
    window.addEventListener('online', () => void start(), { once: true });
    return;
  }
  await start();
}
