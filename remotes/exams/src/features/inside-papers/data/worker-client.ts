import { insidePapersEngine } from './engine';
import { searchInsidePapers, type InsideResult } from './search-index';

/**
 * Runs "inside papers" searches off the main thread. The worker is made from the source of the
 * two self-contained functions (./engine.ts, ./search-index.ts) as a blob: the remote's files
 * are on another origin than the page, and the site's CSP allows blob: workers (worker-src).
 * It keeps the index files it fetched for the visit, so a query's next keystroke costs no download.
 * Where a worker cannot start, the same code runs on the main thread.
 */
export type InsideSearch = (query: string, limit?: number) => Promise<InsideResult>;

const source = () => `'use strict';
const engine = (${String(insidePapersEngine)})();
const searchInsidePapers = (${String(searchInsidePapers)});
const files = new Map();
function load(base, path) {
  const url = base + path;
  let pending = files.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error('The search index answered ' + response.status + '.');
      return response.json();
    });
    pending.catch(() => files.delete(url));
    files.set(url, pending);
  }
  return pending;
}
self.onmessage = (event) => {
  const { id, base, query, limit } = event.data;
  searchInsidePapers(engine, (path) => load(base, path), query, limit).then(
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
function indexBase(kind: string): string {
  const publicPath =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? new URL(__webpack_public_path__, document.baseURI).href
      : document.baseURI;
  return new URL(`/search/${kind}/`, publicPath).href;
}

const mainThreadFiles = new Map<string, Promise<unknown>>();

/** A search function over one kind's index. */
export function insideSearch(kind: string): InsideSearch {
  const base = indexBase(kind);
  return (query, limit = 8) => {
    const running = startWorker();
    if (!running) {
      const load = (path: string) => {
        const url = base + path;
        let pending = mainThreadFiles.get(url);
        if (!pending) {
          pending = fetch(url).then((response) => {
            if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
            return response.json() as Promise<unknown>;
          });
          pending.catch(() => mainThreadFiles.delete(url));
          mainThreadFiles.set(url, pending);
        }
        return pending;
      };
      return searchInsidePapers(insidePapersEngine(), load, query, limit);
    }
    nextId += 1;
    const id = nextId;
    return new Promise<InsideResult>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      running.postMessage({ id, base, query, limit });
    });
  };
}
