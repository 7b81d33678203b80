/**
 * One paper in the outbox as this build stores it (under `paper:<key>`), read back with a schema:
 * what does not parse is another build's layout, or not a paper (outbox.ts puts it aside).
 */
import * as z from 'zod/mini';
import { paperDetailsSchema, type PaperDetails } from '@vithelper/contracts/contributions';

export type QueuedPaper = {
  key: string;
  uid: string;
  details: PaperDetails;
  bytes: Uint8Array;
  pages: number;
  fileName: string;
  queuedAt: number;
  /** The file's SHA-256 (hex): My contributions hides the copy on the device once the database lists it. */
  sha256?: string;
  /** Sends tried so far. */
  attempts?: number;
  /** Why it waits after a failed try, and when it is tried again by itself. */
  waiting?: string;
  retryAt?: number;
  /** Why VITHelper refused it for good (a duplicate, permission denied): not sent again by itself. */
  refused?: string;
  /** When this outbox refused it: a refusal without it is an older outbox's, given one more try. */
  refusedAt?: number;
};

const queuedSchema = z.object({
  key: z.string(),
  uid: z.string().check(z.minLength(1)),
  details: paperDetailsSchema,
  bytes: z.instanceof(Uint8Array),
  pages: z.number(),
  fileName: z.string(),
  queuedAt: z.number(),
  sha256: z.optional(z.string()),
  attempts: z.optional(z.number()),
  waiting: z.optional(z.string()),
  retryAt: z.optional(z.number()),
  refused: z.optional(z.string()),
  refusedAt: z.optional(z.number()),
});

export const KEY_PREFIX = 'paper:';

/** SHA-256 as hex (Web Crypto), or undefined where there is none. */
export async function sha256Of(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

/** A stored value as this version's paper, or null (another layout, or not a paper). */
export function readPaper(name: string, value: unknown): QueuedPaper | null {
  const parsed = queuedSchema.safeParse(value);
  if (!parsed.success || name !== KEY_PREFIX + parsed.data.key) return null;
  const { refused, refusedAt, ...paper } = parsed.data;
  // An older outbox refused for good what only had to wait (the 10 in review): one more try.
  if (refused !== undefined && refusedAt === undefined) return { ...paper, waiting: refused };
  return parsed.data;
}
