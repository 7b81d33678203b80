/**
 * The shell's service worker (built by InjectManifest into /sw.js). It knows no
 * remote URL: remotes are found at run time through /remotes.json and their
 * manifests. Strategies (docs/performance.md, "Offline"):
 * - the shell's own build: precached, a new version waits until the student reloads (the
 *   Firebase SDK's files are cached once the worker is active, cached-once-active.ts);
 * - runtime files (config.json, remotes.json, any mf-manifest.json): network first
 *   with a short timeout, the cached copy when the network fails;
 * - hashed scripts, styles and images of any app: cache first (their names change
 *   with their content); other static files: stale-while-revalidate;
 * - the six content reads: stale-while-revalidate, and the page hears when a fresh
 *   copy differs (it then replaces the lists in place); a whole paper list: cache first for
 *   a day (the page reads only what was published since), its first part like the rest.
 */
import { clientsClaim } from 'workbox-core';
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { COLLECTION_PATHS } from '@vithelper/contracts/content';
import { contentUrl } from '@vithelper/contracts/content-reads';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';
import { QUESTIONS_DATA_PATH } from '@vithelper/contracts/questions/paths';
import {
  FIRST_PART_LISTS,
  firstPartUrl,
  hasFirstPart,
  WHOLE_LIST_MAX_AGE_MS,
} from '../../../startup/lists/first-part-query';
import { cachedOnceActive } from './cached-once-active';
import { manifestAssetUrls, type RemoteManifest } from './manifest-assets';
import {
  ASSET_CACHE,
  CONTENT_CACHE,
  RUNTIME_CACHE,
  RUNTIME_TIMEOUT_SECONDS,
  SECTION_DATA_CACHE,
  WARM_CACHES,
} from './worker-messages';

type WorkerScope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'activate',
    listener: (event: Event & { waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
};
const worker = self as unknown as WorkerScope;

// The literal `self.__WB_MANIFEST` is where the build writes the list of the shell's files.
const shellFiles = (self as unknown as WorkerScope).__WB_MANIFEST;
precacheAndRoute(shellFiles.filter((file) => !cachedOnceActive(file.url)));
// The Firebase SDK's files: into the asset cache, which answers them (cache first, below).
worker.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then((assets) =>
        Promise.all(
          shellFiles
            .filter((file) => cachedOnceActive(file.url))
            .map(({ url }) => cacheIfMissing(assets, url)),
        ),
      ),
  ),
);

/** Adds a file to a cache unless a copy is there already (hashed names: a copy is current). */
async function cacheIfMissing(cache: Cache, url: string): Promise<void> {
  if (!(await cache.match(url))) await cache.add(url);
}
cleanupOutdatedCaches();
// The first visit is controlled at once, so the sections it opens are cached too.
clientsClaim();

// Every page of the site is the shell's index.html; files (paths with a dot) are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/\/[^/]+\.[^/]+$/] }),
);

const runtimeFiles = new NetworkFirst({
  cacheName: RUNTIME_CACHE,
  networkTimeoutSeconds: RUNTIME_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(
  ({ url, sameOrigin }) =>
    (sameOrigin && (url.pathname === '/config.json' || url.pathname === '/remotes.json')) ||
    url.pathname.endsWith('/mf-manifest.json'),
  runtimeFiles,
);

const contentPaths = new Set<string>(COLLECTION_PATHS.map((path) => `/${path}.json`));
const paperListPaths = new Set<string>(FIRST_PART_LISTS.map((path) => `/${path}.json`));
// A whole paper list: kept a day, cache first; the page reads what was published since
// (shell/src/startup/lists/first-part.ts, refreshChanges), so a visit does not read the whole list again.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    paperListPaths.has(url.pathname) &&
    !url.searchParams.has('orderBy'),
  new CacheFirst({
    cacheName: CONTENT_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), keptFor(WHOLE_LIST_MAX_AGE_MS)],
  }),
);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    contentPaths.has(url.pathname) &&
    // What was published since a time: always the network's answer.
    !url.searchParams.has('startAfter'),
  new StaleWhileRevalidate({
    cacheName: CONTENT_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new BroadcastUpdatePlugin({ headersToCheck: ['content-length', 'etag'] }),
    ],
  }),
);

