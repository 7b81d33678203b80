/**
 * The files of one exam kind's index, under search/<kind>/ (written by
 * scripts/search/build-index.ts, read by ./search.ts in the exams remote's worker):
 *   manifest.json          { v, build, papers, pages, keys: shard keys, bytes, at, pack, offlineBytes }
 *   <build>/t/<key>.json   { term: [paper ordinal delta, page, count, ...] }  (sorted by ordinal)
 *   <build>/p/<ord>.json   { id, pages: [text of page 1, ...], q?: [question start, ...] }
 *   <build>/pack/<n>.json  [fragment, ...]: fragments n*pack.. (for the offline download only)
 * A build's files never change (their folder is named by their hash); only the manifest does.
 */
import { shardFile } from './engine';
import type { PaperQuestion } from './questions';

export const INDEX_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';

export type IndexManifest = {
  v: number;
  build: string;
  papers: number;
  pages: number;
  keys: string[];
  /** Bytes of every file of this build (what "make search work offline" fetches). */
  bytes: number;
  /**
   * The newest `at` of the stored texts (paperTexts) the index holds, 0 when it holds none (ms
   * since 1970): every text stored since is "recent". Not the build's time: a build from content
   * without a published paper's text would hide that paper from both parts.
   */
  at?: number;
  /** Text fragments per file of <build>/pack/<n>.json (the offline download's form). */
  pack?: number;
  /** Bytes (as served) of the shards and packs: what "make search work offline" downloads. */
  offlineBytes?: number;
  /**
   * The version of the fragments' question table (./questions.ts), when the build had the course
   * banks: a hit then names its question. Absent, or another version, hits stay paper-level.
   */
  q?: number;
};

/**
 * A paper's text, one string per page: what the index is built from and a fragment holds; with
 * its questions (from its course's bank) when it was cut into questions.
 */
export type IndexDoc = {
  id: string;
  pages: readonly string[];
  questions?: readonly PaperQuestion[];
};

/** A paper published since the build, with its text (paperTexts/<kind>/<id> in the database). */
export type RecentDoc = { id: string; pages: string[] };

/** The manifest as read, or an error a reader can show: an index of another version is unreadable. */
export function readManifest(value: unknown): IndexManifest {
  const manifest = value as IndexManifest | null;
  if (!manifest || manifest.v !== INDEX_VERSION || !Array.isArray(manifest.keys)) {
    throw new Error('The search index is not readable.');
  }
  return manifest;
}

/** A build's files, relative to its folder <build>/. */
export const buildFile = {
  shard: (key: string): string => `t/${shardFile(key)}.json`,
  fragment: (ord: number): string => `p/${ord}.json`,
  pack: (n: number): string => `pack/${n}.json`,
};

/** Paths of a build's files, relative to search/<kind>/. */
export const shardPath = (build: string, key: string): string => `${build}/${buildFile.shard(key)}`;
export const fragmentPath = (build: string, ord: number): string =>
  `${build}/${buildFile.fragment(ord)}`;
export const packPath = (build: string, n: number): string => `${build}/${buildFile.pack(n)}`;

/** Is this path (relative to search/<kind>/) downloaded by "make search work offline"? */
export const isOfflineFile = (path: string): boolean => /\/(t|pack)\//.test(path);

/**
 * The pages of a stored text (`paperTexts/<kind>/<id>/pages`): the database gives a list as an
 * array, or as an object when it has holes; anything but a string is an empty page.
 */
export function storedPages(pages: unknown): string[] {
  const list = Array.isArray(pages)
    ? pages
    : pages && typeof pages === 'object'
      ? Object.values(pages)
      : [];
  return list.map((page) => (typeof page === 'string' ? page : ''));
}

/** The database's answer for paperTexts/<kind> (id -> { pages, at, by }) as documents. */
export function recentDocs(value: unknown): RecentDoc[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([id, entry]) => ({
    id,
    pages: storedPages((entry as { pages?: unknown } | null)?.pages),
  }));
}
