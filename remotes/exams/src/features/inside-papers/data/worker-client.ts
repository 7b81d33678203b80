import { getConfig } from '@vithelper/shared';
import { insidePapersEngine } from './engine';
import { searchInsidePapers, type InsideResult, type RecentDoc } from './search-index';

/**
 * Runs "inside papers" searches off the main thread. The worker is made from the source of the
 * two self-contained functions (./engine.ts, ./search-index.ts) as a blob: the remote's files
 * are on another origin than the page, and the site's CSP allows blob: workers (worker-src).
 * Every index file it fetches is also kept in the Cache API (SEARCH_CACHE): the files of a build
 * never change, so they are read from there first, and the manifest and the recent texts are
 * read from there when the network fails (offline: ./offline-index.ts saves every file).
 * Where a worker cannot start, the same code runs on the main thread.
 */
export type InsideSearch = (query: string, limit?: number) => Promise<InsideResult>;

/** The Cache API cache of the index files (and the recent texts): see ./offline-index.ts. */
export const SEARCH_CACHE = 'vithelper-search';
/** The recent texts are read again after this long (a paper approved meanwhile appears). */
const RECENT_MS = 5 * 60_000;

/**
 * A JSON file, parsed before it is kept (a damaged file is never cached). Build files (`fixed`)
 * come from the cache first; the manifest and the recent texts from the network first.
 * SELF-CONTAINED: it runs in the worker too.
 */
async function fetchJson(url: string, fixed: boolean, cacheName: string): Promise<unknown> {
  let cache: Cache | null = null;
  try {
    cache = typeof caches === 'undefined' ? null : await caches.open(cacheName);
  } catch {
    cache = null;
  }
  if (fixed && cache) {
    const hit = await cache.match(url).catch(() => undefined);
    if (hit) return hit.json();
  }
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error('The search index answered ' + response.status + '.');
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

/** The database's answer for paperTexts/<kind> as documents. SELF-CONTAINED (worker). */
function recentDocs(value: unknown): RecentDoc[] {
  if (!value || typeof value !== 'object') return [];
  const out: RecentDoc[] = [];
  for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
    const pages = (entry as { pages?: unknown } | null)?.pages;
    const list = Array.isArray(pages)
      ? pages
      : pages && typeof pages === 'object'
        ? Object.values(pages)
        : [];
    out.push({ id, pages: list.map((page) => (typeof page === 'string' ? page : '')) });
  }
  return out;
}

const source = () => `'use strict';
const engine = (${String(insidePapersEngine)})();
const searchInsidePapers = (${String(searchInsidePapers)});
const fetchJson = (${String(fetchJson)});
const recentDocs = (${String(recentDocs)});
const files = new Map();
function load(base, path) {
  const url = base + path;
  let pending = files.get(url);
  if (!pending) {
    pending = fetchJson(url, path !== 'manifest.json', ${JSON.stringify(SEARCH_CACHE)});
    pending.catch(() => files.delete(url));
    files.set(url, pending);
  }
  return pending;
}
const recent = new Map();
function loadRecent(recentUrl, since) {
  if (!recentUrl) return Promise.resolve([]);
  const url = recentUrl + '&startAt=' + encodeURIComponent(String(since));
  const kept = recent.get(url);
  if (kept && Date.now() - kept.at < ${RECENT_MS}) return kept.pending;
  const pending = fetchJson(url, false, ${JSON.stringify(SEARCH_CACHE)}).then(recentDocs);
  pending.catch(() => recent.delete(url));
  recent.set(url, { at: Date.now(), pending });
  return pending;
}
self.onmessage = (event) => {
  const { id, base, recentUrl, query, limit } = event.data;
  searchInsidePapers(engine, (path) => load(base, path), query, limit, (since) =>
    loadRecent(recentUrl, since),
  ).then(
    (result) => self.postMessage({ id, result }),
    (error) => self.postMessage({ id, error: String((error && error.message) || error) }),
  );
};`;

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(r: InsideResult): void; reject(e: Error): void }>();

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const url = URL.createObjectURL(new Blob([source()], { type: 'text/javascript' }));
    worker = new Worker(url);
    worker.onmessage = (
      event: MessageEvent<{ id: number; result?: InsideResult; error?: string }>,
    ) => {
      const { id, result, error } = event.data;
      const entry = waiting.get(id);
      waiting.delete(id);
      if (!entry) return;
      if (result) entry.resolve(result);
      else entry.reject(new Error(error ?? 'Search failed.'));
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** The index's address for one exam kind: search/<kind>/ at the exams remote's root. */
export function indexBase(kind: string): string {
  const publicPath =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? new URL(__webpack_public_path__, document.baseURI).href
      : document.baseURI;
  return new URL(`/search/${kind}/`, publicPath).href;
}

/**
 * The REST query for the texts stored since a build, without its `startAt` (the worker adds the
 * build's time): paperTexts/<kind> ordered by `at` (database.rules.json indexes it).
 */
function recentTextsUrl(kind: string): string | null {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig();
  } catch {
    return null;
  }
  if (!config) return null;
  const database = new URL(config.firebase.databaseURL);
  const ns =
    database.searchParams.get('ns') ?? (config.emulators ? config.firebase.projectId : null);
  const origin = config.emulators
    ? `http://${config.emulators.database}`
    : `${database.origin}${database.pathname.replace(/\/+$/, '')}`;
  const query = `orderBy=${encodeURIComponent('"at"')}${ns ? `&ns=${encodeURIComponent(ns)}` : ''}`;
  return `${origin}/paperTexts/${kind}.json?${query}`;
}

const mainThreadFiles = new Map<string, Promise<unknown>>();

/** A search function over one kind's index, and the texts published since it was built. */
export function insideSearch(kind: string): InsideSearch {
  const base = indexBase(kind);
  const recentUrl = recentTextsUrl(kind);
  return (query, limit = 8) => {
    const running = startWorker();
    if (!running) {
      const load = (path: string) => {
        const url = base + path;
        let pending = mainThreadFiles.get(url);
        if (!pending) {
          pending = fetchJson(url, path !== 'manifest.json', SEARCH_CACHE);
          pending.catch(() => mainThreadFiles.delete(url));
          mainThreadFiles.set(url, pending);
        }
        return pending;
      };
      const loadRecent = (since: number) =>
        recentUrl
          ? fetchJson(`${recentUrl}&startAt=${since}`, false, SEARCH_CACHE).then(recentDocs)
          : Promise.resolve([]);
      return searchInsidePapers(insidePapersEngine(), load, query, limit, loadRecent);
    }
    nextId += 1;
    const id = nextId;
    return new Promise<InsideResult>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      running.postMessage({ id, base, recentUrl, query, limit });
    });
  };
}
