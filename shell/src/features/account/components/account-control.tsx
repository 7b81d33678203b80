import { lazy, Suspense, useEffect, useState } from 'react';
import {
  connectFirebase,
  getConfig,
  signInRequests$,
  signOut,
  useAccount,
} from '@vithelper/shared';

// Fetched on the first "Sign in": the first view carries only this button.
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);
// Fetched once a signed-in student is known (after the SDK, never in the first view).
const Inbox = lazy(() =>
  import(/* webpackChunkName: "inbox" */ '../../inbox').then((module) => ({
    default: module.Inbox,
  })),
);

/** "Sign in" for a guest; who is signed in and "Sign out" otherwise. */
export function AccountControl() {
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A subscription, not a read of state: each request is an event (open the dialog now), and
  // there is no value to show in between, so useObservable does not fit.
  useEffect(() => {
    const subscription = signInRequests$.subscribe(() => {
      setOpen(true);
      // A section's page may ask before the SDK's idle load (the upload page does not start it):
      // the dialog needs to know who this is now.
      const config = getConfig();
      if (config) void connectFirebase(config).catch(() => undefined);
    });
    return () => subscription.unsubscribe();
  }, []);
  // A section's request opens the dialog of every account control (the header's and the
  // narrow screens' bar); once signed in, the one not used must not stay open behind the other.
  const signedIn = Boolean(account && !account.anonymous);
  useEffect(() => {
    if (signedIn) setOpen(false);
  }, [signedIn]);

  // Nothing until the SDK has said who this is (it loads after the content).
  if (!account) return null;

  const leave = () => {
    setSigningOut(true);
    setProblem(null);
    signOut().then(
      () => setSigningOut(false),
      () => {
        setSigningOut(false);
        setProblem('Signing out did not work. Check your connection and try again.');
      },
    );
  };

  return (
    <div className="vh-account">
      {account.anonymous ? (
        <button type="button" className="vh-account__sign-in" onClick={() => setOpen(true)}>
          Sign in
        </button>
      ) : (
        <>
          <Suspense fallback={null}>
            <Inbox uid={account.uid} />
          </Suspense>
          <span className="vh-account__who" title={account.email ?? undefined}>
            <span className="vh-account__label">Signed in as </span>
            <strong>{account.name ?? 'your account'}</strong>
          </span>
          <button
            type="button"
            className="vh-account__sign-out"
            onClick={leave}
            disabled={signingOut}
          >
            Sign out
          </button>
        </>
      )}
      {problem && (
        <span role="alert" className="vh-account__problem">
          {problem}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <SignInDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
