import { COLLECTION_PATHS } from '../constants';
import type { CollectionName, Collections } from '../contracts/entities';
import type { RuntimeConfig } from '../contracts/runtime-config';
import { takeBootRead } from './boot-reads';
import { contentUrl } from './content-url';
import { parseCollection } from './schemas';

/** The part of fetch the reads use (tests answer with plain objects). */
export type ReadAnswer = Pick<Response, 'ok' | 'status' | 'json'>;
type Fetch = (url: string) => Promise<ReadAnswer>;

/** Parses one collection's stored value; malformed records are skipped and reported, never fatal. */
export function parseAndReport<K extends CollectionName>(path: K, value: unknown): Collections[K] {
  const { items, problems } = parseCollection(path, value);
  for (const problem of problems) {
    console.warn(`Skipped a malformed record at ${problem.path}/${problem.id}: ${problem.message}`);
  }
  return items;
}

/** Reads one collection over REST. The HTML may have started the request already (index.template.html). */
async function readCollection(
  config: RuntimeConfig,
  path: CollectionName,
  fetchJson: Fetch,
): Promise<unknown> {
  const url = contentUrl(config, path);
  const response = await (takeBootRead(url) ?? fetchJson(url));
  if (!response.ok) throw new Error(`The content at ${path} answered ${response.status}.`);
  return response.json();
}

/**
 * Six one-time reads (docs/product.md, Content and what is stored) over the Realtime Database REST API: plain, compressed,
 * cacheable GETs that need no SDK. Malformed records are skipped and reported.
 */
export async function loadCollections(
  config: RuntimeConfig,
  fetchJson: Fetch = (url) => fetch(url),
): Promise<Collections> {
  const lists = await Promise.all(
    COLLECTION_PATHS.map(
      async (path) =>
        [path, parseAndReport(path, await readCollection(config, path, fetchJson))] as const,
    ),
  );
  return Object.fromEntries(lists) as unknown as Collections;
}
