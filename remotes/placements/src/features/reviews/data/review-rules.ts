/** Placements' own rules for showing reviews (described in docs/). They ship with this remote alone. */

/** Characters of a review's description shown on a card before "Read more". */
export const REVIEW_PREVIEW_CHARS = 165;
/** Positions in the placements list featured on the placements home page. */
export const FEATURED_REVIEW_POSITIONS: readonly number[] = [0, 8, 2, 3, 7, 5];
export const FEATURED_REVIEW_COUNT = 3;
/** Round descriptions shown on an experience page. */
export const MAX_ROUND_TEXTS = 10;
