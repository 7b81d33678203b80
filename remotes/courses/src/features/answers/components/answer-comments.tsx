import { useState } from 'react';
import type { AnswerEntry, CommentEntry } from '../data/answer-list';
import type { RenderMarkdown } from '../render/markdown';
import { CommentForm } from './comment-form';
import { MarkdownView } from './markdown-view';
import styles from './answers.module.css';

/** The section's writes on comments (./answers-section.tsx); each throws words for the student. */
export type CommentActions = {
  post: (entry: AnswerEntry, body: string) => Promise<void>;
  edit: (entry: AnswerEntry, id: string, body: string) => Promise<void>;
  remove: (entry: AnswerEntry, id: string) => Promise<void>;
};

export type AnswerCommentsProps = {
  question: string;
  entry: AnswerEntry;
  render: RenderMarkdown | null;
  uid: string | null;
  /** Signed in with an account that may write (not a guest). */
  canWrite: boolean;
  actions: CommentActions;
};

/** Comments under an answer: rendered by the answers' own safe renderer, their author's to change. */
export function AnswerComments({
  question,
  entry,
  render,
  uid,
  canWrite,
  actions,
}: AnswerCommentsProps) {
  const [open, setOpen] = useState(false);
  const count = entry.comments.length;
  return (
    <section className={styles.comments} aria-label="Comments">
      {entry.comments.length ? (
        <ul className={styles.commentList}>
          {entry.comments.map((comment) => (
            <Comment
              key={comment.id}
              question={question}
              entry={entry}
              comment={comment}
              render={render}
              own={comment.author === uid}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
      {canWrite ? (
        open ? (
          <CommentForm
            question={question}
            draft={`c~${entry.id}`}
            label="Your comment"
            submitLabel="Post comment"
            onSave={(body) => actions.post(entry, body)}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <button type="button" className={styles.link} onClick={() => setOpen(true)}>
            {count ? 'Add a comment' : 'Comment'}
          </button>
        )
      ) : null}
    </section>
  );
}

type CommentProps = {
  question: string;
  entry: AnswerEntry;
  comment: CommentEntry;
  render: RenderMarkdown | null;
  own: boolean;
  actions: CommentActions;
};

function Comment({ question, entry, comment, render, own, actions }: CommentProps) {
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const by = own ? 'You' : 'A student';
  return (
    <li className={styles.comment}>
      <article aria-label={`Comment by ${by}`}>
        {editing ? (
          <CommentForm
            question={question}
            draft={`c~${entry.id}~${comment.id}`}
            initial={comment.body}
            label="Edit your comment"
            submitLabel="Save comment"
            onSave={async (body) => {
              await actions.edit(entry, comment.id, body);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <MarkdownView markdown={comment.body} render={render} />
        )}
        <p className={styles.commentMeta}>
          — {by}
          {comment.editedAt ? ' (edited)' : ''}
          {own && !editing ? (
            <>
              {' '}
              <button type="button" className={styles.link} onClick={() => setEditing(true)}>
                Edit comment
              </button>{' '}
              <button
                type="button"
                className={styles.link}
                onClick={() =>
                  actions.remove(entry, comment.id).catch((error: unknown) => {
                    setProblem(error instanceof Error ? error.message : 'It was not deleted.');
                  })
                }
              >
                Delete comment
              </button>
            </>
          ) : null}
        </p>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </article>
    </li>
  );
}