/**
 * Answers from the cache only a copy younger than `maxAgeMs`: each copy is stored with the time
 * it was stored (a header of our own: a cross-origin answer's Date header is not readable here).
 */
const STORED_AT = 'x-vithelper-stored-at';
async function withStoredAt(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
function keptFor(maxAgeMs: number) {
  return {
    cacheWillUpdate: ({ response }: { response: Response }) => withStoredAt(response),
    cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
      const storedAt = Number(cachedResponse?.headers.get(STORED_AT));
      return cachedResponse && Date.now() - storedAt < maxAgeMs ? cachedResponse : null;
    },
    // Offline, an old copy is still better than none.
    handlerDidError: async ({ request }: { request: Request }) =>
      (await (await caches.open(CONTENT_CACHE)).match(request)) ?? undefined,
  };
}

// A section's data files (the courses' list and banks): the network's copy while it answers in
// time, else the one kept from a visit or from warmCaches (the registry entry's `offline`).
const sectionData = new NetworkFirst({
  cacheName: SECTION_DATA_CACHE,
  networkTimeoutSeconds: RUNTIME_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.pathname.startsWith(QUESTIONS_DATA_PATH) &&
    url.pathname.endsWith('.json'),
  sectionData,
);

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;
const STATIC_DESTINATIONS = new Set(['script', 'style', 'image', 'font']);
registerRoute(
  ({ url, request }) => STATIC_DESTINATIONS.has(request.destination) && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    // Scripts of other origins load without CORS: their responses are opaque (status 0).
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);
registerRoute(
  ({ request }) => STATIC_DESTINATIONS.has(request.destination),
  new StaleWhileRevalidate({
    cacheName: ASSET_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);

/** Runs the runtime-file strategy for a request the worker makes itself; the message keeps it alive. */
const fetchRuntimeFile = (event: MessageEvent, url: string) =>
  runtimeFiles.handle({ event, request: new Request(url) } as unknown as Parameters<
    NetworkFirst['handle']
  >[0]);

/**
 * After a visit, caches what every route needs offline: the runtime files, the six
 * content reads (and the paper lists' first parts) (the first visit read them before this worker controlled the page)
 * and what every registered remote's manifest lists.
 */
async function warmCaches(event: MessageEvent): Promise<void> {
  const config = (await (await fetchRuntimeFile(event, '/config.json')).json()) as RuntimeConfig;
  const content = await caches.open(CONTENT_CACHE);
  await Promise.all(
    COLLECTION_PATHS.flatMap((path) =>
      // A paper list's first part too: the next visit's first screen reads it (first-part-query.ts).
      [contentUrl(config, path), ...(hasFirstPart(path) ? [firstPartUrl(config, path)] : [])].map(
        async (url) => {
          if (await content.match(url)) return;
          if (!hasFirstPart(path) || url !== contentUrl(config, path)) return content.add(url);
          // A whole paper list is kept with the time it was stored (keptFor).
          const response = await fetch(url);
          if (response.ok) await content.put(url, await withStoredAt(response));
        },
      ),
    ),
  );
  const registryResponse = await fetchRuntimeFile(event, '/remotes.json');
  const registry = (await registryResponse.json()) as {
    remotes?: Array<Partial<Pick<RemoteRegistryEntry, 'manifest' | 'offline'>>>;
  };
  const assets = await caches.open(ASSET_CACHE);
  const sectionFiles = await caches.open(SECTION_DATA_CACHE);
  for (const remote of registry.remotes ?? []) {
    if (!remote.manifest) continue;
    try {
      const manifestUrl = new URL(remote.manifest, self.location.href).href;
      const response = await fetchRuntimeFile(event, manifestUrl);
      const urls = manifestAssetUrls(manifestUrl, (await response.json()) as RemoteManifest);
      for (const url of urls) await cacheIfMissing(assets, url);
      // Its data files as they are now: a newer copy replaces the kept one.
      for (const file of remote.offline ?? []) {
        await sectionFiles.add(new URL(file, manifestUrl).href);
      }
    } catch (error) {
      // One remote that cannot be reached now is warmed on a later visit.
      console.warn(`Could not cache ${remote.manifest} for offline use`, error);
    }
  }
}

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
  if (data?.type === WARM_CACHES) event.waitUntil(warmCaches(event));
});
