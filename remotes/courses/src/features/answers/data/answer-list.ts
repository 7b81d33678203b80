/**
 * What the page shows of a question's stored answers: each answer that parses, its score counted
 * from the votes (never a stored number), sorted verified first, then by score, then oldest first.
 */
import { answerSchema, voteSchema, type Answer, type Vote } from '@vithelper/contracts/answers';

export type AnswerEntry = Answer & {
  id: string;
  score: number;
  /** This student's vote, if any. */
  mine: Vote | null;
  verified: boolean;
};

export type StoredAnswers = {
  answers: unknown;
  votes: unknown;
  verified: unknown;
};

const entries = (value: unknown): Array<[string, unknown]> =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];

export function answerList(stored: StoredAnswers, uid: string | null): AnswerEntry[] {
  const votes = new Map(entries(stored.votes));
  const list: AnswerEntry[] = [];
  for (const [id, raw] of entries(stored.answers)) {
    const parsed = answerSchema.safeParse(raw);
    if (!parsed.success) continue;
    let score = 0;
    let mine: Vote | null = null;
    for (const [voter, value] of entries(votes.get(id))) {
      const vote = voteSchema.safeParse(value);
      if (!vote.success) continue;
      score += vote.data;
      if (voter === uid) mine = vote.data;
    }
    list.push({ ...parsed.data, id, score, mine, verified: stored.verified === id });
  }
  return list.sort(
    (a, b) =>
      Number(b.verified) - Number(a.verified) || b.score - a.score || a.createdAt - b.createdAt,
  );
}
