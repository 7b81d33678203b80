import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signOut, type Auth } from 'firebase/auth';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  goOffline,
  type Database,
} from 'firebase/database';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import type { RunningEmulator } from '../index';

export const PROJECT_ID = 'demo-vithelper';

// forceWebSockets is process-wide and warns when called after the first connection.
let transportForced = false;

export type TestClient = {
  app: FirebaseApp;
  db: Database;
  auth: Auth;
  storage: FirebaseStorage;
  close(): Promise<void>;
};

/** A real firebase SDK app wired to the emulator; every test file passes a unique name. */
export function createClient(emulator: RunningEmulator, name: string): TestClient {
  const host = '127.0.0.1';
  const app = initializeApp(
    {
      apiKey: 'demo-key',
      projectId: PROJECT_ID,
      databaseURL: `http://${host}:${emulator.ports.database}?ns=${PROJECT_ID}`,
      storageBucket: `${PROJECT_ID}.appspot.com`,
    },
    name,
  );
  if (!transportForced) {
    // Denied writes are expected in tests; the SDK would warn about each one.
    setLogLevel('error');
    forceWebSockets();
    transportForced = true;
  }
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${emulator.ports.auth}`, { disableWarnings: true });
  const db = getDatabase(app);
  connectDatabaseEmulator(db, host, emulator.ports.database);
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, emulator.ports.storage);
  return {
    app,
    db,
    auth,
    storage,
    async close() {
      goOffline(db);
      // deleteApp leaves the Auth proactive-refresh timer running; signing out stops it.
      await signOut(auth);
      await deleteApp(app);
    },
  };
}
