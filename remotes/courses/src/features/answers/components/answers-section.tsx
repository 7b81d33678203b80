import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { accountReady, requestSignIn, useAccount } from '@vithelper/shared';
import type { Account } from '@vithelper/contracts/account';
import type { FlagReason } from '@vithelper/contracts/answers';
import type { ExamKind } from '@vithelper/contracts/papers';
import { answerList, type AnswerEntry } from '../data/answer-list';
import { hasMath } from '../data/answer-renderer';
import { answersSdk } from '../data/answers';
import { online } from '../data/online';
import { writingAccount } from '../data/writing-account';
import { addPhoto } from '../photos/add-photo';
import { useAnswerOutbox } from '../hooks/use-answer-outbox';
import { useDrawnCount } from '../hooks/use-drawn-count';
import { useMarkdown } from '../hooks/use-markdown';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { AnswerForm } from './answer-form';
import type { CommentActions } from './answer-comments';
import { AnswerItem } from './answer-item';
import { FollowQuestion } from './follow-question';
import { OfficialAnswer } from './official-answer';
import { QueuedAnswers } from './queued-answers';
import styles from './answers.module.css';

export type AnswersSectionProps = {
  question: string;
  /** The course of the question's bank: an expert of it may verify. */
  course: string;
  /** The question's paper: its answer key may hold the official answer. */
  paper?: { exam: ExamKind; id: string };
};

/** A refused or failed write in words for the student; the rules' reasons are in docs/answers.md. */
function explain(error: unknown, what: string): Error {
  if ((error as { reason?: unknown }).reason === true) return error as Error;
  if (!online())
    return new Error(`You are offline: ${what} was not saved. Try again once connected.`);
  return new Error(
    `${what[0]!.toUpperCase()}${what.slice(1)} was refused. Reload the page: the answer may have changed meanwhile.`,
  );
}

/** The student behind an action: waits for the session, asks a guest to sign in (null then). */
async function writer(shown: Account | null): Promise<Account | null> {
  const checked = await writingAccount(shown);
  if (!('refused' in checked)) return checked.account;
  if (checked.refused === 'guest') {
    requestSignIn();
    return null;
  }
  throw new Error(
    checked.refused === 'offline'
      ? 'You are offline. Your draft is kept on this device: try again once connected.'
      : 'Open the link in the email we sent you first: answers and votes count from verified accounts.',
  );
}

