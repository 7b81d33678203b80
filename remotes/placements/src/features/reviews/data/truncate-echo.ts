const ECHO_MAX_CHARS = 60;

/** The search text echoed back in a sentence; a pasted essay must not push the page apart. */
export function truncateEcho(text: string, max: number = ECHO_MAX_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
