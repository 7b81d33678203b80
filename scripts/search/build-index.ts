/**
 * npm run search:index [-- --seed content/seed.json] [--pdfs content/storage/images] [--out DIR] [--force]
 *
 * Builds the static "inside papers" index of every published paper: per exam kind, term shards
 * (stems and the pages they are on) and one text fragment per paper
 * (@vithelper/search-index/build), under .cache/search-index/<kind>/ (./index-dir.ts), which the
 * exams remote's build copies to its search/ and the local server serves. A query fetches the
 * manifest, the shards of its words and the fragments of the hits it shows, nothing else
 * (packages/search-index/src/search.ts). Skips the work when the seed, the PDFs and the format
 * are unchanged since the last build. docs/search-inside-papers.md.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { parseCollection } from '@vithelper/contracts/content';
import {
  INDEX_VERSION,
  MANIFEST_FILE,
  QUESTION_TABLE_VERSION,
  readManifest,
  storedPages,
  type IndexDoc,
} from '@vithelper/search-index';
import { buildIndexFiles, offlineBytes, PACK_SIZE } from '@vithelper/search-index/build';
import { PDF_DIR, SEED_FILE } from '../content/paths';
import { paperPdfName } from '../content/pdf-names';
import { parseFlagsOrExit } from '../cli-flags';
import { QUESTIONS_DATA_DIR } from '../questions/data-dir';
import { bankQuestions } from './bank-questions';
import { SEARCH_INDEX_DIR } from './index-dir';
import { EXTRACTOR, paperTexts, sha256 } from './paper-text';

export const EXAM_KINDS = ['cat1', 'cat2', 'fat'] as const;

/**
 * Writes one kind's files (with .gz and .br beside each, as the local servers serve them). Each
 * file is written beside its place and renamed into it: a server reading it meanwhile (a rebuild
 * while `npm start` runs) sends the old file or the new one, never part of one.
 */
export function writeIndexFiles(
  dir: string,
  files: ReadonlyMap<string, string>,
  precompress = true,
): Map<string, number> {
  /** Each file's size as served: gzip where a .gz is written, else as is. */
  const served = new Map<string, number>();
  const put = (file: string, data: string | Buffer) => {
    writeFileSync(`${file}.tmp`, data);
    renameSync(`${file}.tmp`, file);
  };
  for (const [path, text] of files) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    served.set(path, Buffer.byteLength(text));
    if (precompress && text.length > 512) {
      const gz = gzipSync(text, { level: 9 });
      put(`${file}.gz`, gz);
      served.set(path, gz.length);
      put(`${file}.br`, brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
    } else {
      rmSync(`${file}.gz`, { force: true });
      rmSync(`${file}.br`, { force: true });
    }
    put(file, text);
  }
  return served;
}

/** The build a kind's manifest names now, if it has a readable one. */
function currentBuild(dir: string): string | null {
  try {
    return readManifest(JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8'))).build;
  } catch {
    return null;
  }
}

/**
 * Removes a kind's build folders but the new one and the one it replaces: a page that read the
 * old manifest still finds that build's files until it reads the new one.
 */
function pruneBuilds(dir: string, keep: ReadonlyArray<string | null>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !keep.includes(entry.name)) {
      rmSync(join(dir, entry.name), { recursive: true, force: true });
    }
  }
}

type Seed = Record<string, unknown>;

/** A stored text of the seed (`paperTexts/<kind>/<id>`, written at approval), if well formed. */
function storedText(seed: Seed, kind: string, id: string): { pages: string[]; at: number } | null {
  const texts = seed.paperTexts as Record<string, Record<string, unknown> | undefined> | undefined;
  const entry = texts?.[kind]?.[id] as { pages?: unknown; at?: unknown } | undefined;
  if (!entry || typeof entry.at !== 'number') return null;
  return { pages: storedPages(entry.pages), at: entry.at };
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

/**
 * What a build from the content is made of: `format` (the build's own version), the seed and the
 * bytes of every published paper's PDF. The question banks (scripts/questions/build-banks.ts)
 * are made from the same inputs.
 */
export function contentInputsHash(format: string, seedFile: string, pdfDir: string): string {
  const hash = createHash('sha256').update(format);
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

/** What the index is made from: the format, the seed, every PDF's bytes and the course banks. */
export function indexInputsHash(seedFile: string, pdfDir: string, banksHash = ''): string {
  // The files' layout (packs, the manifest's fields and what its `at` means, the questions'
  // table) and the text extraction (OCR) count too.
  return contentInputsHash(
    `inside-papers/${INDEX_VERSION}/packs/${PACK_SIZE}/${EXTRACTOR}/at-of-texts/q${QUESTION_TABLE_VERSION}:${banksHash}\n`,
    seedFile,
    pdfDir,
  );
}

export async function buildSearchIndex(options: {
  seedFile?: string;
  pdfDir?: string;
  outDir?: string;
  /** The course banks (scripts/questions/build-banks.ts): a hit names its question from them. */
  banksDir?: string;
  force?: boolean;
}): Promise<{ built: boolean; message: string }> {
  const seedFile = resolve(options.seedFile ?? SEED_FILE);
  const pdfDir = resolve(options.pdfDir ?? PDF_DIR);
  const outDir = resolve(options.outDir ?? SEARCH_INDEX_DIR);
  const stampFile = join(outDir, 'stamp.json');
  const banks = bankQuestions(resolve(options.banksDir ?? QUESTIONS_DATA_DIR));
  const inputs = indexInputsHash(seedFile, pdfDir, banks.hash);
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
    // (packages/search-index/src/search.ts), so a rebuild from content
    // that lacks a published paper's text can never hide it.
    const at = textsAt.get(kind) ?? 0;
    const built = buildIndexFiles(
      (docs.get(kind) ?? []).map((doc) => ({
        ...doc,
        questions: banks.byPaper.get(`${kind}/${doc.id}`),
      })),
    );
    const kindDir = join(outDir, kind);
    const replaced = currentBuild(kindDir);
    // The build's files first, the manifest that names them last.
    const buildFiles = new Map([...built.files].filter(([path]) => path !== MANIFEST_FILE));
    const served = writeIndexFiles(kindDir, buildFiles);
    const manifest = { ...built.manifest, at, offlineBytes: offlineBytes(served) };
    writeIndexFiles(kindDir, new Map([[MANIFEST_FILE, JSON.stringify(manifest)]]));
    pruneBuilds(kindDir, [manifest.build, replaced]);
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
  const { values } = parseFlagsOrExit(
    'Usage: npm run search:index -- [--seed FILE] [--pdfs DIR] [--out DIR] [--force]',
    {
      seed: { type: 'string' },
      pdfs: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  );
  buildSearchIndex({
    seedFile: values.seed ?? process.env.VH_EMULATOR_SEED,
    pdfDir: values.pdfs,
    outDir: values.out,
    force: values.force,
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
