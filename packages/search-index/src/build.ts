/**
 * @vithelper/search-index/build: one exam kind's index files made from its papers' texts, in
 * memory (path under search/<kind>/ -> JSON text), in the layout of ./format.ts. Node only (the
 * build's hash); scripts/search/build-index.ts writes them, the search bench measures them.
 */
import { createHash } from 'node:crypto';
import { insidePapersEngine } from './engine';
import {
  buildFile,
  INDEX_VERSION,
  isOfflineFile,
  MANIFEST_FILE,
  type IndexDoc,
  type IndexManifest,
} from './format';
import { QUESTION_TABLE_VERSION, questionStarts } from './questions';

/** A shard grows a longer key (its terms spread over children) past this many bytes of JSON. */
const SPLIT_BYTES = 24_000;
/** Text fragments per offline pack. */
export const PACK_SIZE = 500;
const MAX_KEY = 5;

/** The index files of one exam kind, in memory: relative path -> JSON text. */
export function buildIndexFiles(docs: readonly IndexDoc[]): {
  files: Map<string, string>;
  manifest: IndexManifest;
} {
  const engine = insidePapersEngine();
  // term -> flat [ordinal delta, page, count, ...], ordinals ascending.
  const postings = new Map<string, number[]>();
  const lastOrd = new Map<string, number>();
  let pageCount = 0;
  docs.forEach((doc, ord) => {
    doc.pages.forEach((text, index) => {
      pageCount += 1;
      const counts = new Map<string, number>();
      for (const word of engine.words(text)) {
        const term = engine.stem(word);
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, count] of counts) {
        let list = postings.get(term);
        if (!list) {
          list = [];
          postings.set(term, list);
        }
        list.push(ord - (lastOrd.get(term) ?? 0), index + 1, count);
        lastOrd.set(term, ord);
      }
    });
  });

  // Shards by the terms' first two characters, split by a longer prefix while too big.
  const shards = new Map<string, string[]>();
  const place = (terms: string[], length: number) => {
    const groups = new Map<string, string[]>();
    for (const term of terms) {
      const key = term.length < length ? term.slice(0, length - 1) : term.slice(0, length);
      (groups.get(key) ?? groups.set(key, []).get(key)!).push(term);
    }
    for (const [key, group] of groups) {
      const size = group.reduce(
        (sum, term) => sum + term.length + 8 + postings.get(term)!.length * 3,
        0,
      );
      const splittable =
        key.length === length && length < MAX_KEY && group.some((t) => t.length > length);
      if (size > SPLIT_BYTES && splittable) {
        const short = group.filter((t) => t.length <= length);
        if (short.length > 0) shards.set(key, short);
        place(
          group.filter((t) => t.length > length),
          length + 1,
        );
      } else {
        shards.set(key, [...(shards.get(key) ?? []), ...group]);
      }
    }
  };
  place([...postings.keys()].sort(), 2);

  const body = new Map<string, string>();
  for (const [key, terms] of shards) {
    const table: Record<string, number[]> = {};
    for (const term of terms.sort()) table[term] = postings.get(term)!;
    body.set(buildFile.shard(key), JSON.stringify(table));
  }
  // A fragment names where each question of its paper starts (./questions.ts), when it has any.
  const fragments = docs.map((doc) =>
    JSON.stringify({
      id: doc.id,
      pages: doc.pages,
      ...(doc.questions?.length ? { q: questionStarts(engine, doc.pages, doc.questions) } : {}),
    }),
  );
  fragments.forEach((fragment, ord) => body.set(buildFile.fragment(ord), fragment));
  // The same fragments PACK_SIZE to a file, for "make search work offline": one download of a
  // few hundred files instead of one per paper (the switch unpacks them into its cache).
  const packs = new Set<string>();
  for (let start = 0; start < docs.length; start += PACK_SIZE) {
    const pack = fragments.slice(start, start + PACK_SIZE);
    packs.add(buildFile.pack(start / PACK_SIZE));
    body.set(buildFile.pack(start / PACK_SIZE), `[${pack.join(',')}]`);
  }
  const hash = createHash('sha256');
  for (const [path, text] of [...body].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(path).update(text);
  const build = hash.digest('hex').slice(0, 12);
  const files = new Map<string, string>();
  let bytes = 0;
  for (const [path, text] of body) {
    files.set(`${build}/${path}`, text);
    if (!packs.has(path)) bytes += Buffer.byteLength(text);
  }
  const manifest: IndexManifest = {
    v: INDEX_VERSION,
    build,
    papers: docs.length,
    pages: pageCount,
    keys: [...shards.keys()].sort(),
    bytes,
    pack: PACK_SIZE,
    ...(docs.some((doc) => doc.questions?.length) ? { q: QUESTION_TABLE_VERSION } : {}),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { files, manifest };
}

/** What "make search work offline" downloads: the term shards and the packs, as served. */
export function offlineBytes(served: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [path, size] of served) if (isOfflineFile(path)) total += size;
  return total;
}
