import { lazy, Suspense, useState } from 'react';
import { requestSignIn, signOut, useAccount } from '@vithelper/shared';
import { useShownAccount } from '../../../common/hooks/use-shown-account';

// Fetched once the SDK has confirmed a signed-in student (never in the first view).
const Inbox = lazy(() =>
  import(/* webpackChunkName: "inbox" */ '../../inbox').then((module) => ({
    default: module.Inbox,
  })),
);

/** The bell's room, kept until the inbox is here: nothing beside it moves when it arrives. */
const BellRoom = () => <span className="vh-inbox vh-inbox--pending" aria-hidden="true" />;

/**
 * "Sign in" for a guest; who is signed in and "Sign out" otherwise. Shown from the first paint:
 * the account this browser remembers stands in until the SDK (loaded at a quiet moment) reports.
 */
export function AccountControl() {
  const account = useShownAccount();
  const confirmed = useAccount();
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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

  const name = account?.name ?? 'your account';
  // A phone's narrowest bar shows the first word; the whole name is still read.
  const [first = name, ...rest] = name.split(' ');
  return (
    <div className="vh-account">
      {!account || account.anonymous ? (
        <button
          type="button"
          className="vh-account__sign-in"
          // The page's one dialog (SignInHost) opens, and starts the SDK.
          onClick={requestSignIn}
        >
          Sign in
        </button>
      ) : (
        <>
          {confirmed?.uid === account.uid ? (
            <Suspense fallback={<BellRoom />}>
              <Inbox uid={account.uid} />
            </Suspense>
          ) : (
            <BellRoom />
          )}
          <span className="vh-account__who" title={account.email ?? name}>
            <span className="vh-account__label">Signed in as </span>
            <strong>
              {first}
              {rest.length > 0 && <span className="vh-account__rest"> {rest.join(' ')}</span>}
            </strong>
          </span>
          <button
            type="button"
            className="vh-account__sign-out"
            onClick={leave}
            disabled={signingOut}
          >
            <span className="vh-account__sign-out-text">Sign out</span>
          </button>
        </>
      )}
      {problem && (
        <span role="alert" className="vh-account__problem">
          {problem}
        </span>
      )}
    </div>
  );
}