/** Answers under a question (docs/answers.md): the list, the votes, verifying and writing. */
export function AnswersSection({ question, course, paper }: AnswersSectionProps) {
  const headingId = useId();
  const account = useAccount();
  const uid = account?.uid ?? null;
  const [typed, setTyped] = useState(false);
  const [typedMath, setTypedMath] = useState(false);
  const { stored, failed } = useStoredAnswers(question);
  const [experts, setExperts] = useState<string[]>([]);
  const outbox = useAnswerOutbox(question, uid);

  useEffect(() => {
    // experts/ is read by signed-in accounts (a guest's too), once there is one.
    if (!uid) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    answersSdk()
      .then(({ db, sdk }) => {
        if (live) stop = sdk.watchExperts(db, course, setExperts);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [course, uid]);

  const moderator = Boolean(account?.moderator);
  const list = useMemo(
    () => (stored ? answerList(stored, uid, moderator) : []),
    [stored, uid, moderator],
  );
  const withMath =
    typedMath ||
    list.some(
      (entry) => hasMath(entry.body) || entry.comments.some((comment) => hasMath(comment.body)),
    ) ||
    outbox.queued.some((entry) => hasMath(entry.body));
  const { render } = useMarkdown(typed || list.length > 0 || outbox.queued.length > 0, withMath);
  const drawn = useDrawnCount(list.length, render !== null);
  const isExpert = Boolean(uid && experts.includes(uid));
  const verifiedEntry = list.find((entry) => entry.verified) ?? null;

  /** Offline, the answer is queued on the device (../data/answer-outbox.ts) and posts itself. */
  async function post(body: string) {
    const student = online() ? await writer(account) : (account ?? (await accountReady()));
    if (!student || student.anonymous) {
      requestSignIn();
      throw new Error('Sign in to post your answer: your draft is kept.');
    }
    await outbox.post(student.uid, course, body).catch((error: unknown) => {
      throw explain(error, 'your answer');
    });
  }

  /** A photo needs a connection: it goes to Storage before the answer can show it. */
  async function photo(file: File) {
    const student = await writer(account);
    if (!student) throw new Error('Sign in to add a photo: your draft is kept.');
    return addPhoto(student.uid, file).catch((error: unknown) => {
      throw explain(error, 'your photo');
    });
  }

  async function vote(entry: AnswerEntry, value: 1 | -1 | null) {
    const student = await writer(account);
    if (!student) return;
    const { db, sdk } = await answersSdk();
    await sdk.voteAnswer(db, question, entry.id, student.uid, value).catch((error: unknown) => {
      throw explain(error, 'your vote');
    });
  }

  async function edit(entry: AnswerEntry, body: string) {
    await writer(account);
    const { db, sdk } = await answersSdk();
    await sdk.editAnswer(db, question, entry.id, body).catch((error: unknown) => {
      throw explain(error, 'your change');
    });
  }

  async function remove(entry: AnswerEntry) {
    await writer(account);
    const { db, sdk } = await answersSdk();
    await sdk.deleteAnswer(db, question, entry.id).catch((error: unknown) => {
      throw explain(error, 'the deletion');
    });
  }

  async function flag(entry: AnswerEntry, reason: FlagReason) {
    const student = await writer(account);
    if (!student) return;
    const { db, sdk } = await answersSdk();
    await sdk.flagAnswer(db, question, entry.id, student.uid, reason).catch((error: unknown) => {
      throw explain(error, 'your flag');
    });
  }

  const comments: CommentActions = {
    post: async (entry, body) => {
      const student = await writer(account);
      if (!student) throw new Error('Sign in to comment: your draft is kept.');
      const { db, sdk } = await answersSdk();
      await sdk.postComment(db, student.uid, question, entry.id, body).catch((error: unknown) => {
        throw explain(error, 'your comment');
      });
    },
    edit: async (entry, id, body) => {
      await writer(account);
      const { db, sdk } = await answersSdk();
      await sdk.editComment(db, question, entry.id, id, body).catch((error: unknown) => {
        throw explain(error, 'your change');
      });
    },
    remove: async (entry, id) => {
      await writer(account);
      const { db, sdk } = await answersSdk();
      await sdk.deleteComment(db, question, entry.id, id).catch((error: unknown) => {
        throw explain(error, 'the deletion');
      });
    },
  };

  async function verify(entry: AnswerEntry, verified: boolean) {
    if (!uid) return;
    if (!online()) throw new Error('You are offline. Try again once connected.');
    const { db, sdk } = await answersSdk();
    const previous = verifiedEntry && { id: verifiedEntry.id, author: verifiedEntry.author };
    await sdk
      .setVerified(
        db,
        question,
        uid,
        verified ? { id: entry.id, author: entry.author } : null,
        previous,
      )
      .catch((error: unknown) => {
        throw explain(error, 'the verification');
      });
  }

  // The list's items are memoised (each step of ../hooks/use-drawn-count.ts would otherwise render
  // all 50 again): they get handlers that stay the same and call this render's.
  const latest = useRef({ vote, edit, remove, verify, flag, comments });
  useLayoutEffect(() => {
    latest.current = { vote, edit, remove, verify, flag, comments };
  });
  const handlers = useMemo(
    () => ({
      onVote: (entry: AnswerEntry, value: 1 | -1 | null) => latest.current.vote(entry, value),
      onEdit: (entry: AnswerEntry, body: string) => latest.current.edit(entry, body),
      onDelete: (entry: AnswerEntry) => latest.current.remove(entry),
      onVerify: (entry: AnswerEntry, verified: boolean) => latest.current.verify(entry, verified),
      onFlag: (entry: AnswerEntry, reason: FlagReason) => latest.current.flag(entry, reason),
      comments: {
        post: (entry, body) => latest.current.comments.post(entry, body),
        edit: (entry, id, body) => latest.current.comments.edit(entry, id, body),
        remove: (entry, id) => latest.current.comments.remove(entry, id),
      } satisfies CommentActions,
    }),
    [],
  );

  const guest = !account || account.anonymous;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Answers{stored && list.length > 0 ? ` (${list.length})` : ''}</h2>
      {paper ? (
        <OfficialAnswer
          question={question}
          paper={paper}
          moderator={moderator && uid && !guest ? uid : null}
        />
      ) : null}
      {stored !== null && !failed && (
        <FollowQuestion
          question={question}
          uid={guest ? null : uid}
          answered={list.length > 0}
          writer={() => writer(account)}
        />
      )}
      {failed ? (
        <p className={styles.problem} role="alert">
          The answers could not be loaded. Check your connection and reload the page.
        </p>
      ) : stored === null ? (
        <p className={styles.status} role="status">
          Loading the answers…
        </p>
      ) : list.length === 0 ? (
        <p className={styles.status}>No answers yet. Be the first to answer this question.</p>
      ) : (
        <ol className={styles.list}>
          {list.map((entry, index) => (
            <AnswerItem
              key={entry.id}
              question={question}
              entry={entry}
              render={render}
              drawNow={index < drawn}
              uid={uid}
              guest={guest}
              isExpertAuthor={experts.includes(entry.author)}
              canVerify={Boolean(account?.moderator) || (isExpert && entry.course === course)}
              {...handlers}
            />
          ))}
        </ol>
      )}
      {guest ? (
        <div className={styles.signIn}>
          <p>Signed-in students write answers and vote.</p>
          <button type="button" className={styles.primary} onClick={() => requestSignIn()}>
            Sign in to answer
          </button>
        </div>
      ) : (
        <>
          <QueuedAnswers queued={outbox.queued} onDiscard={outbox.discard} />
          <AnswerForm
            question={question}
            render={render}
            onSave={post}
            onPhoto={photo}
            onText={(text) => {
              if (text.trim()) setTyped(true);
              if (hasMath(text)) setTypedMath(true);
            }}
          />
        </>
      )}
    </section>
  );
}
