import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signIn, SignInError, switchToExistingAccount, useConfig } from '@vithelper/shared';
import type { SignInMethod } from '@vithelper/contracts/account';
import './sign-in-dialog.css';

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
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);

  // The page behind stays where it is while the dialog is open (a phone scrolled it to its end).
  useEffect(() => {
    document.documentElement.classList.add('vh-scroll-locked');
    return () => document.documentElement.classList.remove('vh-scroll-locked');
  }, []);

  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

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
    <div className="vh-modal-backdrop">
      <div
        className="vh-modal vh-sign-in"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>Sign in</h2>
        <p className="vh-sign-in__intro">
          Signing in keeps your coins and lets you send papers. Your coins in this browser stay with
          you.
        </p>
        {emulated ? (
          <form
            className="vh-sign-in__form"
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
              <button ref={first} type="submit" className="vh-button">
                Continue with Google
              </button>
            </fieldset>
          </form>
        ) : (
          <button
            ref={first}
            type="button"
            className="vh-button vh-sign-in__google"
            disabled={working}
            onClick={() => run(() => signIn({ kind: 'google' }))}
          >
            Continue with Google
          </button>
        )}
        <form
          className="vh-sign-in__form"
          onSubmit={submitWith((form) => ({
            kind: 'email',
            email: String(form.get('email') ?? ''),
            password: String(form.get('password') ?? ''),
            existing,
          }))}
        >
          <fieldset disabled={working}>
            <legend>Email</legend>
            <div className="vh-sign-in__choice" role="radiogroup" aria-label="Email account">
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
              <p className="vh-sign-in__note">
                We email you a link: open it to vote, ask for, report or send papers.
              </p>
            )}
            <button type="submit" className="vh-button">
              {existing ? 'Sign in with email' : 'Create account'}
            </button>
          </fieldset>
        </form>
        <p className="vh-sign-in__status" role="status" aria-live="polite">
          {working && 'Signing in…'}
        </p>
        {failure && (
          <div className="vh-sign-in__error" role="alert">
            <p>{failure.message}</p>
            {failure.existing !== undefined && failure.existing !== null && (
              <button
                type="button"
                className="vh-button vh-button--quiet"
                onClick={() => run(() => switchToExistingAccount(failure))}
              >
                Switch to that account
              </button>
            )}
          </div>
        )}
        <button type="button" className="vh-button vh-button--quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
