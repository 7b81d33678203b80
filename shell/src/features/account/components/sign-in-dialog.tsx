import { useRef, useState, type FormEvent } from 'react';
import { useConfig } from '@vithelper/shared';
import type { SignInMethod } from '@vithelper/contracts/account';
import { Dialog } from '@vithelper/ui/dialog';
import modal from '../../../common/components/modal.module.css';
import button from '../../../common/components/button.module.css';
import { signIn, SignInError, switchToExistingAccount } from '../data/sign-in';
import styles from './sign-in-dialog.module.css';

export type SignInDialogProps = {
  onClose: () => void;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'failed'; error: SignInError }
  | { kind: 'done' };

/**
 * Google or email. Both link this browser's guest account, so its uid and coins stay; an email
 * that already has an account signs in to that account instead. Every failure is explained.
 */
export function SignInDialog({ onClose }: SignInDialogProps) {
  const config = useConfig();
  const emulated = Boolean(config?.emulators);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Most who open it have an account already; "New here" is one tap away.
  const [existing, setExisting] = useState(true);
  const first = useRef<HTMLButtonElement>(null);

  const run = (action: () => Promise<void>) => {
    setStatus({ kind: 'working' });
    action().then(
      () => {
        setStatus({ kind: 'done' });
        onClose();
      },
      (error: unknown) =>
        setStatus({
          kind: 'failed',
          error:
            error instanceof SignInError
              ? error
              : new SignInError('auth/internal-error', 'Signing in did not work. Try again.'),
        }),
    );
  };

  const submitWith = (method: (form: FormData) => SignInMethod) => (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    run(() => signIn(method(form)));
  };

  const working = status.kind === 'working';
  const failure = status.kind === 'failed' ? status.error : null;

  return (
    // ui's Dialog holds the page behind still (a phone had scrolled it to its end) and the focus in.
    <Dialog
      title="Sign in"
      onClose={onClose}
      initialFocus={first}
      backdropClassName={modal.backdrop}
      className={`${modal.modal} ${styles.dialog}`}
      titleClassName={modal.title}
    >
      <p className={styles.intro}>
        Signing in keeps your coins and lets you send papers. Your coins in this browser stay with
        you.
      </p>
      {emulated ? (
        <form
          className={styles.form}
          onSubmit={submitWith((form) => ({
            kind: 'emulated-google',
            email: String(form.get('google-email') ?? ''),
            name: String(form.get('google-name') ?? ''),
          }))}
        >
          <fieldset disabled={working}>
            <legend>Google (local emulator test account)</legend>
            <label>
              Google email
              <input name="google-email" type="email" required autoComplete="email" />
            </label>
            <label>
              Name
              <input name="google-name" type="text" required autoComplete="name" />
            </label>
            <button ref={first} type="submit" className={button.button}>
              Continue with Google
            </button>
          </fieldset>
        </form>
      ) : (
        <button
          ref={first}
          type="button"
          className={`${button.button} ${styles.google}`}
          disabled={working}
          onClick={() => run(() => signIn({ kind: 'google' }))}
        >
          Continue with Google
        </button>
      )}
      <form
        className={styles.form}
        onSubmit={submitWith((form) => ({
          kind: 'email',
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
          existing,
        }))}
      >
        <fieldset disabled={working}>
          <legend>Email</legend>
          <div className={styles.choice} role="radiogroup" aria-label="Email account">
            <label>
              <input
                type="radio"
                name="existing"
                checked={!existing}
                onChange={() => setExisting(false)}
              />
              New here: create my account
            </label>
            <label>
              <input
                type="radio"
                name="existing"
                checked={existing}
                onChange={() => setExisting(true)}
              />
              I already have an account
            </label>
          </div>
          <label>
            Email
            <input name="email" type="email" required autoComplete="email" />
          </label>
          <label>
            Password
            <input
              name="password"
              type="password"
              required
              minLength={6}
              autoComplete={existing ? 'current-password' : 'new-password'}
            />
          </label>
          {existing ? null : (
            <p className={styles.note}>
              We email you a link: open it to vote, ask for, report or send papers.
            </p>
          )}
          <button type="submit" className={button.button}>
            {existing ? 'Sign in with email' : 'Create account'}
          </button>
        </fieldset>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {working && 'Signing in…'}
      </p>
      {failure && (
        <div className={styles.error} role="alert">
          <p>{failure.message}</p>
          {failure.existing !== undefined && failure.existing !== null && (
            <button
              type="button"
              className={`${button.button} ${button.quiet}`}
              onClick={() => run(() => switchToExistingAccount(failure))}
            >
              Switch to that account
            </button>
          )}
        </div>
      )}
      <button type="button" className={`${button.button} ${button.quiet}`} onClick={onClose}>
        Cancel
      </button>
    </Dialog>
  );
}
