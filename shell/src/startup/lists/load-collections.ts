import { COLLECTION_PATHS } from '@vithelper/contracts/content';
import type { CollectionName, Collections } from '@vithelper/contracts/content';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { parseCollection } from '@vithelper/contracts/content';
import { getConfig } from '@vithelper/shared';
import { replaceList, setArrival, setUnreadable } from '@vithelper/shared/bus-writers';
import { takeBootRead } from '@vithelper/contracts/boot-reads';
import { contentUrl } from '@vithelper/contracts/content-reads';
import { reportProblems } from './first-part';
import { firstPartUrl, hasFirstPart, isDeferred } from './first-part-query';

/** The part of fetch the reads use (tests answer with plain objects). */
export type ReadAnswer = Pick<Response, 'ok' | 'status' | 'json'>;
type Fetch = (url: string) => Promise<ReadAnswer>;

/**
 * Parses one collection's stored value; malformed records are skipped and reported, never fatal.
 * A value that is no list at all is reported the same way and marks the list unreadable on the
 * bus, so its page says so (with Try again) instead of presenting a broken list as an empty one.
 */
export function parseAndReport<K extends CollectionName>(path: K, value: unknown): Collections[K] {
  const { items, problems, unreadable } = parseCollection(path, value);
  reportProblems(problems);
  setUnreadable(path, unreadable);
  return items;
}

/** Reads one collection over REST. The page's boot script may have started the request already (shell/src/startup/boot/content-reads.ts). */
async function readCollection(
  config: RuntimeConfig,
  path: CollectionName,
  fetchJson: Fetch,
  { fresh = false, firstPart = false } = {},
): Promise<unknown> {
  const url =
    firstPart && hasFirstPart(path) ? firstPartUrl(config, path) : contentUrl(config, path);
  const response = await ((fresh ? undefined : takeBootRead(url)) ?? fetchJson(url));
  if (!response.ok) throw new Error(`The content at ${path} answered ${response.status}.`);
  return response.json();
}

/**
 * The start-up's one-time reads (docs/product.md, Content and what is stored) over the Realtime
 * Database REST API: plain, compressed, cacheable GETs that need no SDK. Malformed records are
 * skipped and reported. The paper lists are read as their first part, and the lists no first
 * screen needs (materials, FAQs, placements) not at all: both are marked as still arriving and
 * read whole when a page asks (shell/src/startup/lists/first-part.ts).
 */
export async function loadCollections(
  config: RuntimeConfig,
  fetchJson: Fetch = (url) => fetch(url),
): Promise<Collections> {
  const lists = await Promise.all(
    COLLECTION_PATHS.map(async (path) => {
      // A list no first screen needs is read when a page asks for it (first-part-query.ts).
      if (isDeferred(path)) return [path, []] as const;
      const value = await readCollection(config, path, fetchJson, { firstPart: true });
      return [path, parseAndReport(path, value)] as const;
    }),
  );
  for (const path of COLLECTION_PATHS)
    if (hasFirstPart(path) || isDeferred(path)) setArrival(path, 'arriving');
  return Object.fromEntries(lists) as unknown as Collections;
}

/**
 * Reads one list again (the Try again of a list that could not be read) and replaces it on
 * the bus; rejects when the read fails, leaving the list as it was.
 */
export async function rereadCollection(
  path: CollectionName,
  fetchJson: Fetch = (url) => fetch(url, { cache: 'no-store' }),
): Promise<void> {
  const config = getConfig();
  if (!config) throw new Error('The site has not started yet.');
  const value = await readCollection(config, path, fetchJson, { fresh: true });
  replaceList(path, parseAndReport(path, value));
  // A whole read: the list is not arriving any more.
  setArrival(path, null);
}
