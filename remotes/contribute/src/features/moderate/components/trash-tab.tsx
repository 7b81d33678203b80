import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EXAM_LABELS, FEEDBACK_LIMITS, viewerPath } from '@vithelper/shared/feedback';
import { ago } from '../data/reasons';
import type { FeedbackState, TrashedPaper } from '../hooks/use-feedback';
import styles from './moderate.module.css';

type Ready = Extract<FeedbackState, { status: 'ready' }>;
type Notice = { kind: 'done' | 'problem'; text: string; link?: { to: string; label: string } };

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** [course name, code, slot?] of the record as it was removed. */
function nameOf(entry: TrashedPaper): { code: string; name: string; slot?: string } {
  const name = Array.isArray(entry.record.name) ? (entry.record.name as unknown[]) : [];
  return {
    name: typeof name[0] === 'string' ? name[0] : '',
    code: typeof name[1] === 'string' ? name[1] : entry.paperId,
    slot: typeof name[2] === 'string' ? name[2] : undefined,
  };
}

/** /moderate?tab=trash: removed papers, newest first, each restorable for 30 days. */
export function TrashTab({ feedback, me }: { feedback: Ready; me: string }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { trash, connection } = feedback;
  const now = Date.now();

  const restore = (entry: TrashedPaper) => {
    const { code, name } = nameOf(entry);
    setBusy(true);
    setNotice(null);
    connection.sdk
      .restorePaper(connection.db, entry.exam, entry.paperId)
      .then(
        () =>
          setNotice({
            kind: 'done',
            text: `Restored ${code} ${name}: it is listed in ${EXAM_LABELS[entry.exam]} papers again.`,
            link: { to: viewerPath(entry.exam, entry.paperId), label: 'Open it' },
          }),
        (error: unknown) =>
          setNotice({
            kind: 'problem',
            text: error instanceof Error ? error.message : 'The paper was not restored.',
          }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.single}>
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
      <section aria-labelledby="moderation-trash">
        <div className={styles.queueHead}>
          <h2 id="moderation-trash" className={styles.sectionTitle}>
            Removed papers <span className={styles.count}>{trash.length}</span>
          </h2>
        </div>
        {trash.length === 0 ? (
          <p className={styles.empty}>
            The trash is empty. A paper removed from its list stays here for 30 days, restorable.
          </p>
        ) : (
          <ul className={styles.list}>
            {trash.map((entry) => {
              const { code, name, slot } = nameOf(entry);
              const until = entry.removedAt + FEEDBACK_LIMITS.trashKeepMs;
              const restorable = now < until;
              return (
                <li key={`${entry.exam}/${entry.paperId}`} className={styles.trashRow}>
                  <span className={styles.rowTitle}>
                    {code} · {name}
                  </span>
                  <span className={styles.rowMeta}>
                    <span className={styles.tag}>{EXAM_LABELS[entry.exam]}</span>
                    {slot ? ` Slot ${slot} ·` : ''} removed {ago(entry.removedAt)}
                    {entry.removedBy === me ? ' by you' : ' by another moderator'}
                    {entry.reason ? ` — ${entry.reason}` : ''}
                  </span>
                  <span className={styles.rowMeta}>
                    {restorable
                      ? `Restorable until ${dateFormat.format(until)}`
                      : 'Older than 30 days: it can no longer be restored.'}
                  </span>
                  {restorable ? (
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={busy}
                      onClick={() => restore(entry)}
                      aria-label={`Restore ${code} ${name}`}
                    >
                      Restore
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
