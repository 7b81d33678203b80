/**
 * Reads one list whole and parses it (a paper list also sorted): what the shell's worker runs off the main thread
 * (shell/src/features/content/worker/collection.worker.ts), and the main thread where no worker
 * can start. No bus and no React here: the worker bundles this module alone.
 */
import type { CollectionName } from '@vithelper/contracts/content';
import type { Paper } from '@vithelper/contracts/papers';
import { sortPapers } from '@vithelper/contracts/papers';
import { parseCollection, type ParsedCollection } from '@vithelper/contracts/content';
import { hasFirstPart } from './first-part-query';

/** One whole list, parsed: records in the list's sort order, malformed ones skipped and named. */
export type WholeList = ParsedCollection<CollectionName>;

/** The part of fetch a whole read uses (tests answer with plain objects). */
export type WholeFetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * The whole list after its first part: every record of the whole read once, in the whole read's
 * order. A record of the first part that the whole read no longer holds was deleted in between
 * and goes; one that changed in between takes the whole read's fields. Run where the list is read
 * (the worker), so the page receives it ready: 16 000 ids through a Set cost the main thread
 * 16 ms at 4× CPU.
 */
export function mergeWhole<T extends { id: string }>(
  _firstPart: readonly T[],
  whole: readonly T[],
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of whole) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/**
 * Fetches, parses and validates one whole list, then sorts it as the list shows it and counts
 * each record once: the page that receives it takes it as it is (markInPaperOrder).
 */
export async function readWholeList(
  path: CollectionName,
  url: string,
  fetchJson: WholeFetch = (address) => fetch(address),
): Promise<WholeList> {
  const response = await fetchJson(url);
  if (!response.ok) throw new Error(`The content at ${path} answered ${response.status}.`);
  const parsed = parseCollection(path, await response.json());
  if (!hasFirstPart(path))
    return { ...parsed, items: mergeWhole([], parsed.items as { id: string }[]) } as WholeList;
  return { ...parsed, items: mergeWhole([], sortPapers(parsed.items as Paper[])) };
}
