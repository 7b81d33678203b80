/**
 * npm run search:index [-- --seed content/seed.json] [--pdfs content/storage/images] [--out DIR] [--force]
 *
 * Builds the static "inside papers" index of every published paper: per exam kind, term shards
 * (stems and the pages they are on) and one text fragment per paper, under
 * remotes/exams/dist/search/<kind>/ where the exams remote serves them. A query fetches the
 * manifest, the shards of its words and the fragments of the hits it shows, nothing else
 * (remotes/exams/src/features/inside-papers/data/search-index.ts). Skips the work when the seed,
 * the PDFs and the format are unchanged since the last build. docs/search-inside-papers.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { parseCollection } from '@vithelper/contracts/content';
import { insidePapersEngine } from '../../remotes/exams/src/features/inside-papers/data/engine';
import {
  INDEX_VERSION,
  type IndexManifest,
} from '../../remotes/exams/src/features/inside-papers/data/search-index';
import { PDF_DIR, REPO_ROOT, SEED_FILE } from '../content/paths';
import { paperPdfName } from '../content/pdf-names';
import { argValue } from '../content/validate';
import { EXTRACTOR, paperTexts, sha256 } from './paper-text';

export const EXAM_KINDS = ['cat1', 'cat2', 'fat'] as const;
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'remotes', 'exams', 'dist', 'search');

export type IndexDoc = { id: string; pages: readonly string[] };

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
    body.set(`t/${engine.shardFile(key)}.json`, JSON.stringify(table));
  }
  docs.forEach((doc, ord) => {
    body.set(`p/${ord}.json`, JSON.stringify({ id: doc.id, pages: doc.pages }));
  });
  // The same fragments PACK_SIZE to a file, for "make search work offline": one download of a
  // few hundred files instead of one per paper (the switch unpacks them into its cache).
  for (let start = 0; start < docs.length; start += PACK_SIZE) {
    const pack = docs
      .slice(start, start + PACK_SIZE)
      .map((doc) => JSON.stringify({ id: doc.id, pages: doc.pages }));
    body.set(`pack/${start / PACK_SIZE}.json`, `[${pack.join(',')}]`);
  }
  const hash = createHash('sha256');
  for (const [path, text] of [...body].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(path).update(text);
  const build = hash.digest('hex').slice(0, 12);
  const files = new Map<string, string>();
  let bytes = 0;
  for (const [path, text] of body) {
    files.set(`${build}/${path}`, text);
    if (!path.startsWith('pack/')) bytes += Buffer.byteLength(text);
  }
  const manifest: IndexManifest = {
    v: INDEX_VERSION,
    build,
    papers: docs.length,
    pages: pageCount,
    keys: [...shards.keys()].sort(),
    bytes,
    pack: PACK_SIZE,
  };
  files.set('manifest.json', JSON.stringify(manifest));
  return { files, manifest };
}

/** Writes one kind's files (with .gz and .br beside each, as the local servers serve them). */
export function writeIndexFiles(
  dir: string,
  files: ReadonlyMap<string, string>,
  precompress = true,
  clear = true,
): Map<string, number> {
  if (clear) rmSync(dir, { recursive: true, force: true });
  /** Each file's size as served: gzip where a .gz is written, else as is. */
  const served = new Map<string, number>();
  for (const [path, text] of files) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    served.set(path, Buffer.byteLength(text));
    if (precompress && text.length > 512) {
      const gz = gzipSync(text, { level: 9 });
      writeFileSync(`${file}.gz`, gz);
      served.set(path, gz.length);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      );
    }
  }
  return served;
}

/** What "make search work offline" downloads: the term shards and the packs, as served. */
export function offlineBytes(served: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [path, size] of served) if (/\/(t|pack)\//.test(path)) total += size;
  return total;
}

type Seed = Record<string, unknown>;

/** A stored text of the seed (`paperTexts/<kind>/<id>`, written at approval), if well formed. */
function storedText(seed: Seed, kind: string, id: string): { pages: string[]; at: number } | null {
  const texts = seed.paperTexts as Record<string, Record<string, unknown> | undefined> | undefined;
  const entry = texts?.[kind]?.[id] as { pages?: unknown; at?: unknown } | undefined;
  if (!entry || typeof entry.at !== 'number') return null;
  // The database gives a list of pages as an array, or as an object when it has holes.
  const raw = Array.isArray(entry.pages)
    ? entry.pages
    : entry.pages && typeof entry.pages === 'object'
      ? Object.values(entry.pages)
      : [];
  return { pages: raw.map((page) => (typeof page === 'string' ? page : '')), at: entry.at };
}

/**
 * The published papers of a seed (a Realtime Database export) with their texts: a paper's PDF
 * in `pdfDir`, else the text stored at its approval (`paperTexts`). `textsAt` is, per kind, the
 * newest `at` of the stored texts of the papers indexed (0 when none): every text stored after
 * it is not in the index, and is what the lists search as the recent part.
 */
