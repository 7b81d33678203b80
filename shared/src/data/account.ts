/**
 * Signing in and out, for the shell's header. No firebase/* import here: the linking code
 * (account-sdk.ts) is its own chunk, fetched when a visitor asks to sign in.
 */
import type { SignInMethod } from '@vithelper/contracts/account';
import { accountReady } from './account-ready';
import { firebaseReady } from './firebase';
import { withTimeout } from './with-timeout';

/** A sign-in that did not happen, with what to tell the visitor. */
export class SignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The account exists apart from this browser's guest account: signing in to it is offered. */
    readonly existing?: unknown,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

const MESSAGES: Readonly<Record<string, string>> = {
  'auth/popup-closed-by-user':
    'The Google window was closed before you chose an account. Nothing changed; try again when ready.',
  'auth/cancelled-popup-request':
    'The Google window was closed before you chose an account. Nothing changed; try again when ready.',
  'auth/popup-blocked':
    'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
  'auth/credential-already-in-use':
    'That Google account already belongs to another VITHelper account. You can switch to it; the coins earned in this browser stay with this guest account.',
  'auth/email-already-in-use':
    'This email already has a VITHelper account. Choose "I already have an account" to sign in to it.',
  'auth/provider-already-linked': 'This browser is already signed in with that kind of account.',
  'auth/invalid-credential': 'The email or password is wrong.',
  'auth/wrong-password': 'The email or password is wrong.',
  'auth/user-not-found': 'No account has this email. Choose "New here" to create one.',
  'auth/invalid-email': 'That is not an email address.',
  'auth/weak-password': 'Choose a password of at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a minute, then try again.',
  'auth/network-request-failed':
    'No connection to the sign-in service. Check your internet connection and try again.',
  'auth/user-disabled': 'This account has been disabled.',
};

const OFFLINE = 'auth/network-request-failed';

/** The visitor-facing explanation of a Firebase Auth error code. */
export function explainSignInError(code: string): string {
  return MESSAGES[code] ?? `Signing in did not work (${code}). Try again.`;
}

function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  const code =
    typeof (error as { code?: unknown })?.code === 'string'
      ? (error as { code: string }).code
      : 'auth/internal-error';
  return new SignInError(
    code,
    explainSignInError(code),
    (error as { existing?: unknown })?.existing,
  );
}

async function sdk() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new SignInError(OFFLINE, explainSignInError(OFFLINE));
  }
  // The SDK's first report is awaited too: a dialog opened before the SDK had loaded links the
  // guest account it makes, and an email sign-in is not overtaken by that guest's sign-in.
  const [{ handles }, module] = await Promise.all([
    firebaseReady(),
    import(/* webpackChunkName: "account" */ './account-sdk'),
    // Bounded: a guest account that cannot be made (no answer from Auth) is a connection problem.
    withTimeout(
      accountReady(),
      20_000,
      () => new SignInError(OFFLINE, explainSignInError(OFFLINE)),
    ),
  ]);
  return { handles, module };
}

/**
 * Signs this browser's guest account in: Google or a new email account are linked to it, so the
 * uid and its coins stay; "I already have an account" signs in to that account instead.
 */
export async function signIn(method: SignInMethod): Promise<void> {
  try {
    const { handles, module } = await sdk();
    await module.signIn(handles, method);
  } catch (error) {
    throw toSignInError(error);
  }
}

/**
 * Sends the verification link of the signed-in email account again. Rejects with a SignInError
 * saying why (offline, too many attempts).
 */
export async function sendVerificationEmail(): Promise<void> {
  try {
    const { handles, module } = await sdk();
    await module.resendVerification(handles);
  } catch (error) {
    throw toSignInError(error);
  }
}

/**
 * Whether the signed-in account may vote, request, report and upload now: true once its email
 * is verified (the student opened the link since the page loaded: the account is read afresh
 * and its token refreshed), false while it is not, and false when it cannot be told (offline).
 */
export async function checkEmailVerified(): Promise<boolean> {
  try {
    const { handles, module } = await sdk();
    return await module.refreshVerification(handles);
  } catch {
    return false;
  }
}

/** After "already belongs to another account": signs in to that account. */
export async function switchToExistingAccount(error: SignInError): Promise<void> {
  try {
    const { handles, module } = await sdk();
    await module.switchTo(handles, error.existing);
  } catch (failure) {
    throw toSignInError(failure);
  }
}
