/**
 * Email verification, for every section's actions that the rules hold until the address is
 * verified (votes, requests, reports, uploads). No firebase/* import here: the SDK half
 * (account-sdk.ts) is its own chunk, fetched on the first call. Signing in and out is the shell's
 * (shell/src/features/account/data/).
 */
import { AUTH_OFFLINE, authErrorCode, explainAuthError } from '@vithelper/contracts/account';
import { accountReady } from './account-ready';
import { firebaseReady } from './firebase';

const offline = () =>
  Object.assign(new Error(explainAuthError(AUTH_OFFLINE)), { code: AUTH_OFFLINE });

async function sdk() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offline();
  const [{ handles }, module] = await Promise.all([
    firebaseReady(),
    import(/* webpackChunkName: "account" */ './account-sdk'),
    // Bounded: an account that cannot be told (no answer from Auth) is a connection problem.
    Promise.race([
      accountReady(),
      new Promise<never>((_, reject) => setTimeout(() => reject(offline()), 20_000)),
    ]),
  ]);
  return { handles, module };
}

/**
 * Sends the verification link of the signed-in email account again. Rejects with an Error whose
 * message says why (offline, too many attempts).
 */
export async function sendVerificationEmail(): Promise<void> {
  try {
    const { handles, module } = await sdk();
    await module.resendVerification(handles);
  } catch (error) {
    throw new Error(explainAuthError(authErrorCode(error)));
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
