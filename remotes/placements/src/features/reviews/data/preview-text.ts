import { REVIEW_PREVIEW_CHARS } from './review-rules';

/**
 * docs/product.md, "Business constants": cards show the first 165 characters followed by an ellipsis. Counted in code points
 * so an emoji or accented letter on the boundary is never cut in half.
 */
export function previewText(text: string, limit: number = REVIEW_PREVIEW_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('')}…`;
}