export async function seedDocs(
  seed: Seed,
  pdfDir: string,
): Promise<{
  docs: Map<string, IndexDoc[]>;
  textsAt: Map<string, number>;
  extracted: number;
  reused: number;
  missing: number;
}> {
  const docs = new Map<string, IndexDoc[]>();
  const textsAt = new Map<string, number>();
  let extracted = 0;
  let reused = 0;
  let missing = 0;
  for (const kind of EXAM_KINDS) {
    const papers = [...parseCollection(kind, seed[kind]).items].sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    const files = papers.map((paper) => join(pdfDir, paperPdfName(paper.file_name)));
    const present = files.filter((file) => existsSync(file));
    missing += files.length - present.length;
    const result = await paperTexts(present);
    extracted += result.extracted;
    reused += result.reused;
    const list: IndexDoc[] = [];
    let newest = 0;
    papers.forEach((paper, index) => {
      const stored = storedText(seed, kind, paper.id);
      const pages = result.texts.get(files[index]!)?.pages ?? stored?.pages;
      if (!pages) return;
      list.push({ id: paper.id, pages });
      if (stored) newest = Math.max(newest, stored.at);
    });
    docs.set(kind, list);
    textsAt.set(kind, newest);
  }
  return { docs, textsAt, extracted, reused, missing };
}

/** What the index is made from: the format, the seed and every PDF's bytes. */
export function indexInputsHash(seedFile: string, pdfDir: string): string {
  // The files' layout (packs, the manifest's fields and what its `at` means) and the text
  // extraction (OCR) count too.
  const hash = createHash('sha256').update(
    `inside-papers/${INDEX_VERSION}/packs/${PACK_SIZE}/${EXTRACTOR}/at-of-texts\n`,
  );
  const seedText = readFileSync(seedFile, 'utf8');
  hash.update(seedText);
  const seed = JSON.parse(seedText) as Seed;
  for (const kind of EXAM_KINDS) {
    for (const paper of parseCollection(kind, seed[kind]).items) {
      const file = join(pdfDir, paperPdfName(paper.file_name));
      hash.update(existsSync(file) ? sha256(readFileSync(file)) : 'missing');
    }
  }
  return hash.digest('hex');
}

export async function buildSearchIndex(options: {
  seedFile?: string;
  pdfDir?: string;
  outDir?: string;
  force?: boolean;
}): Promise<{ built: boolean; message: string }> {
  const seedFile = resolve(options.seedFile ?? SEED_FILE);
  const pdfDir = resolve(options.pdfDir ?? PDF_DIR);
  const outDir = resolve(options.outDir ?? DEFAULT_OUT_DIR);
  const stampFile = join(outDir, 'stamp.json');
  const inputs = indexInputsHash(seedFile, pdfDir);
  if (!options.force && existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { inputs?: string };
    if (stamp.inputs === inputs) return { built: false, message: 'search:index: up to date' };
  }
  const started = Date.now();
  const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as Seed;
  const { docs, textsAt, extracted, reused, missing } = await seedDocs(seed, pdfDir);
  const summary: string[] = [];
  for (const kind of EXAM_KINDS) {
    // Not when the build ran: the newest stored text the index holds. Texts stored after it
    // (approved since the export, or never in the seed at all: the sample content has none) are
    // searched beside the index as its "recent" part
    // (remotes/exams/src/features/inside-papers/data/search-index.ts), so a rebuild from content
    // that lacks a published paper's text can never hide it.
    const at = textsAt.get(kind) ?? 0;
    const built = buildIndexFiles(docs.get(kind) ?? []);
    const served = writeIndexFiles(join(outDir, kind), built.files);
    const manifest = { ...built.manifest, at, offlineBytes: offlineBytes(served) };
    writeIndexFiles(
      join(outDir, kind),
      new Map([['manifest.json', JSON.stringify(manifest)]]),
      true,
      false,
    );
    summary.push(
      `${kind} ${manifest.papers} papers/${manifest.pages} pages/${manifest.keys.length} shards`,
    );
  }
  writeFileSync(stampFile, JSON.stringify({ inputs, built: new Date().toISOString() }));
  return {
    built: true,
    message:
      `search:index: ${summary.join(', ')}; texts extracted ${extracted}, unchanged ${reused}` +
      `${missing ? `, PDFs missing ${missing}` : ''}; ${Date.now() - started} ms -> ${outDir}`,
  };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  buildSearchIndex({
    seedFile: argValue(args, '--seed') ?? process.env.VH_EMULATOR_SEED,
    pdfDir: argValue(args, '--pdfs'),
    outDir: argValue(args, '--out'),
    force: args.includes('--force'),
  }).then(
    ({ message }) => console.log(message),
    (error: unknown) => {
      console.error(
        `search:index failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
