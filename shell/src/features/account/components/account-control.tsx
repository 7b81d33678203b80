import { lazy, Suspense, useState } from 'react';
import { requestSignIn, signOut, useAccount } from '@vithelper/shared';
import { useShownAccount } from '../../../common/hooks/use-shown-account';
import { AccountName } from './account-name';
import styles from './account-control.module.css';

// Fetched once the SDK has confirmed a signed-in student (never in the first view).
const Inbox = lazy(() =>
  import(/* webpackChunkName: "inbox" */ '../../inbox').then((module) => ({
    default: module.Inbox,
  })),
);
const AccountMenu = lazy(() =>
  import(/* webpackChunkName: "account-menu" */ './account-menu').then((module) => ({
    default: module.AccountMenu,
  })),
);

/** The bell's room, kept until the inbox is here: nothing beside it moves when it arrives. */
const BellRoom = () => <span className={styles.bellRoom} aria-hidden="true" />;

export type AccountControlProps = {
  /** The bar it sits in: the desktop header, or the phones' bar under theirs. */
  place: 'header' | 'bar';
};

/**
 * "Sign in" for a guest; who is signed in and "Sign out" otherwise. Shown from the first paint:
 * the account this browser remembers stands in until the SDK (loaded at a quiet moment) reports.
 */
export function AccountControl({ place }: AccountControlProps) {
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
  return (
    // This student's: never in the first screen's copy (features/first-screen).
    <div
      className={`${styles.account} ${place === 'header' ? styles.inHeader : styles.inBar}`}
      data-first-screen="leave-out"
    >
      {!account || account.anonymous ? (
        <button
          type="button"
          className={styles.signIn}
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
          <span className={styles.who} title={account.email ?? name}>
            {confirmed?.uid === account.uid ? (
              // The name opens the account menu (Due today); the plain name stands in until then.
              <Suspense fallback={<AccountName name={name} />}>
                <AccountMenu uid={account.uid} name={name} email={account.email ?? null} />
              </Suspense>
            ) : (
              <AccountName name={name} />
            )}
          </span>
          <button type="button" className={styles.signOut} onClick={leave} disabled={signingOut}>
            <span className={styles.signOutText}>Sign out</span>
          </button>
        </>
      )}
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </div>
  );
}
