import { lazy, Suspense, useEffect, useState } from 'react';
import { connectFirebase, getConfig, signInRequests$, useAccount } from '@vithelper/shared';

// Fetched on the first "Sign in": the first view carries only the header's button.
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

/** The dialog needs to know who this is now: the SDK starts at once instead of at its quiet moment. */
function startSdk() {
  const config = getConfig();
  if (config) void connectFirebase(config).catch(() => undefined);
}

/**
 * The page's one sign-in dialog, opened by every "Sign in" (the header's, the narrow screens'
 * bar's, a section's through requestSignIn). One for the page, not one per account control: the
 * dialog is drawn on the page's body, where a control's hidden bar would not hide a second copy.
 */
export function SignInHost() {
  const confirmed = useAccount();
  const [open, setOpen] = useState(false);

  // A subscription, not a read of state: each request is an event (open the dialog now), and
  // there is no value to show in between, so useObservable does not fit.
  useEffect(() => {
    const subscription = signInRequests$.subscribe(() => {
      setOpen(true);
      startSdk();
    });
    return () => subscription.unsubscribe();
  }, []);
  // Signed in (here or in another tab): the dialog has nothing left to ask.
  const signedIn = Boolean(confirmed && !confirmed.anonymous);
  useEffect(() => {
    if (signedIn) setOpen(false);
  }, [signedIn]);

  return open ? (
    <Suspense fallback={null}>
      <SignInDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
