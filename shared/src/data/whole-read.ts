/**
 * Reads one list whole and parses it (a paper list also sorted): what the shell's worker runs off the main thread
 * (shell/src/features/content/worker/collection.worker.ts), and the main thread where no worker
 * can start. No bus and no React here: the worker bundles this module alone.
 */
import type { CollectionName, Paper } from '../contracts/entities';
import { comparePapers } from './paper-order';
import { hasFirstPart } from './first-part-query';
import { parseCollection, type ParsedCollection } from './schemas';

/** One whole list, parsed: records in the list's sort order, malformed ones skipped and named. */
export type WholeList = ParsedCollection<CollectionName>;

/** The part of fetch a whole read uses (tests answer with plain objects). */
export type WholeFetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Fetches, parses and validates one whole list, then sorts it as the list shows it, so the page
 * that receives it only checks the order (an already sorted array sorts in one pass).
 */
export async function readWholeList(
  path: CollectionName,
  url: string,
  fetchJson: WholeFetch = (address) => fetch(address),
): Promise<WholeList> {
  const response = await fetchJson(url);
  if (!response.ok) throw new Error(`The content at ${path} answered ${response.status}.`);
  const parsed = parseCollection(path, await response.json());
  if (!hasFirstPart(path)) return parsed;
  return { ...parsed, items: [...(parsed.items as Paper[])].sort(comparePapers) };
}
