import * as z from '../zod';

/**
 * The inbox (docs/feedback.md): inbox/<uid>/<id> written by moderators (and, for the day's
 * practice item "due", by the owner: docs/practice.md), inboxRead/<uid>/<id> by the owner. Apart from the rest of ./feedback so the header's inbox carries only these shapes.
 */

export const INBOX_PATHS = { inbox: 'inbox', inboxRead: 'inboxRead' } as const;

export const INBOX_KINDS = ['arrived', 'report', 'upload', 'due', 'answer'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  at: z.number(),
  by: z.string(),
  link: z.optional(z.string()),
  outcome: z.optional(z.string()),
  reason: z.optional(z.string()),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export type InboxEntry = InboxItem & { id: string; read: boolean };

/** Stored inbox items, newest first, skipping malformed ones; read marks from both places. */
export function parseInbox(
  value: unknown,
  readMarks: Readonly<Record<string, unknown>> = {},
): InboxEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: InboxEntry[] = [];
  for (const [id, child] of Object.entries(value as Record<string, unknown>)) {
    const result = inboxItemSchema.safeParse(child);
    if (result.success) entries.push({ ...result.data, id, read: readMarks[id] !== undefined });
  }
  return entries.sort((a, b) => b.at - a.at);
}
