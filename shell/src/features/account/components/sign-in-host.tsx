import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  // Which opening is shown (null: none). A dialog closes only itself: the one a student signed in
  // with may report done after they signed out and pressed Sign in again.
  const [opening, setOpening] = useState<number | null>(null);
  const openings = useRef(0);

  // A subscription, not a read of state: each request is an event (open the dialog now), and
  // there is no value to show in between, so useObservable does not fit.
  useEffect(() => {
    const subscription = signInRequests$.subscribe(() => {
      openings.current += 1;
      const next = openings.current;
      // Already open: that dialog stays, with what was typed in it.
      setOpening((current) => current ?? next);
      startSdk();
    });
    return () => subscription.unsubscribe();
  }, []);
  // Signed in (here or in another tab): the dialog has nothing left to ask.
  const signedIn = Boolean(confirmed && !confirmed.anonymous);
  useEffect(() => {
    if (signedIn) setOpening(null);
  }, [signedIn]);

  if (opening === null) return null;
  const close = () => setOpening((current) => (current === opening ? null : current));
  return (
    <Suspense fallback={null}>
      <SignInDialog key={opening} onClose={close} />
    </Suspense>
  );
}
