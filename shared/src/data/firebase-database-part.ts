/**
 * What firebase-sdk.ts takes from the Realtime Database SDK, in a module of its own: firebase.ts
 * loads it after Auth's part, as its own part of the SDK's evaluation (loadInParts).
 */
export {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  type Database,
} from 'firebase/database';
