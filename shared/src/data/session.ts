import { onAuthStateChanged, signInAnonymously, signOut as firebaseSignOut } from 'firebase/auth';
import { login, logout } from '../bus/event-bus';
import { firebaseHandles } from './firebase';

/**
 * Resolves once the sign-in state is first reported. There is no login screen:
 * every visitor is signed in anonymously, and the SDK keeps that uid across reloads.
 */
export function watchSignIn(): Promise<void> {
  const { auth } = firebaseHandles();
  return new Promise((resolve) => {
    let reported = false;
    onAuthStateChanged(auth, (user) => {
      if (user) login(user.uid);
      else logout();
      if (!user) {
        signInAnonymously(auth).catch((error: unknown) => {
          console.warn('Anonymous sign-in failed; the site works without coins.', error);
        });
      }
      if (!reported) {
        reported = true;
        resolve();
      }
    });
  });
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseHandles().auth);
}
