import { REVIEW_ID, storedReviewSchema, type PracticeRating } from '@vithelper/contracts/practice';

/**
 * The practice log: every rating a student gave, on any device, as an append-only list. Nothing
 * is ever changed in it; the card states are recomputed from it (schedule.ts), so two devices'
 * logs merge by taking the union: nothing is lost and nothing is counted twice.
 */
export type Review = {
  /** Random, made once on the device that rated: the same review arriving twice is one. */
  id: string;
  /** The bank entry rated (packages/practice/src/schedule.ts: one card per entry). */
  card: string;
  rating: PracticeRating;
  /** When it was rated, by the rating device's clock (ms since the epoch). */
  reviewedAt: number;
  device: string;
};

/** A stored review as a Review, or null when it is not one (a corrupt or foreign record). */
export function readReview(value: unknown): Review | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, ...stored } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !REVIEW_ID.test(id)) return null;
  const record = storedReviewSchema.safeParse({
    card: stored.card,
    rating: stored.rating,
    at: stored.reviewedAt,
    device: stored.device,
  });
  if (!record.success) return null;
  const { card, rating, at, device } = record.data;
  return { id, card, rating, reviewedAt: at, device };
}

/**
 * The union of logs, each review once (by id), in the order they were given (by time, then id
 * so every device sorts equal times alike). Records that are not reviews are skipped.
 */
export function mergeReviews(...logs: Iterable<unknown>[]): Review[] {
  const byId = new Map<string, Review>();
  for (const log of logs) {
    for (const value of log) {
      const review = readReview(value);
      if (review && !byId.has(review.id)) byId.set(review.id, review);
    }
  }
  return [...byId.values()].sort(
    (a, b) => a.reviewedAt - b.reviewedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * The merged log with one new review: appended when it is the newest (a rating just given),
 * merged again otherwise (a device clock set back).
 */
export function appendReview(log: readonly Review[], review: Review): Review[] {
  const last = log.at(-1);
  if (!last || last.reviewedAt < review.reviewedAt) return [...log, review];
  return mergeReviews(log, [review]);
}

/**
 * Whether a review kept on a device counts for `uid` (null: nobody signed in): a guest's review
 * (owner null or absent) counts for whoever uses the device; an account's only for that account.
 */
export const countsFor = (owner: unknown, uid: string | null) =>
  owner === null || owner === undefined || owner === uid;

const ID_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random id of `length` letters and digits (review and device ids). */
export function randomId(
  length = 20,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return [...random(new Uint8Array(length))].map((byte) => ID_CHARS[byte % 36]).join('');
}
