/**
 * What firebase-sdk.ts takes from Firebase Auth, in a module of its own: firebase.ts loads it
 * first, as its own part of the SDK's evaluation (loadInParts). Importing 'firebase/auth' itself
 * there would keep every export of the package (160 KB of script more).
 */
export {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInAnonymously,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
