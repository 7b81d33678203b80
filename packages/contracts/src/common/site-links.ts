/**
 * Links stored in records other people write (inbox items, duplicate reports) and shown as links:
 * each must be a path of this site. A browser takes `//host` and `/\host` (it reads `\` as `/` and
 * drops tabs and newlines) for another site, so the second character is never one of those.
 * database.rules.json checks the same patterns; the pages check them again before making a link
 * of one, so a record written before the rules did is shown as plain text. No zod here: the
 * shell's inbox loads this file.
 */
import { UNSAFE_CHARS } from './chars';

/** A site path an inbox item links to (moderators write them: /cat1papers/<id>, /contribute). */
export const INBOX_LINK = /^\/([A-Za-z0-9_~+.%-][A-Za-z0-9/_~+.%-]{0,298})?$/;

/**
 * A duplicate report's link to the other paper: a path of this site (/cat1papers/<id>), with no
 * control or text-direction character (./chars.ts) to make it read as another.
 */
export const PAPER_LINK = new RegExp(
  `^\\/[^/\\\\\\s<>"${UNSAFE_CHARS}][^\\\\\\s<>"${UNSAFE_CHARS}]{0,297}$`,
);
