/**
 * "Make search work offline": every file of the inside-papers index of the three exam kinds kept
 * in the Cache API (SEARCH_CACHE, the cache the search worker reads first), so searching inside
 * papers works with no network; with every course's bank (the questions its hits open, kept by
 * @vithelper/device/question-banks). The size is the manifests' own count, shown before anything
 * is fetched; removing deletes the index's cache (the banks stay: saved papers use them too). Which build was saved is remembered in localStorage, so
 * the switch shows "on" on the next visit and a newer build can be fetched again.
 */
import type { ExamKind } from '@vithelper/contracts/papers';
import { keepAllCourseBanks } from '@vithelper/device/question-banks';
import {
  fragmentPath,
  MANIFEST_FILE,
  packPath,
  readManifest,
  shardPath,
} from '@vithelper/search-index';
import { SEARCH_CACHE } from './index-reader';
import { indexBase } from './worker-client';

const OFFLINE_KINDS: readonly ExamKind[] = ['cat1', 'cat2', 'fat'];
const SAVED_KEY = 'vithelper-search-offline';
/** Files fetched at once while saving. */
const PARALLEL = 6;

/** One download: a file kept as it is, or a pack of fragments kept as one file each. */
type OfflineFile = { url: string; pack?: { fragments: string; build: string; first: number } };
export type OfflinePlan = { files: OfflineFile[]; bytes: number; builds: Record<string, string> };
export type SavedIndex = { builds: Record<string, string>; bytes: number; at: number };

/** What saving would fetch: each kind's manifest, its term shards and its packs of fragments. */
export async function planOfflineIndex(): Promise<OfflinePlan> {
  const files: OfflineFile[] = [];
  const builds: Record<string, string> = {};
  let bytes = 0;
  for (const kind of OFFLINE_KINDS) {
    const base = indexBase(kind);
    const response = await fetch(`${base}${MANIFEST_FILE}`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
    const manifest = readManifest(await response.json());
    const { build } = manifest;
    builds[kind] = build;
    bytes += manifest.offlineBytes ?? manifest.bytes;
    files.push({ url: `${base}${MANIFEST_FILE}` });
    for (const key of manifest.keys) files.push({ url: base + shardPath(build, key) });
    if (manifest.pack) {
      for (let first = 0; first < manifest.papers; first += manifest.pack)
        files.push({
          url: base + packPath(build, first / manifest.pack),
          pack: { fragments: base, build, first },
        });
    } else {
      // An index built before packs: one file per paper.
      for (let ord = 0; ord < manifest.papers; ord += 1)
        files.push({ url: base + fragmentPath(build, ord) });
    }
  }
  return { files, bytes, builds };
}

export function savedIndex(): SavedIndex | null {
  try {
    const value = JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as SavedIndex | null;
    return value && typeof value.bytes === 'number' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Fetches every file of the plan into the cache, reporting how many are done. Stops (and keeps
 * what it has) when `signal` aborts; throws when a file cannot be fetched.
 */
export async function saveOfflineIndex(
  plan: OfflinePlan,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<SavedIndex> {
  const cache = await caches.open(SEARCH_CACHE);
  let next = 0;
  let done = 0;
  const total = plan.files.length;
  onProgress(0, total);
  const worker = async () => {
    while (next < total) {
      if (signal?.aborted) throw new DOMException('Stopped.', 'AbortError');
      const { url, pack } = plan.files[next]!;
      next += 1;
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`A search index file answered ${response.status}.`);
      const text = await response.text();
      const value: unknown = JSON.parse(text); // a damaged file is not kept
      if (pack) {
        if (!Array.isArray(value)) throw new Error('A search index file is damaged.');
        // Each fragment kept under its own address, where the search reads it.
        await Promise.all(
          value.map((fragment, index) =>
            cache.put(
              pack.fragments + fragmentPath(pack.build, pack.first + index),
              json(JSON.stringify(fragment)),
            ),
          ),
        );
      } else {
        await cache.put(url, json(text));
      }
      done += 1;
      onProgress(done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, total) }, worker));
  // Files of older builds (kept as they were used) are not needed any more.
  const current = OFFLINE_KINDS.map((kind) => `${indexBase(kind)}${plan.builds[kind]}/`);
  const stale = (await cache.keys()).filter(
    ({ url }) =>
      OFFLINE_KINDS.some((kind) => url.startsWith(indexBase(kind))) &&
      !url.endsWith(`/${MANIFEST_FILE}`) &&
      !current.some((build) => url.startsWith(build)),
  );
  await Promise.all(stale.map((request) => cache.delete(request)));
  // A hit opens its question's page: every course's bank is kept too (a few KB each), where the
  // courses section reads them. Without them the hits still open, online.
  await keepAllCourseBanks().catch(() => 0);
  const saved: SavedIndex = { builds: plan.builds, bytes: plan.bytes, at: Date.now() };
  localStorage.setItem(SAVED_KEY, JSON.stringify(saved));
  return saved;
}

const json = (text: string) =>
  new Response(text, { headers: { 'Content-Type': 'application/json' } });

/** Removes every kept index file (and the texts kept with them). */
export async function removeOfflineIndex(): Promise<void> {
  localStorage.removeItem(SAVED_KEY);
  await caches.delete(SEARCH_CACHE);
}

/** "1.2 MB", "340 KB": the size a student agrees to. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
