/**
 * Signing in, for the shell's header: only the shell signs in (firebase/auth is no shared module).
 * No firebase/* import here: the linking code (sign-in-sdk.ts) is its own chunk, fetched when a
 * visitor asks to sign in.
 */
import { accountReady } from '@vithelper/shared';
import {
  AUTH_OFFLINE,
  authErrorCode,
  explainAuthError,
  type SignInMethod,
} from '@vithelper/contracts/account';
import { withTimeout } from '../../../common/with-timeout';

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

function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  const code = authErrorCode(error);
  return new SignInError(code, explainAuthError(code), (error as { existing?: unknown })?.existing);
}

const offline = () => new SignInError(AUTH_OFFLINE, explainAuthError(AUTH_OFFLINE));

async function sdk() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offline();
  // The SDK's first report is awaited too: a dialog opened before the SDK had loaded links the
  // guest account it makes, and an email sign-in is not overtaken by that guest's sign-in.
  // accountReady starts the SDK if the start-up has not yet. Bounded: a guest account that cannot
  // be made (no answer from Auth) is a connection problem.
  const [sdkModule] = await Promise.all([
    import(/* webpackChunkName: "sign-in" */ './sign-in-sdk'),
    withTimeout(accountReady(), 20_000, offline),
  ]);
  return sdkModule;
}

/**
 * Signs this browser's guest account in: Google or a new email account are linked to it, so the
 * uid and its coins stay; "I already have an account" signs in to that account instead.
 */
export async function signIn(method: SignInMethod): Promise<void> {
  try {
    const linking = await sdk();
    await linking.signIn(method);
  } catch (error) {
    throw toSignInError(error);
  }
}

/** After "already belongs to another account": signs in to that account. */
export async function switchToExistingAccount(error: SignInError): Promise<void> {
  try {
    const linking = await sdk();
    await linking.switchTo(error.existing);
  } catch (failure) {
    throw toSignInError(failure);
  }
}
