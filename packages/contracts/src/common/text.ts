import * as z from '../zod';
import { SPACE_CHARS, UNSAFE_CHARS, UNSAFE_CHARS_MULTILINE } from './chars';

/**
 * What a person may write into a stored text (a course name, a report, a reason): the same
 * character classes database.rules.json spells out, as literal characters, in its `matches()`
 * (Firebase's rule regexes have no \u escapes). emulator/src/rules/record-agreement.test.ts
 * proves the rules and these checks accept the same strings.
 */

const unsafe = new RegExp(`[${UNSAFE_CHARS}]`);
const unsafeMultiline = new RegExp(`[${UNSAFE_CHARS_MULTILINE}]`);
const padded = new RegExp(`^[${SPACE_CHARS}]|[${SPACE_CHARS}]$`);

export const UNSAFE_TEXT_MESSAGE =
  'Remove the invisible control or text-direction characters (often pasted along with text).';

/** Whether a text has a character that can spoof what is shown (see UNSAFE_CHARS). */
export const hasUnsafeChars = (value: string, { multiline = false } = {}) =>
  (multiline ? unsafeMultiline : unsafe).test(value);

/**
 * Between `min` and `max` UTF-16 units, as the rules' `length` counts them (zod's own length
 * checks count code points, so an emoji would be one there and two in the rules).
 */
const units = (min: number, max: number) =>
  z.refine<string>((value) => value.length >= min && value.length <= max, {
    message: `Write ${min} to ${max} characters.`,
  });

/**
 * A stored text, exactly as the rules accept it: already trimmed, `min` to `max` UTF-16 units,
 * no unsafe character. No transform: a record that parses is the record that is stored.
 */
export const storedText = (min: number, max: number, { multiline = false } = {}) =>
  z.string().check(
    units(min, max),
    z.refine((value) => !padded.test(value), { message: 'Remove the spaces around the text.' }),
    z.refine((value) => !hasUnsafeChars(value, { multiline }), { message: UNSAFE_TEXT_MESSAGE }),
  );

/** What a form sends: trimmed first, then held to the stored form. */
export const typedText = (min: number, max: number, { multiline = false } = {}) =>
  z.string().check(
    z.trim(),
    units(min, max),
    z.refine((value) => !hasUnsafeChars(value, { multiline }), { message: UNSAFE_TEXT_MESSAGE }),
  );

const unsafeAll = new RegExp(`[${UNSAFE_CHARS}]`, 'g');

/**
 * A stored value as words a person can check: any text's unsafe characters written out as
 * U+XXXX, cut to `max` characters. For records the app cannot read, shown to moderators.
 */
export function describeRaw(value: unknown, max = 200): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = text.replace(
    unsafeAll,
    (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
}
