import { Link, useSearchParams } from 'react-router-dom';
import { requestSignIn, useAccount } from '@vithelper/shared';
import type { Account } from '@vithelper/contracts/account';
import { PageFrame } from '@vithelper/ui/page-frame';
import { useFeedback } from '../hooks/use-feedback';
import { useModeration } from '../hooks/use-moderation';
import { AnswersTab } from './answers-tab';
import { ReportsTab } from './reports-tab';
import { TrashTab } from './trash-tab';
import { UploadsTab } from './uploads-tab';
import styles from './moderate.module.css';

/** /moderate: the queue of contributed papers, for accounts with the moderator claim. */
export function ModeratePage() {
  const account = useAccount();
  if (!account) {
    return (
      <PageFrame heading="Moderation" title="Moderation">
        <p role="status" className={styles.muted}>
          Checking your account…
        </p>
      </PageFrame>
    );
  }
  if (!account.moderator) return <ModeratorsOnly account={account} />;
  return <ModerationQueue me={account.uid} />;
}

/** What everyone else sees. The page only explains: the rules refuse their reads and writes. */
function ModeratorsOnly({ account }: { account: Account }) {
  return (
    <PageFrame heading="Moderators only" title="Moderation">
      <div className={styles.gate}>
        <p>
          This page is where moderators review the papers students send before they are published.
          {account.anonymous
            ? ' If you are a moderator, sign in with your moderator account.'
            : ` Your account${account.email ? ` (${account.email})` : ''} is not a moderator.`}
        </p>
        <p className={styles.actions}>
          {account.anonymous ? (
            <button type="button" className={styles.primary} onClick={() => requestSignIn()}>
              Sign in
            </button>
          ) : null}
          <Link className={styles.secondary} to="/contribute">
            Send a paper instead
          </Link>
        </p>
        {!account.anonymous ? (
          <p className={styles.muted}>
            Moderators are named by the site’s maintainers. If you were just made one, sign out and
            sign in again.
          </p>
        ) : null}
      </div>
    </PageFrame>
  );
}

const TABS = {
  uploads: {
    label: 'Uploads',
    intro:
      'Papers sent by students, oldest first. Check each PDF and its details, then approve it to publish it for everyone, or reject it with a reason.',
  },
  reports: {
    label: 'Reports',
    intro:
      'Problems students reported with published papers, the most reported first. Fix the details, remove the paper to the trash, or dismiss the reports with a reason: every student who reported it is told.',
  },
  answers: {
    label: 'Answers',
    intro:
      'Answers to past questions that students flagged, the most flagged first. Hide one with the reason its author will read, or clear its flags: either way its author is told.',
  },
  trash: {
    label: 'Trash',
    intro:
      'Papers removed from their lists. Each can be restored exactly as it was for 30 days; its PDF stays where it is.',
  },
} as const;
type Tab = keyof typeof TABS;
const tabOf = (value: string | null): Tab =>
  value === 'reports' || value === 'trash' || value === 'answers' ? value : 'uploads';

function ModerationQueue({ me }: { me: string }) {
  const state = useModeration(true);
  const feedback = useFeedback(true);
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const counts: Record<Tab, number | null> = {
    uploads:
      state.status === 'ready'
        ? state.entries.filter((entry) => entry.status === 'pending').length
        : null,
    reports: feedback.status === 'ready' ? feedback.reported.length : null,
    trash: feedback.status === 'ready' ? feedback.trash.length : null,
    answers: null,
  };
  return (
    <PageFrame heading="Moderation" intro={TABS[tab].intro} className={styles.wide}>
      <nav className={styles.tabs} aria-label="Moderation">
        {(Object.keys(TABS) as Tab[]).map((key) => {
          const face = (
            <>
              {TABS[key].label}{' '}
              {counts[key] !== null ? <span className={styles.tabCount}>{counts[key]}</span> : null}
            </>
          );
          return key === tab ? (
            <span key={key} aria-current="page">
              {face}
            </span>
          ) : (
            <Link key={key} to={key === 'uploads' ? '/moderate' : `/moderate?tab=${key}`}>
              {face}
            </Link>
          );
        })}
      </nav>
      {tab === 'uploads' ? (
        <UploadsTab state={state} me={me} />
      ) : tab === 'answers' ? (
        <AnswersTab me={me} />
      ) : feedback.status === 'loading' ? (
        <p role="status" className={styles.muted}>
          Loading the {tab === 'reports' ? 'reports' : 'trash'}…
        </p>
      ) : feedback.status === 'failed' ? (
        <p role="alert" className={styles.problem}>
          {feedback.message}
        </p>
      ) : tab === 'reports' ? (
        <ReportsTab feedback={feedback} me={me} />
      ) : (
        <TrashTab feedback={feedback} me={me} />
      )}
    </PageFrame>
  );
}
