/**
 * How the search reads the index's files and the recent texts, in the worker
 * (../worker/search.worker.ts) and, where no worker starts, on the page (./worker-client.ts).
 * Every file is also kept in the Cache API (SEARCH_CACHE): the files of a build never change, so
 * they are read from there first; the manifest and the recent texts are read from the network
 * first and from there when it fails (offline: ./offline-index.ts saves every file).
 * Imports no shared singleton: a worker has no federation runtime.
 */
import { MANIFEST_FILE, recentDocs, type RecentDoc } from '@vithelper/search-index';

/** The Cache API cache of the index files (and the recent texts): see ./offline-index.ts. */
export const SEARCH_CACHE = 'vithelper-search';
/** The recent texts are read again after this long (a paper approved meanwhile appears). */
const RECENT_MS = 5 * 60_000;

/** A JSON file, parsed before it is kept (a damaged file is never cached). */
async function fetchJson(url: string, fixed: boolean): Promise<unknown> {
  let cache: Cache | null = null;
  try {
    cache = typeof caches === 'undefined' ? null : await caches.open(SEARCH_CACHE);
  } catch {
    cache = null;
  }
  if (fixed && cache) {
    const hit = await cache.match(url).catch(() => undefined);
    if (hit) return hit.json();
  }
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
    const text = await response.text();
    const value: unknown = JSON.parse(text);
    if (cache) {
      const copy = new Response(text, { headers: { 'Content-Type': 'application/json' } });
      await cache.put(url, copy).catch(() => undefined);
    }
    return value;
  } catch (error) {
    if (!fixed && cache) {
      const hit = await cache.match(url).catch(() => undefined);
      if (hit) return hit.json();
    }
    throw error;
  }
}

export type IndexReader = {
  /** A file of the index by its path under search/<kind>/, fetched once per visit (a failure is retried). */
  load(path: string): Promise<unknown>;
  /** The texts stored since `since`, read again after RECENT_MS. */
  loadRecent(since: number): Promise<RecentDoc[]>;
};

const files = new Map<string, Promise<unknown>>();
const recent = new Map<string, { at: number; pending: Promise<RecentDoc[]> }>();

/**
 * The reader of one kind's index at `base` (…/search/<kind>/) and of its recent texts at
 * `recentUrl` (the database's REST query without its `startAt`; null: none).
 */
export function indexReader(base: string, recentUrl: string | null): IndexReader {
  return {
    load(path) {
      const url = base + path;
      let pending = files.get(url);
      if (!pending) {
        pending = fetchJson(url, path !== MANIFEST_FILE);
        pending.catch(() => files.delete(url));
        files.set(url, pending);
      }
      return pending;
    },
    loadRecent(since) {
      if (!recentUrl) return Promise.resolve([]);
      const url = `${recentUrl}&startAt=${encodeURIComponent(String(since))}`;
      const kept = recent.get(url);
      if (kept && Date.now() - kept.at < RECENT_MS) return kept.pending;
      const pending = fetchJson(url, false).then(recentDocs);
      pending.catch(() => recent.delete(url));
      recent.set(url, { at: Date.now(), pending });
      return pending;
    },
  };
}
