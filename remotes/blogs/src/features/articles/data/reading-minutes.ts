/** Average silent-reading speed for English prose; a common rule of thumb. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read an article, rounded up so a short read never shows "0 min". */
export function readingMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
