/**
 * What the page shows of a question's stored answers: each answer that parses, its score counted
 * from the votes (never a stored number), its flags and a moderator's decision on them, its
 * comments, sorted verified first, then by score, then oldest first. An answer a moderator hid is
 * left out, except for its author and moderators, who see it marked hidden with the reason.
 */
import {
  ANSWER_LIMITS,
  answerCommentSchema,
  answerDecisionSchema,
  answerFlagSchema,
  answerSchema,
  voteSchema,
  type Answer,
  type AnswerComment,
  type AnswerDecision,
  type FlagReason,
  type Vote,
} from '@vithelper/contracts/answers';

export type CommentEntry = AnswerComment & { id: string };

export type AnswerEntry = Answer & {
  id: string;
  score: number;
  /** This student's vote, if any. */
  mine: Vote | null;
  verified: boolean;
  /** This student's flag on the answer, if any (kept for good). */
  myFlag: FlagReason | null;
  /** "Machine-written" flags given since a moderator last decided on the answer. */
  machineFlags: number;
  /** Whether so many students think it machine-written that the page says so. */
  machineNotice: boolean;
  /** A moderator hid it: the reason, shown to its author. */
  hidden: string | null;
  comments: CommentEntry[];
};

export type StoredAnswers = {
  answers: unknown;
  votes: unknown;
  verified: unknown;
  flags?: unknown;
  decisions?: unknown;
  comments?: unknown;
};

const entries = (value: unknown): Array<[string, unknown]> =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];

function decisionOf(value: unknown): AnswerDecision | null {
  const parsed = answerDecisionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function commentsOf(value: unknown): CommentEntry[] {
  const list: CommentEntry[] = [];
  for (const [id, raw] of entries(value)) {
    const parsed = answerCommentSchema.safeParse(raw);
    if (parsed.success) list.push({ ...parsed.data, id });
  }
  return list.sort((a, b) => a.createdAt - b.createdAt);
}

export function answerList(
  stored: StoredAnswers,
  uid: string | null,
  moderator = false,
): AnswerEntry[] {
  const votes = new Map(entries(stored.votes));
  const flags = new Map(entries(stored.flags));
  const decisions = new Map(entries(stored.decisions));
  const comments = new Map(entries(stored.comments));
  const list: AnswerEntry[] = [];
  for (const [id, raw] of entries(stored.answers)) {
    const parsed = answerSchema.safeParse(raw);
    if (!parsed.success) continue;
    const decision = decisionOf(decisions.get(id));
    const hidden = decision?.outcome === 'hidden' ? (decision.reason ?? '') : null;
    if (hidden !== null && parsed.data.author !== uid && !moderator) continue;
    let score = 0;
    let mine: Vote | null = null;
    for (const [voter, value] of entries(votes.get(id))) {
      const vote = voteSchema.safeParse(value);
      if (!vote.success) continue;
      score += vote.data;
      if (voter === uid) mine = vote.data;
    }
    let myFlag: FlagReason | null = null;
    let machineFlags = 0;
    for (const [flagger, value] of entries(flags.get(id))) {
      const flag = answerFlagSchema.safeParse(value);
      if (!flag.success) continue;
      if (flagger === uid) myFlag = flag.data.reason;
      if (flag.data.reason === 'machine' && (!decision || flag.data.at > decision.at))
        machineFlags += 1;
    }
    list.push({
      ...parsed.data,
      id,
      score,
      mine,
      verified: stored.verified === id,
      myFlag,
      machineFlags,
      machineNotice: hidden === null && machineFlags >= ANSWER_LIMITS.machineNotice,
      hidden,
      comments: commentsOf(comments.get(id)),
    });
  }
  return list.sort(
    (a, b) =>
      Number(b.verified) - Number(a.verified) || b.score - a.score || a.createdAt - b.createdAt,
  );
}
