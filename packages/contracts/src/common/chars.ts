/**
 * The character classes stored texts and links are checked against, as one character class's
 * contents each. Their own file, free of zod, because the shell's inbox checks links with them
 * (./site-links.ts) and the stored-text checks (./text.ts) build on them.
 */

/** White space JavaScript's trim() removes, as one character class's contents. */
export const SPACE_CHARS =
  ' \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * Control characters (C0, DEL, C1) and the invisible marks that reorder text on screen: the
 * Arabic letter mark, left-to-right / right-to-left marks, the line and paragraph separators,
 * embeddings, overrides and isolates. A name or report holding one can display as something else.
 */
export const UNSAFE_CHARS =
  '\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069';
/** The same, less the line feed: a report's text or a reason may have several lines. */
export const UNSAFE_CHARS_MULTILINE =
  '\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069';
