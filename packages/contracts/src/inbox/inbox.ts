import * as z from '../zod';

/**
 * The inbox (docs/feedback.md): inbox/<uid>/<id> written by moderators (and, for the day's
 * practice item "due", by the owner: docs/practice.md; for answers, by the student who answers a
 * question the owner follows and by whoever verifies the owner's answer: docs/answers.md),
 * inboxRead/<uid>/<id> by the owner. Apart from the rest of ./feedback so the header's inbox
 * carries only these shapes.
 */

export const INBOX_PATHS = { inbox: 'inbox', inboxRead: 'inboxRead' } as const;

export const INBOX_KINDS = [
  'arrived',
  'report',
  'upload',
  'due',
  'answer',
  'followed',
  'verified',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  at: z.number(),
  by: z.string(),
  link: z.optional(z.string()),
  outcome: z.optional(z.string()),
  reason: z.optional(z.string()),
  /** The question and answer a "followed" or "verified" item is about. */
  question: z.optional(z.string()),
  answer: z.optional(z.string()),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export type InboxEntry = InboxItem & { id: string; read: boolean };

/**
 * inbox/<uid>/new~<question>: "a new answer to a question you follow", one per question, written
 * again (unread again) at most once a day however many answers come.
 */
export const followedNoticeId = (question: string) => `new~${question}`;

/** inbox/<uid>/ver~<question>~<answer>: "your answer was verified", with the verification. */
export const verifiedNoticeId = (question: string, answer: string) => `ver~${question}~${answer}`;

/**
 * Whether a read mark covers the item: a mark from the database is the time it was given, and an
 * item written again since (a "followed" item's next day) is unread again; a device's mark (true)
 * is for the copy it was given on.
 */
const markCovers = (mark: unknown, at: number) =>
  mark !== undefined && (typeof mark !== 'number' || mark >= at);

/** Stored inbox items, newest first, skipping malformed ones; read marks from both places. */
export function parseInbox(
  value: unknown,
  readMarks: Readonly<Record<string, unknown>> = {},
): InboxEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: InboxEntry[] = [];
  for (const [id, child] of Object.entries(value as Record<string, unknown>)) {
    const result = inboxItemSchema.safeParse(child);
    if (result.success)
      entries.push({ ...result.data, id, read: markCovers(readMarks[id], result.data.at) });
  }
  return entries.sort((a, b) => b.at - a.at);
}
