/**
 * /moderate's Answers tab: answers students flagged since a moderator last decided on them, and
 * the two decisions (docs/answers.md, "Flags and moderation"). Hiding or clearing writes the
 * decision and the author's inbox item in one update, as a paper's decision tells its sender.
 * A chunk of its own, loaded when the tab opens.
 */
import { get, onValue, push, ref, serverTimestamp, update, type Database } from 'firebase/database';
import {
  ANSWER_PATHS,
  answerDecisionSchema,
  answerFlagSchema,
  answerSchema,
  type AnswerFlag,
} from '@vithelper/contracts/answers';
import { INBOX_PATHS, type InboxItem } from '@vithelper/contracts/inbox';

export type FlaggedAnswer = {
  key: string;
  question: string;
  answer: string;
  author: string;
  body: string;
  /** The flags given since the last decision, newest first. */
  flags: AnswerFlag[];
};

const entries = (value: unknown): Array<[string, unknown]> =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];

/** Keeps `onChange` in step with the flagged answers waiting for a decision, most flagged first. */
export function watchFlaggedAnswers(
  db: Database,
  onChange: (list: FlaggedAnswer[]) => void,
  onError: () => void,
): () => void {
  let flags: unknown;
  let decisions: unknown;
  let seen = 0;
  const read = new Map<string, { author: string; body: string } | null>();
  let run = 0;
  const compose = async () => {
    if (seen < 2) return;
    const mine = ++run;
    const waiting: Array<Omit<FlaggedAnswer, 'author' | 'body'>> = [];
    for (const [question, answers] of entries(flags)) {
      for (const [answer, byStudent] of entries(answers)) {
        const decided = answerDecisionSchema.safeParse(
          (decisions as Record<string, Record<string, unknown>> | null)?.[question]?.[answer],
        );
        const open = entries(byStudent)
          .map(([, value]) => answerFlagSchema.safeParse(value))
          .flatMap((flag) => (flag.success ? [flag.data] : []))
          .filter((flag) => !decided.success || flag.at > decided.data.at)
          .sort((a, b) => b.at - a.at);
        if (open.length)
          waiting.push({ key: `${question}/${answer}`, question, answer, flags: open });
      }
    }
    await Promise.all(
      waiting
        .filter((item) => !read.has(item.key))
        .map(async (item) => {
          const stored = answerSchema.safeParse(
            (await get(ref(db, `${ANSWER_PATHS.answers}/${item.key}`))).val(),
          );
          read.set(item.key, stored.success ? stored.data : null);
        }),
    );
    if (mine !== run) return;
    onChange(
      waiting
        .flatMap((item) => {
          const stored = read.get(item.key);
          return stored ? [{ ...item, author: stored.author, body: stored.body }] : [];
        })
        .sort((a, b) => b.flags.length - a.flags.length || b.flags[0]!.at - a.flags[0]!.at),
    );
  };
  const watch = (path: string, set: (value: unknown) => void) => {
    let first = true;
    return onValue(
      ref(db, path),
      (snapshot) => {
        set(snapshot.val() as unknown);
        if (first) seen += 1;
        first = false;
        compose().catch(onError);
      },
      onError,
    );
  };
  const stops = [
    watch(ANSWER_PATHS.answerFlags, (value) => (flags = value)),
    watch(ANSWER_PATHS.answerDecisions, (value) => (decisions = value)),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Hides the answer with the reason its author reads, or clears its flags; the author is told. */
export async function decideOnAnswer(
  db: Database,
  me: string,
  item: FlaggedAnswer,
  decision: { outcome: 'hidden'; reason: string } | { outcome: 'cleared' },
): Promise<void> {
  const told: InboxItem = {
    kind: 'answer',
    title:
      decision.outcome === 'hidden'
        ? 'A moderator hid your answer'
        : 'A moderator checked the flags on your answer and kept it',
    at: serverTimestamp() as unknown as number,
    by: me,
    link: `/q/${item.question}`,
    outcome: decision.outcome,
    ...(decision.outcome === 'hidden' ? { reason: decision.reason } : {}),
  };
  const inboxPath = `${INBOX_PATHS.inbox}/${item.author}`;
  await update(ref(db), {
    [`${ANSWER_PATHS.answerDecisions}/${item.key}`]: {
      ...decision,
      by: me,
      at: serverTimestamp(),
    },
    [`${inboxPath}/${push(ref(db, inboxPath)).key!}`]: told,
  });
}
