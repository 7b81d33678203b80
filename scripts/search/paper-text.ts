/**
 * The text of each paper's PDF, page by page, extracted with pdf.js (its legacy build, which runs
 * in Node) and kept in content/.paper-text/<sha-256 of the PDF>.json. The key is the file's
 * content, so an unchanged paper is never extracted again, a replaced one is, and a file that
 * moves keeps its text. Pages without a text layer (scans) are drawn and read by OCR (./ocr.ts,
 * tesseract.js from the installed packages); a page that gives no text even then is recorded in
 * `noText`, and the paper is kept (searchable by its other pages, or only by its course).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR } from '../content/paths';
import { parseFlagsOrExit } from '../cli-flags';
import { cleanOcrText, drawPage, startPageReader, type PageReader } from './ocr';

export const TEXT_CACHE_DIR = join(CONTENT_DIR, '.paper-text');
/** Bumped when the extraction changes, so every cached text is made again once. */
export const EXTRACTOR = 'pdfjs-legacy+tesseract-eng/2';

export type PaperText = {
  sha256: string;
  extractor: string;
  /** One string per page, in order; '' for a page with no text. */
  pages: string[];
  /** 1-based numbers of the pages without a text layer whose text came from OCR. */
  ocr: number[];
  /** 1-based numbers of the pages with no text at all, not even by OCR (blank, or a drawing). */
  noText: number[];
};

/** How pages without a text layer are read; tests and callers may turn OCR off. */
export type ExtractOptions = { ocr?: boolean };

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | null = null;
/** pdf.js ships as ES modules only; a variable specifier keeps this a real import() under esbuild-register. */
export function loadPdfJs(): Promise<PdfJs> {
  // Node 20 (the oldest the project supports) lacks Promise.withResolvers, which pdf.js 6 calls.
  if (!('withResolvers' in Promise)) {
    Object.defineProperty(Promise, 'withResolvers', {
      configurable: true,
      writable: true,
      value<T>() {
        let resolve!: (value: T | PromiseLike<T>) => void;
        let reject!: (reason?: unknown) => void;
        const promise = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise, resolve, reject };
      },
    });
  }
  const specifier = 'pdfjs-dist/legacy/build/pdf.mjs';
  pdfjs ??= import(specifier) as Promise<PdfJs>;
  return pdfjs;
}

export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** pdf.js's items of a page joined, a line break where pdf.js saw one, spaces collapsed. */
function pageText(items: readonly object[]): string {
  let text = '';
  for (const item of items) {
    if (!('str' in item) || typeof item.str !== 'string') continue;
    text += item.str + ('hasEOL' in item && item.hasEOL ? '\n' : ' ');
  }
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Each page's text, and which pages were read by OCR. One OCR worker is started for a document
 * only when one of its pages has no text layer, and ended before returning.
 */
export async function extractPdfPages(
  bytes: Uint8Array,
  { ocr = true }: ExtractOptions = {},
): Promise<{ pages: string[]; ocr: number[] }> {
  const { getDocument } = await loadPdfJs();
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  let reader: Promise<PageReader> | null = null;
  try {
    const pages: string[] = [];
    const read: number[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      let text = pageText((await page.getTextContent()).items);
      if (!text && ocr) {
        reader ??= startPageReader();
        text = cleanOcrText(await (await reader).read(await drawPage(page)));
        read.push(number);
      }
      pages.push(text);
      page.cleanup();
    }
    return { pages, ocr: read };
  } finally {
    await task.destroy();
    if (reader) await (await reader).close();
  }
}

/** The cached text of these bytes, extracting it first when the cache has none. */
export async function paperText(
  bytes: Uint8Array,
  cacheDir = TEXT_CACHE_DIR,
  options: ExtractOptions = {},
): Promise<{ text: PaperText; extracted: boolean }> {
  const hash = sha256(bytes);
  const file = join(cacheDir, `${hash}.json`);
  if (existsSync(file)) {
    try {
      const cached = JSON.parse(readFileSync(file, 'utf8')) as PaperText;
      if (cached.extractor === EXTRACTOR && cached.sha256 === hash) {
        return { text: cached, extracted: false };
      }
    } catch {
      // A damaged cache file is made again below.
    }
  }
  const { pages, ocr } = await extractPdfPages(bytes, options);
  const text: PaperText = {
    sha256: hash,
    extractor: EXTRACTOR,
    pages,
    ocr,
    noText: pages.flatMap((page, index) => (page.trim() ? [] : [index + 1])),
  };
  // A text made without OCR is not kept: the next run with OCR must read those pages.
  if (options.ocr === false && text.noText.length > 0) return { text, extracted: true };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(text));
  return { text, extracted: true };
}

/** Texts of many PDF files; says how many were extracted and how many came from the cache. */
export async function paperTexts(
  files: readonly string[],
  cacheDir = TEXT_CACHE_DIR,
  options: ExtractOptions = {},
): Promise<{ texts: Map<string, PaperText>; extracted: number; reused: number; failed: string[] }> {
  const texts = new Map<string, PaperText>();
  let extracted = 0;
  let reused = 0;
  const failed: string[] = [];
  for (const file of files) {
    try {
      const result = await paperText(readFileSync(file), cacheDir, options);
      texts.set(file, result.text);
      if (result.extracted) extracted += 1;
      else reused += 1;
    } catch {
      failed.push(file);
    }
  }
  return { texts, extracted, reused, failed };
}

/**
 * node -r esbuild-register scripts/search/paper-text.ts [--cache DIR] [--no-ocr] file.pdf...
 * Prints each file's text as JSON (and whether it was extracted now or read from the cache).
 */
if (require.main === module) {
  const { values, positionals: files } = parseFlagsOrExit(
    'Usage: node -r esbuild-register scripts/search/paper-text.ts [--cache DIR] [--no-ocr] file.pdf...',
    { cache: { type: 'string' }, 'no-ocr': { type: 'boolean', default: false } },
    { allowPositionals: true },
  );
  (async () => {
    const out = [];
    for (const file of files)
      out.push({
        file,
        ...(await paperText(readFileSync(file), values.cache, { ocr: !values['no-ocr'] })),
      });
    console.log(JSON.stringify(out));
  })().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
