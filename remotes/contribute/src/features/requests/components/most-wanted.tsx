import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  accountReady,
  checkEmailVerified,
  requestSignIn,
  useAccount,
  useCollection,
} from '@vithelper/shared';
import { feedbackReady } from '@vithelper/feedback/ready';
import type { Account } from '@vithelper/contracts/account';
import type { RequestEntry } from '@vithelper/contracts/feedback';
import RequestPaper from '@vithelper/requests/request-paper';
import VerifyEmail from '@vithelper/ui/verify-email';
import { EXAM_LABELS } from '@vithelper/contracts/papers';
import { catalogueOf } from '../../../common/catalogue';
import page from '../../../common/contribute-page.module.css';
import { uploadPathFor } from '../data/from-request';
import styles from './most-wanted.module.css';

const SHOWN = 8;
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * "Most wanted" on /contribute (docs/feedback.md): open requests by votes, each with "I have
 * this paper" (an upload with its details filled in) and the student's vote; then the form to
 * ask for a paper nobody has asked for yet.
 */
function MostWanted() {
  const account = useAccount();
  const headingId = useId();
  const collections = {
    cat1: useCollection('cat1'),
    cat2: useCollection('cat2'),
    fat: useCollection('fat'),
  };
  const catalogue = useMemo(
    () =>
      catalogueOf({
        cat1: collections.cat1 ?? [],
        cat2: collections.cat2 ?? [],
        fat: collections.fat ?? [],
      }),
    [collections.cat1, collections.cat2, collections.fat],
  );
  const codes = useMemo(() => [...catalogue.keys()].sort(), [catalogue]);
  const [requests, setRequests] = useState<RequestEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [all, setAll] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [asking, setAsking] = useState(false);

  const uid = account?.uid ?? null;
  useEffect(() => {
    // Requests are read by any visitor with an account (a guest too), once there is one.
    if (!uid) return undefined;
    let stop: (() => void) | null = null;
    let stopped = false;
    setFailed(false);
    feedbackReady()
      .then(({ sdk, db }) => {
        if (stopped) return;
        stop = sdk.watchMostWanted(db, setRequests, () => setFailed(true));
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid]);

  async function toggleVote(request: RequestEntry, shown: Account | null) {
    setProblem(null);
    setUnverified(false);
    // Pressed before the SDK has said who this is: wait for it, never treat a student as a guest.
    const voter = shown ?? (await accountReady());
    if (voter.anonymous) {
      requestSignIn();
      return;
    }
    if (!online()) {
      setProblem('You are offline. Vote once you are connected.');
      return;
    }
    setBusy(request.key);
    // Votes count from Google or verified email accounts only (database.rules.json); the
    // student may have opened the link since the page loaded.
    if (voter.unverified && !(await checkEmailVerified())) {
      setUnverified(true);
      setBusy(null);
      return;
    }
    try {
      const { sdk, db } = await feedbackReady();
      if (request.voters.includes(voter.uid)) await sdk.withdrawVote(db, voter.uid, request.key);
      else await sdk.voteRequest(db, voter.uid, request.key);
    } catch (error) {
      setProblem(
        (error as { reason?: string }).reason
          ? (error as Error).message
          : 'Your vote was not saved. Check your connection and try again.',
      );
    } finally {
      setBusy(null);
    }
  }

  const shown = requests ? (all ? requests : requests.slice(0, SHOWN)) : [];
  return (
    <div className={styles.wanted}>
      <section className={page.card} aria-labelledby={headingId}>
        <h2 id={headingId}>Most wanted</h2>
        <p className={page.help}>
          Papers students have asked for, most votes first. Have one? Send it: everyone who asked
          hears when it is published.
        </p>
        {failed ? (
          <p className={page.problem} role="alert">
            The requests could not be loaded. Check your connection and reload the page.
          </p>
        ) : requests === null ? (
          <p className={page.status} role="status">
            Loading the requests…
          </p>
        ) : requests.length === 0 ? (
          <p className={page.status}>No open requests right now.</p>
        ) : (
          <ol className={styles.list}>
            {shown.map((request) => {
              const name = catalogue.get(request.courseCode);
              const mine = Boolean(uid && request.voters.includes(uid));
              const titleId = `${headingId}-${request.key}`;
              return (
                <li key={request.key} className={styles.item}>
                  <div className={styles.what} id={titleId}>
                    <span className={styles.code}>{request.courseCode}</span>
                    {name ? <span className={styles.name}>{name}</span> : null}
                    <span className={styles.meta}>
                      {EXAM_LABELS[request.exam]} ·{' '}
                      {request.slot ? `slot ${request.slot}` : 'any slot'}
                    </span>
                  </div>
                  <span className={styles.votes}>
                    <strong>{request.votes}</strong>{' '}
                    {request.votes === 1 ? 'student wants it' : 'students want it'}
                  </span>
                  <div className={styles.actions}>
                    <Link
                      className={`${page.primary} ${styles.button}`}
                      to={uploadPathFor(request)}
                      aria-describedby={titleId}
                      onClick={() => window.scrollTo({ top: 0 })}
                    >
                      I have this paper
                    </Link>
                    <button
                      type="button"
                      className={`${page.secondary} ${styles.button}`}
                      aria-pressed={mine}
                      aria-describedby={titleId}
                      disabled={busy === request.key}
                      onClick={() => void toggleVote(request, account)}
                    >
                      {mine ? 'Withdraw my vote' : 'I need it too'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {requests && requests.length > SHOWN && !all ? (
          <button
            type="button"
            className={`${page.secondary} ${styles.button} ${styles.more}`}
            onClick={() => setAll(true)}
          >
            Show all {requests.length} requests
          </button>
        ) : null}
        {problem ? (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        ) : null}
        {unverified ? <VerifyEmail action="vote" email={account?.email ?? null} /> : null}
        <p className={styles.ask}>
          Not listed?{' '}
          <button
            type="button"
            className={page.secondary}
            aria-expanded={asking}
            onClick={() => setAsking((open) => !open)}
          >
            Request a paper
          </button>
        </p>
      </section>
      {/* Opened on demand: the upload form above has fields of the same names. */}
      {asking ? (
        <RequestPaper
          codes={codes}
          heading="Request a paper"
          intro="Need a paper nobody has sent? Ask for it: it joins Most wanted, and you hear in your inbox when it arrives."
        />
      ) : null}
    </div>
  );
}

export default MostWanted;
