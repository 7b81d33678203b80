import { useState } from 'react';
import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers';
import { FEEDBACK_LIMITS } from '@vithelper/contracts/feedback';
import { ago } from '../data/reasons';
import type { FeedbackState, TrashedPaper } from '../hooks/use-feedback';
import { ItemList } from './item-list';
import { NoticeLine, type Notice } from './notice-line';
import styles from './moderate.module.css';

type Ready = Extract<FeedbackState, { status: 'ready' }>;

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
  const until = (entry: TrashedPaper) => entry.removedAt + FEEDBACK_LIMITS.trashKeepMs;
  const restorable = (entry: TrashedPaper) => now < until(entry);

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
      <NoticeLine notice={notice} />
      <ItemList
        id="moderation-trash"
        heading="Removed papers"
        count={trash.length}
        empty="The trash is empty. A paper removed from its list stays here for 30 days, restorable."
        items={trash}
        keyOf={(entry) => `${entry.exam}/${entry.paperId}`}
        title={(entry) => `${nameOf(entry).code} · ${nameOf(entry).name}`}
        tag={(entry) => EXAM_LABELS[entry.exam]}
        meta={(entry) => {
          const { slot } = nameOf(entry);
          return [
            `${slot ? `Slot ${slot} · ` : ''}removed ${ago(entry.removedAt)}${
              entry.removedBy === me ? ' by you' : ' by another moderator'
            }${entry.reason ? ` — ${entry.reason}` : ''}`,
            restorable(entry)
              ? `Restorable until ${dateFormat.format(until(entry))}`
              : 'Older than 30 days: it can no longer be restored.',
          ];
        }}
        action={(entry) => {
          if (!restorable(entry)) return null;
          const { code, name } = nameOf(entry);
          return (
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => restore(entry)}
              aria-label={`Restore ${code} ${name}`}
            >
              Restore
            </button>
          );
        }}
      />
    </div>
  );
}
