/**
 * First-page previews of the content's PDFs (packages/contracts/src/papers/preview.ts says what they are
 * for): page 1 drawn by pdf.js's Node build onto @napi-rs/canvas (a prebuilt binary inside its
 * npm package, nothing downloaded) and encoded as WebP, with page 1's size and the page count
 * inside. A preview is rewritten only when its PDF is newer, so `npm start` can call this on
 * every run.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PREVIEW_MAX_BYTES,
  PREVIEW_MAX_HEIGHT,
  PREVIEW_QUALITY,
  PREVIEW_WIDTH,
  previewScale,
  withPageBox,
} from '@vithelper/contracts/papers/preview';
import { REPO_ROOT } from './paths';

/**
 * pdf.js 6 is built for Node 22.13+; this project still runs on Node 20, which lacks these
 * three. They are defined only where missing and only in the content scripts' process.
 */
function polyfillForPdfjs(): void {
  const promise = Promise as unknown as Record<string, unknown>;
  promise.withResolvers ??= function withResolvers<T>() {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const created = new Promise<T>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise: created, resolve, reject };
  };
  promise.try ??= (fn: (...args: unknown[]) => unknown, ...args: unknown[]) =>
    new Promise((resolve) => resolve(fn(...args)));
  const buffer = ArrayBuffer.prototype as unknown as Record<string, unknown>;
  buffer.transferToFixedLength ??= function transferToFixedLength(
    this: ArrayBuffer,
    length = this.byteLength,
  ) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

const STANDARD_FONTS = join(REPO_ROOT, 'node_modules', 'pdfjs-dist', 'standard_fonts') + '/';

type Pdfjs = typeof import('pdfjs-dist');
let pdfjs: Promise<Pdfjs> | null = null;
const loadPdfjs = () => {
  polyfillForPdfjs();
  // The legacy build is the one that runs in Node (no DOM); its types are those of the main build.
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<Pdfjs>;
  return pdfjs;
};

/** Page 1 of a PDF as a preview (WebP with its page box). Throws for a PDF pdf.js cannot open. */
export async function renderPdfPreviewFile(pdf: Uint8Array): Promise<Uint8Array> {
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    loadPdfjs(),
    import('@napi-rs/canvas'),
  ]);
  const task = getDocument({
    data: pdf.slice(),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: previewScale(base) });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const webp = await canvas.encode('webp', PREVIEW_QUALITY);
    return withPageBox(
      new Uint8Array(webp),
      { width: base.width, height: base.height, pages: doc.numPages },
      canvas,
    );
  } finally {
    await task.destroy();
  }
}

/** `<name>.pdf` → `<name>.webp`: the file name of a PDF's preview (shared pdfPreviewPath). */
export const previewFileName = (pdfFile: string) => pdfFile.replace(/\.pdf$/i, '') + '.webp';

const CONCURRENCY = 4;

/** Previews drawn, already up to date, and the PDFs that got none (with why). */
export type PreviewReport = {
  written: number;
  upToDate: number;
  failed: Array<{ file: string; reason: string }>;
};

/**
 * Writes a preview into `outDir` for every PDF of `pdfDir` whose preview is missing or older.
 * A PDF that cannot be drawn (or whose preview would be over PREVIEW_MAX_BYTES) gets none and
 * is reported: its viewer opens it as before.
 */
export async function writePreviews(pdfDir: string, outDir: string): Promise<PreviewReport> {
  mkdirSync(outDir, { recursive: true });
  const report: PreviewReport = { written: 0, upToDate: 0, failed: [] };
  // Previews drawn with other settings are all drawn again.
  const stamp = join(outDir, '.previews-settings');
  const settings = `${PREVIEW_WIDTH} ${PREVIEW_MAX_HEIGHT} ${PREVIEW_QUALITY}\n`;
  let sameSettings = false;
  try {
    sameSettings = readFileSync(stamp, 'utf8') === settings;
  } catch {
    // No stamp: a new folder, or one from before the stamp.
  }
  const files = readdirSync(pdfDir).filter((file) => /\.pdf$/i.test(file));
  const mtime = (file: string) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return -1;
    }
  };
  const one = async (file: string) => {
    const source = join(pdfDir, file);
    const target = join(outDir, previewFileName(file));
    if (sameSettings && mtime(target) >= mtime(source)) {
      report.upToDate += 1;
      return;
    }
    try {
      const preview = await renderPdfPreviewFile(new Uint8Array(await readFile(source)));
      if (preview.length > PREVIEW_MAX_BYTES) throw new Error('preview too large');
      await writeFile(target, preview);
      report.written += 1;
    } catch (error) {
      // A preview of an older version of this PDF would show the wrong page.
      await rm(target, { force: true });
      report.failed.push({ file, reason: error instanceof Error ? error.message : String(error) });
    }
  };
  // A few at a time: the WebP encoding runs off the main thread while the next page is drawn.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await one(file);
    }),
  );
  writeFileSync(stamp, settings);
  return report;
}
