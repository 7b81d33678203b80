import { getConfig } from '@vithelper/shared';
import { insidePapersEngine, searchInsidePapers, type InsideResult } from '@vithelper/search-index';
import { indexReader } from './index-reader';
import type { SearchAnswer, SearchRequest } from './search-messages';

/**
 * Runs "inside papers" searches off the main thread, in the worker webpack builds from
 * ../worker/search.worker.ts (started like every worker of the site, a SiteWorker). Where no
 * worker starts, or the one started fails to load, the same code runs on the page.
 */
export type InsideSearch = (query: string, limit?: number) => Promise<InsideResult>;

type Waiting = {
  request: SearchRequest;
  resolve(result: InsideResult): void;
  reject(error: Error): void;
};

/** The worker, once asked for; null where none starts (then the page searches). */
let worker: Promise<Worker | null> | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** The search of a request on the page's thread. */
function searchHere({ base, recentUrl, query, limit }: SearchRequest): Promise<InsideResult> {
  const reader = indexReader(base, recentUrl);
  return searchInsidePapers(insidePapersEngine(), reader.load, query, limit, reader.loadRecent);
}

function listen(started: Worker): Worker {
  started.addEventListener('message', (event: MessageEvent<SearchAnswer>) => {
    const { id, result, error } = event.data;
    const entry = waiting.get(id);
    waiting.delete(id);
    if (!entry) return;
    if (result) entry.resolve(result);
    else entry.reject(new Error(error ?? 'Search failed.'));
  });
  // A worker whose script cannot load answers nothing: what it was asked, and what comes
  // next, is searched on the page.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    worker = Promise.resolve(null);
    for (const { request, resolve, reject } of waiting.values())
      searchHere(request).then(resolve, reject);
    waiting.clear();
  });
  return started;
}

function searchWorker(): Promise<Worker | null> {
  worker ??=
    typeof Worker === 'undefined'
      ? Promise.resolve(null)
      : import(/* webpackMode: "eager" */ './search-worker')
          .then(({ startSearchWorker }) => listen(startSearchWorker()))
          .catch(() => null);
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

/** A search function over one kind's index, and the texts published since it was built. */
export function insideSearch(kind: string): InsideSearch {
  const base = indexBase(kind);
  const recentUrl = recentTextsUrl(kind);
  return (query, limit = 8) => {
    nextId += 1;
    const request: SearchRequest = { id: nextId, base, recentUrl, query, limit };
    return searchWorker().then((running) => {
      if (!running) return searchHere(request);
      return new Promise<InsideResult>((resolve, reject) => {
        waiting.set(request.id, { request, resolve, reject });
        running.postMessage(request);
      });
    });
  };
}
