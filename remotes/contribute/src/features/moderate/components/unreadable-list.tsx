import { useState } from 'react';
import { describeRaw } from '@vithelper/contracts/common';
import type { UnreadableSubmission } from '@vithelper/contracts/contributions';
import type { QueueState } from '../hooks/use-moderation';
import { ItemList } from './item-list';
import { RejectDialog } from './reject-dialog';
import styles from './moderate.module.css';

type Ready = Extract<QueueState, { status: 'ready' }>;

export type UnreadableListProps = {
  items: readonly UnreadableSubmission[];
  sdk: Ready['sdk'];
  me: string;
};

const keyOf = (item: UnreadableSubmission) => `${item.uid}/${item.id}`;
const field = (item: UnreadableSubmission, name: string): unknown =>
  typeof item.raw === 'object' && item.raw !== null
    ? (item.raw as Record<string, unknown>)[name]
    : undefined;

/**
 * Submissions stored with details the app no longer accepts (under older, looser rules): they
 * cannot be opened or published, but a moderator sees them, their stored values with any
 * invisible character written out, and rejects a waiting one so its file may be sent again.
 */
export function UnreadableList({ items, sdk, me }: UnreadableListProps) {
  const [rejecting, setRejecting] = useState<UnreadableSubmission | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (items.length === 0 && !done) return null;

  const reject = (item: UnreadableSubmission, reason: string) => {
    setBusy(true);
    setProblem(null);
    sdk.sdk.rejectUnreadable(sdk.handles.db, me, item, reason).then(
      () => {
        setBusy(false);
        setRejecting(null);
        setDone(`Rejected the unreadable submission ${item.id}. The student sees why.`);
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(error instanceof Error ? error.message : 'The rejection was not saved.');
      },
    );
  };

  return (
    <>
      {done ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : null}
      <ItemList
        id="moderation-unreadable"
        heading="Stored with details the app cannot read"
        count={items.length}
        items={items}
        keyOf={keyOf}
        title={(item) => `Submission ${describeRaw(item.id, 80)}`}
        meta={(item) => [
          `Status: ${describeRaw(field(item, 'status') ?? 'none', 40)}`,
          `Not accepted: ${item.problems
            .map((name) => `${name} ${describeRaw(field(item, name) ?? 'missing', 80)}`)
            .join('; ')}`,
        ]}
        action={(item) =>
          field(item, 'status') === 'pending' ? (
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => {
                setProblem(null);
                setRejecting(item);
              }}
              aria-label={`Reject the unreadable submission ${describeRaw(item.id, 80)}`}
            >
              Reject
            </button>
          ) : null
        }
      />
      {rejecting ? (
        <RejectDialog
          what={`the unreadable submission ${describeRaw(rejecting.id, 80)}`}
          busy={busy}
          problem={problem}
          onReject={(reason) => reject(rejecting, reason)}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
