/**
 * The linking half of signing in, fetched on demand (account.ts). Linking keeps the guest
 * account's uid, so its coins and saved data stay with the student.
 */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  type AuthCredential,
  type User,
} from 'firebase/auth';
import type { SignInMethod } from '@vithelper/contracts/account';
import { publishAccount, type FirebaseHandles } from './firebase-sdk';

type LinkFailure = { code?: string; existing?: AuthCredential | null };

function guest({ auth }: FirebaseHandles): User {
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

export async function signIn(handles: FirebaseHandles, method: SignInMethod): Promise<void> {
  const { auth } = handles;
  if (method.kind === 'email' && method.existing) {
    await signInWithEmailAndPassword(auth, method.email, method.password);
    return;
  }
  const user = guest(handles);
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

/** Sends the signed-in email account its verification link again. */
export async function resendVerification(handles: FirebaseHandles): Promise<void> {
  await sendEmailVerification(guest(handles));
}

/**
 * Whether the student has opened their verification link: the account is read afresh and, once
 * verified, its ID token refreshed, so the rules and the header see it at once.
 */
export async function refreshVerification(handles: FirebaseHandles): Promise<boolean> {
  const user = guest(handles);
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  await publishAccount(handles.auth, user);
  return true;
}

export async function switchTo({ auth }: FirebaseHandles, existing: unknown): Promise<void> {
  if (!existing)
    throw Object.assign(new Error('No account to switch to'), { code: 'auth/internal-error' });
  await signInWithCredential(auth, existing as AuthCredential);
}
