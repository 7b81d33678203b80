const ECHO_MAX_CHARS = 60;

/**
 * The search text echoed back in a sentence ("No papers match …"); a pasted essay must not
 * push the page apart. Cuts on code points, not UTF-16 units, so an emoji is never split;
 * 60 code points never need more than 120 units, so the rest of a long text is never read.
 */
export function truncateEcho(text: string, max: number = ECHO_MAX_CHARS): string {
  const head = Array.from(text.slice(0, max * 2))
    .slice(0, max)
    .join('');
  return head.length < text.length ? `${head}…` : text;
}
