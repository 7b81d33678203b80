/**
 * The answers' reads and writes on the session's database (firebase/database, a federation
 * singleton): fetched as a chunk with the answers section (./answers.ts). Each write is the one
 * multi-path update database.rules.json asks for (docs/answers.md).
 */
import {
  get,
  onValue,
  push,
  ref,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import {
  ANSWER_LIMITS,
  ANSWER_PATHS,
  type FlagReason,
  answerCreditKey,
  answerKeySchema,
  answerSchema,
  answererSchema,
  commenterSchema,
  officialAnswerSchema,
  type AnswerKey,
  type OfficialAnswer,
} from '@vithelper/contracts/answers';
import type { ExamKind } from '@vithelper/contracts/papers';
import { CONTRIBUTION_PATHS } from '@vithelper/contracts/contributions';
import {
  INBOX_PATHS,
  followedNoticeId,
  verifiedNoticeId,
  type InboxItem,
} from '@vithelper/contracts/inbox';
import type { StoredAnswers } from './answer-list';

const {
  answers,
  answerers,
  answerVotes,
  verifiedAnswers,
  experts,
  answerFlags,
  answerDecisions,
  answerComments,
  commenters,
  followers,
  answerKeys,
  officialAnswers,
} = ANSWER_PATHS;

/** A write the rules or the limits refused, with words for the student. */
export class AnswerRefusal extends Error {
  readonly reason = true;
}

/** Keeps `onChange` in step with a question's answers, votes and verified answer. */
export function watchAnswers(
  db: Database,
  question: string,
  onChange: (stored: StoredAnswers) => void,
  onError: () => void,
): () => void {
  const paths: Record<keyof StoredAnswers, string> = {
    answers: `${answers}/${question}`,
    votes: `${answerVotes}/${question}`,
    verified: `${verifiedAnswers}/${question}`,
    flags: `${answerFlags}/${question}`,
    decisions: `${answerDecisions}/${question}`,
    comments: `${answerComments}/${question}`,
  };
  const stored: StoredAnswers = { answers: undefined, votes: undefined, verified: undefined };
  const seen = new Set<keyof StoredAnswers>();
  const keys = Object.keys(paths) as Array<keyof StoredAnswers>;
  const stops = keys.map((key) =>
    onValue(
      ref(db, paths[key]),
      (snapshot) => {
        stored[key] = snapshot.val() as unknown;
        seen.add(key);
        if (seen.size === keys.length) onChange({ ...stored });
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** The experts of a course (uids), for the signed-in; an empty list when they cannot be read. */
export function watchExperts(
  db: Database,
  course: string,
  onChange: (uids: string[]) => void,
): () => void {
  return onValue(
    ref(db, `${experts}/${course}`),
    (snapshot) => {
      const value = snapshot.val() as Record<string, unknown> | null;
      onChange(Object.keys(value ?? {}).filter((uid) => value?.[uid] === true));
    },
    () => onChange([]),
  );
}

/**
 * A daily counter (answerers/<uid>, commenters/<uid>) moved by one more write: the same window
 * while it is under a day old, else a new one from the server's time. Refuses, with words for the
 * student, the write over the day's `limit`.
 */
function movedCounter(
  stored: { since: number; count: number } | undefined,
  limit: number,
  what: 'answers' | 'comments',
) {
  const sameDay = stored !== undefined && Date.now() - stored.since < ANSWER_LIMITS.dayMs;
  if (sameDay && stored.count >= limit) {
    throw new AnswerRefusal(
      `You have written ${limit} ${what} today, the most for a day. Your draft is kept: post it tomorrow.`,
    );
  }
  return sameDay
    ? { since: stored.since, count: stored.count + 1 }
    : { since: serverTimestamp(), count: 1 };
}

/** Posts a new answer with the daily counter moved, as the rules ask; returns its id. */
export async function postAnswer(
  db: Database,
  uid: string,
  question: string,
  course: string,
  body: string,
  chosenId?: string,
): Promise<string> {
  const counter = answererSchema.safeParse((await get(ref(db, `${answerers}/${uid}`))).val());
  const moved = movedCounter(counter.data, ANSWER_LIMITS.perDay, 'answers');
  const id = chosenId ?? push(ref(db, `${answers}/${question}`)).key!;
  // Answering a question is following it.
  await update(ref(db), {
    [`${answers}/${question}/${id}`]: { author: uid, course, body, createdAt: serverTimestamp() },
    [`${answerers}/${uid}`]: { ...moved, question, answer: id },
    [`${followers}/${question}/${uid}`]: serverTimestamp(),
  });
  // Not waited for: the student's answer is posted, however many followers there are to tell.
  void tellFollowers(db, uid, question, course, id);
  return id;
}

/**
 * Tells each other follower of the question, in their inbox, that it has a new answer: one item
 * per question, which the rules let be written again once a day (docs/answers.md, "Told when it
 * matters"). Best effort: the answer is posted whatever happens here. When another answer came
 * in the day before, the followers were told then, and the rules would refuse the item again:
 * nothing is written.
 */
async function tellFollowers(
  db: Database,
  uid: string,
  question: string,
  course: string,
  answer: string,
) {
  try {
    const [stored, all] = await Promise.all([
      get(ref(db, `${followers}/${question}`)),
      get(ref(db, `${answers}/${question}`)),
    ]);
    const posted = answerSchema.safeParse(all.child(answer).val()).data?.createdAt;
    if (posted === undefined) return;
    // Another answer in the day before this one told the followers then (all but its author).
    const toldToday = Object.entries((all.val() ?? {}) as Record<string, unknown>).some(
      ([id, value]) => {
        const other = answerSchema.safeParse(value).data;
        return (
          id !== answer &&
          other !== undefined &&
          other.createdAt <= posted &&
          posted - other.createdAt < ANSWER_LIMITS.dayMs
        );
      },
    );
    if (toldToday) return;
    const told: InboxItem = {
      kind: 'followed',
      title: `A new answer to a ${course} question you follow`,
      link: `/q/${question}`,
      at: serverTimestamp() as unknown as number,
      by: uid,
      question,
      answer,
    };
    await Promise.allSettled(
      Object.keys((stored.val() ?? {}) as Record<string, unknown>)
        .filter((follower) => follower !== uid)
        .map((follower) =>
          set(ref(db, `${INBOX_PATHS.inbox}/${follower}/${followedNoticeId(question)}`), told),
        ),
    );
  } catch {
    // Followers unread or a write refused: they see the answer when they open the question.
  }
}

/** Keeps `onChange` told whether the student follows the question. */
export function watchFollowing(
  db: Database,
  question: string,
  uid: string,
  onChange: (following: boolean) => void,
): () => void {
  return onValue(
    ref(db, `${followers}/${question}/${uid}`),
    (snapshot) => onChange(snapshot.exists()),
    () => onChange(false),
  );
}

/** Starts or stops following a question (asking for an answer is following it). */
export async function setFollowing(db: Database, question: string, uid: string, on: boolean) {
  await set(ref(db, `${followers}/${question}/${uid}`), on ? serverTimestamp() : null);
}

/** Whether the answer `id` of `uid` is stored: a queued send that already went through. */
export async function isPosted(db: Database, uid: string, question: string, id: string) {
  return (await get(ref(db, `${answers}/${question}/${id}/author`))).val() === uid;
}

/** Calls `onConnected` each time the database connection comes (back) up. */
export function watchConnected(db: Database, onConnected: () => void): () => void {
  return onValue(ref(db, '.info/connected'), (snapshot) => {
    if (snapshot.val() === true) onConnected();
  });
}

export async function editAnswer(db: Database, question: string, id: string, body: string) {
  await update(ref(db, `${answers}/${question}/${id}`), { body, editedAt: serverTimestamp() });
}

/** Deletes an answer and, in the same write, its votes and comments. */
export async function deleteAnswer(db: Database, question: string, id: string) {
  await update(ref(db), {
    [`${answers}/${question}/${id}`]: null,
    [`${answerVotes}/${question}/${id}`]: null,
    [`${answerComments}/${question}/${id}`]: null,
  });
}

/** The student's one flag on an answer, kept for good (the rules refuse a second). */
export async function flagAnswer(
  db: Database,
  question: string,
  id: string,
  uid: string,
  reason: FlagReason,
) {
  await update(ref(db), {
    [`${answerFlags}/${question}/${id}/${uid}`]: { reason, at: serverTimestamp() },
  });
}

/** Posts a comment with the daily counter moved, as the rules ask. */
export async function postComment(
  db: Database,
  uid: string,
  question: string,
  answer: string,
  body: string,
) {
  const counter = commenterSchema.safeParse((await get(ref(db, `${commenters}/${uid}`))).val());
  const moved = movedCounter(counter.data, ANSWER_LIMITS.commentsPerDay, 'comments');
  const path = `${answerComments}/${question}/${answer}`;
  const id = push(ref(db, path)).key!;
  await update(ref(db), {
    [`${path}/${id}`]: { author: uid, body, createdAt: serverTimestamp() },
    [`${commenters}/${uid}`]: { ...moved, question, answer, comment: id },
  });
}

export async function editComment(
  db: Database,
  question: string,
  answer: string,
  id: string,
  body: string,
) {
  await update(ref(db, `${answerComments}/${question}/${answer}/${id}`), {
    body,
    editedAt: serverTimestamp(),
  });
}

export async function deleteComment(db: Database, question: string, answer: string, id: string) {
  await update(ref(db), { [`${answerComments}/${question}/${answer}/${id}`]: null });
}

/** The student's vote on an answer: 1, -1, or null to take it back. */
export async function voteAnswer(
  db: Database,
  question: string,
  id: string,
  uid: string,
  vote: 1 | -1 | null,
) {
  await update(ref(db), { [`${answerVotes}/${question}/${id}/${uid}`]: vote });
}

export type Verified = { id: string; author: string };

/**
 * Marks `next` verified with its author's 50 coins and an inbox item telling them, taking the
 * coins back from the answer verified before (`previous`), in one write; with `next` null, undoes
 * the verification (the author's item stays, as inbox items do).
 */
export async function setVerified(
  db: Database,
  question: string,
  by: string,
  next: Verified | null,
  previous: Verified | null,
) {
  const credit = (entry: Verified) =>
    `${CONTRIBUTION_PATHS.credits}/${entry.author}/${answerCreditKey(question, entry.id)}`;
  await update(ref(db), {
    [`${verifiedAnswers}/${question}`]: next ? next.id : null,
    ...(previous && previous.id !== next?.id ? { [credit(previous)]: null } : {}),
    ...(next
      ? {
          [credit(next)]: {
            coins: ANSWER_LIMITS.verifiedCoins,
            at: serverTimestamp(),
            by,
            question,
            answer: next.id,
          },
          [`${INBOX_PATHS.inbox}/${next.author}/${verifiedNoticeId(question, next.id)}`]: {
            kind: 'verified',
            title: `Your answer was verified: ${ANSWER_LIMITS.verifiedCoins} coins are yours`,
            link: `/q/${question}`,
            at: serverTimestamp(),
            by,
            question,
            answer: next.id,
          },
        }
      : {}),
  });
}

export type OfficialState = {
  /** The paper's answer key, or null when it has none (or a malformed record). */
  key: AnswerKey | null;
  /** The region of the key linked to the question, or null. */
  official: OfficialAnswer | null;
};

/** Keeps `onChange` in step with the paper's answer key and the question's official answer. */
export function watchOfficial(
  db: Database,
  question: string,
  paper: { exam: ExamKind; id: string },
  onChange: (state: OfficialState) => void,
): () => void {
  const state: Partial<OfficialState> = {};
  const emit = () => {
    if (state.key !== undefined && state.official !== undefined)
      onChange({ key: state.key, official: state.official });
  };
  const stops = [
    onValue(
      ref(db, `${answerKeys}/${paper.exam}/${paper.id}`),
      (snapshot) => {
        state.key = answerKeySchema.safeParse(snapshot.val()).data ?? null;
        emit();
      },
      () => {
        state.key = null;
        emit();
      },
    ),
    onValue(
      ref(db, `${officialAnswers}/${question}`),
      (snapshot) => {
        state.official = officialAnswerSchema.safeParse(snapshot.val()).data ?? null;
        emit();
      },
      () => {
        state.official = null;
        emit();
      },
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

export type KeyRegion = { page: number; top: number; bottom: number };

/** A moderator links a region of the paper's answer key to the question (null: unlinks it). */
export async function setOfficial(
  db: Database,
  question: string,
  paper: { exam: ExamKind; id: string },
  by: string,
  region: KeyRegion | null,
) {
  await set(
    ref(db, `${officialAnswers}/${question}`),
    region && { exam: paper.exam, paper: paper.id, ...region, at: serverTimestamp(), by },
  );
}
