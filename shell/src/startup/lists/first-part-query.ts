/**
 * Where a paper list's first part is read (first-part.ts). Kept apart from the
 * bus so that the offline worker, which keeps these reads for the next visit, bundles no more.
 */
import { EXAM_KINDS } from '@vithelper/contracts/papers/paths';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { contentUrl, type ContentAddressConfig } from '@vithelper/contracts/content-reads';

/** The lists the start-up reads as a first part, then whole: the exams' papers. */
export const FIRST_PART_LISTS = EXAM_KINDS;
export type FirstPartList = (typeof FIRST_PART_LISTS)[number];

/** Papers in a first part: more than any first screen shows (ten rows, or fifteen cards). */
export const FIRST_PART_SIZE = 60;

/**
 * The query of a first part (the page's boot script, shell/src/startup/boot/, starts these reads with
 * firstPartUrl, and one is handed over only for the same URL): orderBy="name/0", the course
 * name, which database.rules.json indexes.
 */
const FIRST_PART_QUERY = `orderBy=%22name%2F0%22&limitToFirst=${FIRST_PART_SIZE}`;

export const hasFirstPart = (name: string): name is FirstPartList =>
  (FIRST_PART_LISTS as readonly string[]).includes(name);

export { isDeferred } from '@vithelper/contracts/content-reads';

/** The REST address of one list's first part. */
export function firstPartUrl(config: ContentAddressConfig, path: FirstPartList): string {
  const url = contentUrl(config, path);
  return `${url}${url.includes('?') ? '&' : '?'}${FIRST_PART_QUERY}`;
}

/**
 * The papers of one list published after `after` (ms since the epoch): what a whole list kept
 * from an earlier visit lacks. Ordered by approvedAt, which the rules index.
 */
export function changesUrl(config: RuntimeConfig, path: FirstPartList, after: number): string {
  const url = contentUrl(config, path);
  return `${url}${url.includes('?') ? '&' : '?'}orderBy=%22approvedAt%22&startAfter=${after}`;
}

/** The offline worker keeps a whole paper list this long before it reads it again whole. */
export const WHOLE_LIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether a content address is a first part (the offline worker's updates of it replace nothing). */
export const isFirstPartUrl = (url: string): boolean => /[?&]limitToFirst=/.test(url);
