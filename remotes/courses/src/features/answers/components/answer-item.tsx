import { memo, useState } from 'react';
import { ANSWER_LIMITS, type FlagReason } from '@vithelper/contracts/answers';
import type { AnswerEntry } from '../data/answer-list';
import type { RenderMarkdown } from '../render/markdown';
import { AnswerComments, type CommentActions } from './answer-comments';
import { AnswerFlag } from './answer-flag';
import { AnswerForm } from './answer-form';
import { MarkdownView } from './markdown-view';
import styles from './answers.module.css';

export type AnswerItemProps = {
  question: string;
  entry: AnswerEntry;
  render: RenderMarkdown | null;
  /** Draw its body now; false: once it comes near the screen (../hooks/use-drawn-count.ts). */
  drawNow: boolean;
  /** The signed-in student's uid (null before the session is known). */
  uid: string | null;
  /** The visitor is a guest (anonymous): they read, and are asked to sign in to write. */
  guest: boolean;
  isExpertAuthor: boolean;
  /** Whether this visitor may mark answers verified (a moderator, or an expert of the course). */
  canVerify: boolean;
  onVote: (entry: AnswerEntry, vote: 1 | -1 | null) => Promise<void>;
  onEdit: (entry: AnswerEntry, body: string) => Promise<void>;
  onDelete: (entry: AnswerEntry) => Promise<void>;
  onVerify: (entry: AnswerEntry, verified: boolean) => Promise<void>;
  onFlag: (entry: AnswerEntry, reason: FlagReason) => Promise<void>;
  comments: CommentActions;
};

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One answer: who and when, its body, its score and votes, and what this visitor may do. Drawn
 * again only when its own props change (the list's handlers stay the same, ./answers-section.tsx).
 */
export const AnswerItem = memo(function AnswerItem(props: AnswerItemProps) {
  const { question, entry, render, drawNow, uid, guest, isExpertAuthor, canVerify } = props;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const own = uid !== null && uid === entry.author;
  const by = own ? 'You' : isExpertAuthor ? 'An expert of this course' : 'A student';

  async function act(action: () => Promise<void>) {
    setProblem(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`${styles.answer} ${entry.verified ? styles.verified : ''}`}>
      <article aria-label={`${entry.verified ? 'Verified answer' : 'Answer'} by ${by}`}>
        <header className={styles.meta}>
          {entry.verified ? <span className={styles.badge}>✓ Verified</span> : null}
          <span className={styles.by}>{by}</span>
          <span>
            <time dateTime={new Date(entry.createdAt).toISOString()}>
              {when.format(entry.createdAt)}
            </time>
            {entry.editedAt ? (
              <>
                {' · edited '}
                <time dateTime={new Date(entry.editedAt).toISOString()}>
                  {when.format(entry.editedAt)}
                </time>
              </>
            ) : null}
          </span>
        </header>
        {entry.hidden !== null ? (
          <p className={styles.problem} role="note">
            Hidden by a moderator{own ? ': only you and the moderators see it' : ''}.
            {entry.hidden ? ` Reason: ${entry.hidden}` : ''}
          </p>
        ) : null}
        {entry.machineNotice ? (
          <p className={styles.notice} role="note">
            {ANSWER_LIMITS.machineNotice} or more students think this answer was machine-written. A
            moderator will look at it; check it before you rely on it.
          </p>
        ) : null}
        {editing ? (
          <AnswerForm
            question={question}
            answer={{ id: entry.id, body: entry.body }}
            render={render}
            onSave={async (body) => {
              await props.onEdit(entry, body);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <MarkdownView markdown={entry.body} render={render} eager={drawNow} />
        )}
        <footer className={styles.tools}>
          <div className={styles.votes} role="group" aria-label="Votes">
            <button
              type="button"
              className={styles.vote}
              aria-pressed={entry.mine === 1}
              aria-label="Vote up"
              disabled={busy || own}
              title={own ? 'You cannot vote on your own answer' : undefined}
              onClick={() => act(() => props.onVote(entry, entry.mine === 1 ? null : 1))}
            >
              ▲
            </button>
            <span className={styles.score} aria-label={`Score ${entry.score}`}>
              {entry.score}
            </span>
            <button
              type="button"
              className={styles.vote}
              aria-pressed={entry.mine === -1}
              aria-label="Vote down"
              disabled={busy || own}
              title={own ? 'You cannot vote on your own answer' : undefined}
              onClick={() => act(() => props.onVote(entry, entry.mine === -1 ? null : -1))}
            >
              ▼
            </button>
          </div>
          {own && !entry.verified && !editing ? (
            <>
              <button
                type="button"
                className={styles.link}
                disabled={busy}
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
              {confirming ? (
                <span className={styles.confirm}>
                  Delete this answer?{' '}
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={busy}
                    onClick={() => act(() => props.onDelete(entry))}
                  >
                    Delete
                  </button>{' '}
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => setConfirming(false)}
                  >
                    Keep it
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className={styles.link}
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  Delete
                </button>
              )}
            </>
          ) : null}
          {own && entry.verified ? (
            <span className={styles.note}>A verified answer cannot be edited or deleted.</span>
          ) : null}
          {uid !== null && !own && !guest ? (
            <AnswerFlag
              mine={entry.myFlag}
              busy={busy}
              onFlag={(reason) => act(() => props.onFlag(entry, reason))}
            />
          ) : null}
          {canVerify && !own ? (
            <button
              type="button"
              className={entry.verified ? styles.secondary : styles.primary}
              disabled={busy}
              onClick={() => act(() => props.onVerify(entry, !entry.verified))}
            >
              {entry.verified ? 'Undo verified' : 'Mark as verified'}
            </button>
          ) : null}
        </footer>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <AnswerComments
          question={question}
          entry={entry}
          render={render}
          uid={uid}
          canWrite={uid !== null && !guest}
          actions={props.comments}
        />
      </article>
    </li>
  );
});
