import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestSignIn, useAccount, type Account } from '@vithelper/shared';
import type { PaperDetails, SubmissionEntry } from '@vithelper/shared/contributions';
import { PageFrame } from '@vithelper/ui/page-frame';
import { EXAM_LABELS, EXAM_LIST_PATHS, ago } from '../data/reasons';
import { useFeedback } from '../hooks/use-feedback';
import { useModeration, type QueueState } from '../hooks/use-moderation';
import { RejectDialog } from './reject-dialog';
import { ReportsTab } from './reports-tab';
import { SubmissionPanel } from './submission-panel';
import { TrashTab } from './trash-tab';
import styles from './moderate.module.css';

const keyOf = (entry: { uid: string; id: string }) => `${entry.uid}/${entry.id}`;
const describe = (entry: SubmissionEntry) =>
  `${entry.courseCode} ${entry.courseName} (${EXAM_LABELS[entry.exam]}, ${entry.slot})`;

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

type Notice = { kind: 'done' | 'problem'; text: string; link?: { to: string; label: string } };

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
  trash: {
    label: 'Trash',
    intro:
      'Papers removed from their lists. Each can be restored exactly as it was for 30 days; its PDF stays where it is.',
  },
} as const;
type Tab = keyof typeof TABS;
const tabOf = (value: string | null): Tab =>
  value === 'reports' || value === 'trash' ? value : 'uploads';

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
        <QueueBody state={state} me={me} />
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

