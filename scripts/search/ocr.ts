/**
 * OCR of PDF pages without a text layer (scans, photos of papers), for search inside the papers.
 * The page is drawn by pdf.js's Node build onto @napi-rs/canvas and read by tesseract.js in a
 * Node worker thread. Every file is the installed packages' own: the engine from
 * tesseract.js-core, the English model from @tesseract.js-data/eng (the same "best_int" model the
 * contribution form copies for the browser, remotes/contribute/webpack.config.ts). Nothing is
 * downloaded and nothing is cached outside content/.paper-text/.
 */
import { dirname, join } from 'node:path';

/** Pages are drawn at 200 dpi (pdf.js's scale 1 is 72 dpi): enough for printed questions. */
const OCR_SCALE = 200 / 72;
/** A page larger than this (in pixels a side) is drawn smaller, so one huge page cannot exhaust memory. */
const MAX_SIDE = 4000;

type Worker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;

/** The folder holding eng.traineddata.gz inside the installed @tesseract.js-data/eng package. */
export const ENGLISH_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** One tesseract worker for a run of pages; `close()` ends its thread. */
export type PageReader = {
  read(png: Uint8Array): Promise<string>;
  close(): Promise<void>;
};

export async function startPageReader(): Promise<PageReader> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    // Read from the package each time: no copy of the model written to the working folder.
    cacheMethod: 'none',
  });
  return {
    async read(png) {
      const { data } = await worker.recognize(Buffer.from(png));
      return data.text;
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

type PdfPage = import('pdfjs-dist').PDFPageProxy;

/** A page of an open pdf.js document drawn as a PNG on a white background. */
export async function drawPage(page: PdfPage): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_SCALE, MAX_SIDE / Math.max(base.width, base.height, 1));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return new Uint8Array(await canvas.encode('png'));
}

/** OCR output as page text: lines trimmed, spaces collapsed, empty lines and lone marks dropped. */
export function cleanOcrText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]{2}/u.test(line))
    .join('\n');
}
