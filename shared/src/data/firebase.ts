/**
 * The one place Firebase is initialised. Components never import firebase/*;
 * they call the small data functions beside this file.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  type Database,
} from 'firebase/database';
import type { RuntimeConfig } from '../contracts/runtime-config';

type FirebaseHandles = {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
  config: RuntimeConfig;
};

let handles: FirebaseHandles | null = null;

function splitHost(hostPort: string): [string, number] {
  const index = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, index), Number(hostPort.slice(index + 1))];
}

export function initFirebase(config: RuntimeConfig): FirebaseHandles {
  if (handles) return handles;
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  // A browser that once failed to open a WebSocket would otherwise fall back to long-polling for good.
  forceWebSockets();
  const db = getDatabase(app);
  if (config.emulators) {
    const [dbHost, dbPort] = splitHost(config.emulators.database);
    connectDatabaseEmulator(db, dbHost, dbPort);
    connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
  }
  handles = { app, auth, db, config };
  return handles;
}

export function firebaseHandles(): FirebaseHandles {
  if (!handles)
    throw new Error('Firebase is not initialised yet: initFirebase(config) runs at start-up.');
  return handles;
}
