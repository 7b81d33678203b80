/**
 * The email verification half of account.ts, fetched on demand. Linking (signing in) is the
 * shell's: shell/src/features/account/data/sign-in-sdk.ts.
 */
import { sendEmailVerification, type User } from 'firebase/auth';
import { publishAccount, type FirebaseHandles } from './firebase-sdk';

function current({ auth }: FirebaseHandles): User {
  const user = auth.currentUser;
  if (!user)
    throw Object.assign(new Error('Not signed in yet'), { code: 'auth/network-request-failed' });
  return user;
}

/** Sends the signed-in email account its verification link again. */
export async function resendVerification(handles: FirebaseHandles): Promise<void> {
  await sendEmailVerification(current(handles));
}

/**
 * Whether the student has opened their verification link: the account is read afresh and, once
 * verified, its ID token refreshed, so the rules and the header see it at once.
 */
export async function refreshVerification(handles: FirebaseHandles): Promise<boolean> {
  const user = current(handles);
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  await publishAccount(handles.auth, user);
  return true;
}
