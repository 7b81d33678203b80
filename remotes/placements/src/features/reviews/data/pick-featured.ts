import { FEATURED_REVIEW_COUNT, FEATURED_REVIEW_POSITIONS } from './review-rules';

/**
 * docs/product.md, "Business constants": the home page features the entries at fixed list positions. With a short list some
 * positions do not exist; those are skipped, and the next listed position fills the gap.
 */
export function pickFeatured<T>(
  items: readonly T[],
  positions: readonly number[] = FEATURED_REVIEW_POSITIONS,
  count: number = FEATURED_REVIEW_COUNT,
): T[] {
  const picked: T[] = [];
  const seen = new Set<number>();
  for (const position of positions) {
    if (picked.length >= count) break;
    if (position < 0 || position >= items.length || seen.has(position)) continue;
    seen.add(position);
    picked.push(items[position] as T);
  }
  return picked;
}
