/**
 * The session's database and storage, for the data code each app keeps in its own features
 * (remotes/contribute/src/features/moderate/data/, remotes/exams/src/features/report/data/…).
 * That code imports firebase/database and firebase/storage itself: they are federation
 * singletons (build/webpack.shared.ts), so its calls run on these handles of the one Firebase
 * app the shell's session opened, with its sign-in. Both load the SDK at once if the start-up
 * has not yet (firebaseReady).
 */
import type { Database } from 'firebase/database';
import type { FirebaseStorage } from 'firebase/storage';
import { firebaseReady } from './firebase';

/** The page's Realtime Database (the emulator's, locally). */
export const databaseReady = (): Promise<Database> =>
  firebaseReady().then(({ handles }) => handles.db);

let storage: Promise<FirebaseStorage> | null = null;

/** The page's Storage, pointed at the emulator when the site runs against it; loaded on first use. */
export function storageReady(): Promise<FirebaseStorage> {
  storage ??= Promise.all([
    firebaseReady(),
    import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage'),
  ]).then(([{ handles }, sdk]) => {
    const opened = sdk.getStorage(handles.app);
    const emulator = handles.config.emulators?.storage;
    if (emulator) {
      const [host, port] = emulator.split(':');
      sdk.connectStorageEmulator(opened, host ?? '127.0.0.1', Number(port));
    }
    return opened;
  });
  storage.catch(() => {
    storage = null;
  });
  return storage;
}