function QueueBody({ state, me }: { state: QueueState; me: string }) {
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejecting, setRejecting] = useState<SubmissionEntry | null>(null);
  const [rejectProblem, setRejectProblem] = useState<string | null>(null);

  const entries = useMemo(() => (state.status === 'ready' ? state.entries : []), [state]);
  const pending = useMemo(() => entries.filter((entry) => entry.status === 'pending'), [entries]);
  const recent = useMemo(
    () =>
      entries
        .filter((entry) => entry.status !== 'pending')
        .filter(
          (entry) => entry.decidedAt !== undefined && Date.now() - entry.decidedAt < 86_400_000,
        )
        .sort((a, b) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0)),
    [entries],
  );
  const openKey = params.get('item');
  const open = entries.find((entry) => keyOf(entry) === openKey) ?? null;

  const openItem = useCallback(
    (entry: SubmissionEntry | null) => {
      const next = new URLSearchParams(params);
      if (entry) next.set('item', keyOf(entry));
      else next.delete('item');
      setParams(next, { replace: !entry });
    },
    [params, setParams],
  );

  const fetchPdf = useCallback(
    (entry: SubmissionEntry) => {
      if (state.status !== 'ready') return Promise.reject(new Error('not ready'));
      return state.sdk.sdk.fetchSubmissionPdf(state.sdk.handles.storage, entry);
    },
    [state],
  );

  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Loading the queue…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className={styles.problem}>
        {state.message}
      </p>
    );
  }
  const { sdk, handles } = state.sdk;

  const run = async (work: () => Promise<Notice>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (error) {
      setNotice({
        kind: 'problem',
        text: error instanceof Error ? error.message : 'That did not work. Try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  const nextAfter = (entry: SubmissionEntry) =>
    pending.find((item) => keyOf(item) !== keyOf(entry)) ?? null;
  const published = (entry: SubmissionEntry, exam = entry.exam): Notice => ({
    kind: 'done',
    text: `Published ${entry.courseCode} ${entry.courseName} in ${EXAM_LABELS[exam]} papers.`,
    link: { to: `${EXAM_LIST_PATHS[exam]}/${entry.id}`, label: 'Open it' },
  });

  const approve = (entry: SubmissionEntry, details: PaperDetails | undefined) =>
    void run(async () => {
      await sdk.approveSubmission(handles, me, entry, details);
      // Its text for search inside papers, after (and apart from) the publication.
      void import('../data/paper-text')
        .then(({ storeApprovedText }) =>
          storeApprovedText(state.sdk, me, entry, details?.exam ?? entry.exam),
        )
        .catch(() => undefined);
      openItem(nextAfter(entry));
      return published(entry, details?.exam);
    });
  const save = (entry: SubmissionEntry, details: PaperDetails) =>
    void run(async () => {
      await sdk.saveDetails(handles.db, entry, details);
      return { kind: 'done', text: 'Details saved.' };
    });
  const reject = (entry: SubmissionEntry, reason: string) => {
    setBusy(true);
    setRejectProblem(null);
    sdk.rejectSubmission(handles.db, me, entry, reason).then(
      () => {
        setBusy(false);
        setRejecting(null);
        openItem(nextAfter(entry));
        setNotice({ kind: 'done', text: `Rejected ${describe(entry)}. The student sees why.` });
      },
      (error: unknown) => {
        setBusy(false);
        setRejectProblem(error instanceof Error ? error.message : 'The rejection was not saved.');
      },
    );
  };
  const undo = (entry: SubmissionEntry) =>
    void run(async () => {
      await sdk.undoApproval(handles, entry);
      return { kind: 'done', text: `Unpublished ${describe(entry)}; it is waiting again.` };
    });
  const approveSelected = () =>
    void run(async () => {
      const chosen = pending.filter((entry) => selected.has(keyOf(entry)));
      const results = await sdk.approveMany(handles, me, chosen);
      setSelected(new Set());
      const approved = results.filter((result) => !result.error).map((result) => result.entry);
      void import('../data/paper-text')
        .then(async ({ storeApprovedText }) => {
          for (const entry of approved) await storeApprovedText(state.sdk, me, entry, entry.exam);
        })
        .catch(() => undefined);
      const failed = results.filter((result) => result.error);
      const done = results.length - failed.length;
      if (failed.length === 0) {
        return { kind: 'done', text: `Published ${done} ${done === 1 ? 'paper' : 'papers'}.` };
      }
      return {
        kind: 'problem',
        text: `Published ${done} of ${results.length}. Not published: ${failed
          .map((result) => `${result.entry.courseCode} (${result.error!.message})`)
          .join(' ')}`,
      };
    });

  const toggle = (entry: SubmissionEntry) => {
    const next = new Set(selected);
    if (next.has(keyOf(entry))) next.delete(keyOf(entry));
    else next.add(keyOf(entry));
    setSelected(next);
  };
  const chosenCount = pending.filter((entry) => selected.has(keyOf(entry))).length;

  return (
    <div className={open ? `${styles.layout} ${styles.hasItem}` : styles.layout}>
      <div className={styles.notices} role="status" aria-live="polite">
        {notice ? (
          <p className={notice.kind === 'done' ? styles.done : styles.problem}>
            {notice.text}
            {notice.link ? (
              <>
                {' '}
                <Link to={notice.link.to}>{notice.link.label}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.queue}>
        <section aria-labelledby="moderation-queue">
          <div className={styles.queueHead}>
            <h2 id="moderation-queue" className={styles.sectionTitle}>
              Waiting for review <span className={styles.count}>{pending.length}</span>
            </h2>
            {pending.length > 0 ? (
              <button
                type="button"
                className={styles.primary}
                disabled={busy || chosenCount === 0}
                onClick={approveSelected}
              >
                Approve selected{chosenCount ? ` (${chosenCount})` : ''}
              </button>
            ) : null}
          </div>
          {pending.length === 0 ? (
            <p className={styles.empty}>
              Nothing is waiting. New papers appear here as they are sent.
            </p>
          ) : (
            <ul className={styles.list}>
              {pending.map((entry) => {
                const key = keyOf(entry);
                return (
                  <li
                    key={key}
                    className={key === openKey ? `${styles.row} ${styles.rowOpen}` : styles.row}
                  >
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={selected.has(key)}
                      onChange={() => toggle(entry)}
                      aria-label={`Select ${describe(entry)}`}
                    />
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-current={key === openKey ? 'true' : undefined}
                      onClick={() => openItem(entry)}
                    >
                      <span className={styles.rowTitle}>
                        {entry.courseCode} · {entry.courseName}
                      </span>
                      <span className={styles.rowMeta}>
                        <span className={styles.tag}>{EXAM_LABELS[entry.exam]}</span> Slot{' '}
                        {entry.slot} · {ago(entry.createdAt)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {recent.length > 0 ? (
          <section aria-labelledby="moderation-decided" className={styles.recent}>
            <h2 id="moderation-decided" className={styles.sectionTitle}>
              Decided today
            </h2>
            <ul className={styles.list}>
              {recent.map((entry) => (
                <li key={keyOf(entry)} className={styles.decidedRow}>
                  <span className={styles.rowTitle}>
                    {entry.courseCode} · {entry.courseName}
                  </span>
                  <span className={styles.rowMeta}>
                    {entry.status === 'approved' ? 'Published' : 'Rejected'}
                    {entry.decidedBy === me ? ' by you' : ' by another moderator'}
                    {entry.decidedAt ? `, ${ago(entry.decidedAt)}` : ''}
                    {entry.reason ? ` — ${entry.reason}` : ''}
                  </span>
                  {entry.status === 'approved' && sdk.canUndo(entry) ? (
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={busy}
                      onClick={() => undo(entry)}
                      aria-label={`Undo the approval of ${describe(entry)}`}
                    >
                      Undo
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {open ? (
        <SubmissionPanel
          entry={open}
          me={me}
          busy={busy}
          fetchPdf={fetchPdf}
          onApprove={approve}
          onSave={save}
          onReject={(entry) => {
            setRejectProblem(null);
            setRejecting(entry);
          }}
          onBack={() => openItem(null)}
        />
      ) : pending.length > 0 ? (
        <p className={styles.pick}>Choose a paper from the queue to check it.</p>
      ) : null}
      {rejecting ? (
        <RejectDialog
          what={describe(rejecting)}
          busy={busy}
          problem={rejectProblem}
          onReject={(reason) => reject(rejecting, reason)}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
    </div>
  );
}
