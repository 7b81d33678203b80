/**
 * What a student is told when Firebase Auth refuses: the shell's sign-in dialog and the "send the
 * link again" of an unverified email account (ui/src/verify-email.tsx, through the platform) say
 * the same words for the same code.
 */
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

/** The visitor-facing explanation of a Firebase Auth error code. */
export function explainAuthError(code: string): string {
  return MESSAGES[code] ?? `Signing in did not work (${code}). Try again.`;
}

/** The error code of a thrown Auth error, or 'auth/internal-error'. */
export const authErrorCode = (error: unknown): string =>
  typeof (error as { code?: unknown })?.code === 'string'
    ? (error as { code: string }).code
    : 'auth/internal-error';

/** Auth's code for "no connection": also what an offline browser is told before trying. */
export const AUTH_OFFLINE = 'auth/network-request-failed';
