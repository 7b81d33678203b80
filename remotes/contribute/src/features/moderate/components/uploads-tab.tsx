import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaperDetails, SubmissionEntry } from '@vithelper/contracts/contributions';
import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers';
import { ago } from '../data/reasons';
import type { QueueState } from '../hooks/use-moderation';
import { ItemList } from './item-list';
import { NoticeLine, type Notice } from './notice-line';
import { RejectDialog } from './reject-dialog';
import { SubmissionPanel } from './submission-panel';
import { UnreadableList } from './unreadable-list';
import styles from './moderate.module.css';

const keyOf = (entry: { uid: string; id: string }) => `${entry.uid}/${entry.id}`;
const describe = (entry: SubmissionEntry) =>
  `${entry.courseCode} ${entry.courseName} (${EXAM_LABELS[entry.exam]}, ${entry.slot})`;

/** /moderate: the papers students sent, oldest first, and those decided today. */
export function UploadsTab({ state, me }: { state: QueueState; me: string }) {
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
    link: { to: viewerPath(exam, entry.id), label: 'Open it' },
  });

  const approve = (entry: SubmissionEntry, details: PaperDetails | undefined) =>
    void run(async () => {
      await sdk.approveSubmission(handles, me, entry, details);
      // Its text for search inside papers and its questions for the course's bank, after (and
      // apart from) the publication.
      void import('../data/paper-text')
        .then(({ storeApprovedText }) =>
          // The details as published: its questions go to the bank of the course it names.
          storeApprovedText(
            state.sdk,
            me,
            details ? { ...entry, ...details } : entry,
            details?.exam ?? entry.exam,
          ),
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
      <NoticeLine notice={notice} />
      <div className={styles.queue}>
        <ItemList
          id="moderation-queue"
          heading="Waiting for review"
          count={pending.length}
          headAction={
            pending.length > 0 ? (
              <button
                type="button"
                className={styles.primary}
                disabled={busy || chosenCount === 0}
                onClick={approveSelected}
              >
                Approve selected{chosenCount ? ` (${chosenCount})` : ''}
              </button>
            ) : null
          }
          empty="Nothing is waiting. New papers appear here as they are sent."
          items={pending}
          keyOf={keyOf}
          title={(entry) => `${entry.courseCode} · ${entry.courseName}`}
          tag={(entry) => EXAM_LABELS[entry.exam]}
          meta={(entry) => [`Slot ${entry.slot} · ${ago(entry.createdAt)}`]}
          open={{ key: openKey, onOpen: openItem }}
          select={{ selected, onToggle: toggle, label: (entry) => `Select ${describe(entry)}` }}
        />
        <UnreadableList items={state.unreadable} sdk={state.sdk} me={me} />
        {recent.length > 0 ? (
          <ItemList
            id="moderation-decided"
            heading="Decided today"
            className={styles.recent}
            quiet
            items={recent}
            keyOf={keyOf}
            title={(entry) => `${entry.courseCode} · ${entry.courseName}`}
            meta={(entry) => [
              `${entry.status === 'approved' ? 'Published' : 'Rejected'}${
                entry.decidedBy === me ? ' by you' : ' by another moderator'
              }${entry.decidedAt ? `, ${ago(entry.decidedAt)}` : ''}${
                entry.reason ? ` — ${entry.reason}` : ''
              }`,
            ]}
            action={(entry) =>
              entry.status === 'approved' && sdk.canUndo(entry) ? (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() => undo(entry)}
                  aria-label={`Undo the approval of ${describe(entry)}`}
                >
                  Undo
                </button>
              ) : null
            }
          />
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
