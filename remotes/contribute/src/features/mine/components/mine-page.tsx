import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { requestSignIn, useAccount } from '@vithelper/shared';
import { paperPath } from '@vithelper/contracts/papers';
import type { SubmissionEntry, UnreadableSubmission } from '@vithelper/contracts/contributions';
import { PageFrame } from '@vithelper/ui/page-frame';
import { contributionsReady } from '../../../common/data/contributions';
import { keepDraining, outbox, sendAgain, useOutbox } from '../../../common/queue/device-outbox';
import page from '../../../common/contribute-page.module.css';
import { MyReports } from './my-reports';
import { PaperTitle } from './paper-title';
import { UnreadableItem } from './unreadable-item';
import { WaitingItem } from './waiting-item';
import styles from './mine-page.module.css';

type Listed =
  | { phase: 'loading' }
  | { phase: 'ready'; entries: SubmissionEntry[]; unreadable: UnreadableSubmission[] }
  | { phase: 'failed' };

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /contribute/mine, "My contributions": the student's papers (those on this device and those
 * sent) and the problems they reported, each with where it is, live.
 */
export function MinePage() {
  const account = useAccount();
  useEffect(() => {
    keepDraining();
    void contributionsReady().catch(() => undefined);
  }, []);
  return (
    <PageFrame
      heading="My contributions"
      intro="The papers you sent and the problems you reported, and where each one is: waiting to send, in review, published or returned; reports open or resolved."
      before={
        <nav className={page.tabs} aria-label="Contribute">
          <Link to="/contribute">Send a paper</Link>
          <span aria-current="page">My contributions</span>
        </nav>
      }
    >
      {account === null ? (
        <p className={page.card} role="status">
          Checking your sign-in…
        </p>
      ) : account.anonymous ? (
        <section className={`${page.card} ${page.signIn}`} aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading">Sign in to see your contributions</h2>
          <p>
            Your papers and reports belong to your account: sign in with the one you sent them from.
          </p>
          <button type="button" className={page.primary} onClick={() => requestSignIn()}>
            Sign in
          </button>
        </section>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="mine-papers">
            <h2 id="mine-papers" className={styles.sectionTitle}>
              Papers you sent
            </h2>
            <Uploads uid={account.uid} />
          </section>
          <section className={styles.section} aria-labelledby="mine-reports">
            <h2 id="mine-reports" className={styles.sectionTitle}>
              Problems you reported
            </h2>
            <MyReports uid={account.uid} />
          </section>
        </>
      )}
    </PageFrame>
  );
}

function Uploads({ uid }: { uid: string }) {
  const [listed, setListed] = useState<Listed>({ phase: 'loading' });
  const onDevice = useOutbox();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    contributionsReady().then(
      ({ sdk, handles }) => {
        if (stopped) return;
        stop = sdk.watchSubmissions(
          handles.db,
          uid,
          (entries, unreadable) => setListed({ phase: 'ready', entries, unreadable }),
          () => setListed({ phase: 'failed' }),
        );
      },
      () => setListed({ phase: 'failed' }),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid]);

  const sent = listed.phase === 'ready' ? [...listed.entries].reverse() : [];
  const unreadable = listed.phase === 'ready' ? listed.unreadable : [];
  // The database lists a paper as soon as it is written, a moment before the device forgets it.
  const waiting = onDevice.filter(
    (entry) => entry.uid === uid && !sent.some((paper) => paper.sha256 === entry.sha256),
  );
  const empty =
    listed.phase === 'ready' &&
    sent.length === 0 &&
    waiting.length === 0 &&
    unreadable.length === 0;
  return (
    <>
      {listed.phase === 'loading' ? (
        <p className={styles.note} role="status">
          Loading your uploads…
        </p>
      ) : null}
      {listed.phase === 'failed' ? (
        <p className={styles.note} role="alert">
          Your uploads could not be read just now. Check your connection; this page updates by
          itself.
        </p>
      ) : null}
      {empty ? (
        <section className={`${page.card} ${styles.empty}`}>
          <h3>Nothing sent yet</h3>
          <p>Send this semester's paper and earn 100 coins once it is published.</p>
          <Link className={page.primary} to="/contribute">
            Send a paper
          </Link>
        </section>
      ) : null}
      {waiting.length > 0 || sent.length > 0 || unreadable.length > 0 ? (
        <ul className={styles.list} aria-label="Your papers">
          {waiting.map((entry) => (
            <WaitingItem
              key={entry.key}
              entry={entry}
              onSendAgain={(key) => void sendAgain(key)}
              onRemove={(key) => void outbox.remove(key)}
            />
          ))}
          {sent.map((entry) => (
            <SentItem key={entry.id} entry={entry} />
          ))}
          {unreadable.map((item) => (
            <UnreadableItem key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function SentItem({ entry }: { entry: SubmissionEntry }) {
  return (
    <li className={styles.item}>
      <PaperTitle details={entry} />
      <div className={styles.state}>
        {entry.status === 'pending' ? (
          <span className={`${styles.chip} ${styles.pending}`}>Pending review</span>
        ) : entry.status === 'approved' ? (
          <>
            <span className={`${styles.chip} ${styles.published}`}>Published · +100 coins</span>
            {entry.paperId ? (
              <Link className={styles.link} to={paperPath({ kind: entry.exam, id: entry.paperId })}>
                Open the paper
              </Link>
            ) : null}
          </>
        ) : (
          <>
            <span className={`${styles.chip} ${styles.rejected}`}>Rejected</span>
            <p className={styles.reason}>
              Moderator's reason: {entry.reason?.trim() ? entry.reason : 'none given'}
            </p>
          </>
        )}
        <p className={styles.meta}>
          {entry.pages} {entry.pages === 1 ? 'page' : 'pages'} · sent{' '}
          {dateFormat.format(entry.createdAt)}
        </p>
      </div>
    </li>
  );
}
