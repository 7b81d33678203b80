/**
 * The linking half of signing in, fetched on demand (sign-in.ts). Linking keeps the guest
 * account's uid, so its coins and saved data stay with the student. It runs on the Auth the
 * platform's session started (firebase/app and firebase/auth are one copy in the shell's build).
 */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  getAuth,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  type Auth,
  type AuthCredential,
  type User,
} from 'firebase/auth';
import { getApp } from 'firebase/app';
import type { SignInMethod } from '@vithelper/contracts/account';
import { publishAccount } from '@vithelper/shared/firebase-sdk';

type LinkFailure = { code?: string; existing?: AuthCredential | null };

/** The session's Auth: initialised by the platform before the account it waits for is reported. */
const sessionAuth = (): Auth => getAuth(getApp());

function guest(auth: Auth): User {
  const user = auth.currentUser;
  if (!user)
    throw Object.assign(new Error('Not signed in yet'), { code: 'auth/network-request-failed' });
  return user;
}

/**
 * Keeps the credential of an "already in use" error, for switchTo: the one Google's answer
 * carries, else the one just tried (the emulator's answer carries none).
 */
const withExisting =
  (tried?: AuthCredential) =>
  (error: unknown): never => {
    const failure = error as LinkFailure;
    if (failure?.code === 'auth/credential-already-in-use') {
      failure.existing = GoogleAuthProvider.credentialFromError(error as never) ?? tried ?? null;
    }
    throw error;
  };

/** @public Links this browser's guest account (sign-in.ts calls it on the lazily loaded module). */
export async function signIn(method: SignInMethod): Promise<void> {
  const auth = sessionAuth();
  if (method.kind === 'email' && method.existing) {
    await signInWithEmailAndPassword(auth, method.email, method.password);
    return;
  }
  const user = guest(auth);
  if (method.kind === 'email') {
    await linkWithCredential(user, EmailAuthProvider.credential(method.email, method.password));
    // Votes, requests, reports and uploads wait for the address to be verified
    // (database.rules.json). The link can be sent again from any of them, so a failure here
    // does not undo the new account.
    await sendEmailVerification(user).catch((error: unknown) => {
      console.warn('The verification email was not sent; it can be sent again.', error);
    });
  } else if (method.kind === 'emulated-google') {
    // The Auth emulator takes an unsigned Google ID token: its own Google page needs
    // apis.google.com (gapi) in the page, which a local run without network cannot load.
    const token = JSON.stringify({
      sub: `emulated-${method.email}`,
      email: method.email,
      email_verified: true,
      name: method.name,
    });
    const credential = GoogleAuthProvider.credential(token);
    await linkWithCredential(user, credential).catch(withExisting(credential));
  } else {
    await linkWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver).catch(
      withExisting(),
    );
  }
  await user.reload();
  await user.getIdToken(true);
  await publishAccount(auth, user);
}

/** @public Signs in to the account a link found in use (sign-in.ts, on the lazily loaded module). */
export async function switchTo(existing: unknown): Promise<void> {
  const auth = sessionAuth();
  if (!existing)
    throw Object.assign(new Error('No account to switch to'), { code: 'auth/internal-error' });
  await signInWithCredential(auth, existing as AuthCredential);
}
