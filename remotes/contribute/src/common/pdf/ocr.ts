/**
 * Reading a photo's text in the browser (tesseract.js). Its worker, engine (WebAssembly inside
 * a script) and English data are files of this remote, copied beside its chunks at build time
 * (webpack.config.ts, `assets`): nothing comes from a CDN, and they download only here, the
 * first time a page without text is read.
 */
import { ocrTextItems, type TextItem } from '@vithelper/questions';

declare const __webpack_public_path__: string;

export type OcrProgress = (fraction: number, status: string) => void;

type Worker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;
let worker: Promise<Worker> | null = null;
let listener: OcrProgress = () => undefined;

/** Where the copied OCR files are: beside this remote's chunks. */
const ocrBase = () => new URL('ocr/', __webpack_public_path__).toString();

function startWorker(): Promise<Worker> {
  worker ??= import(/* webpackChunkName: "tesseract" */ 'tesseract.js').then(({ createWorker }) => {
    const base = ocrBase();
    return createWorker('eng', 1, {
      workerPath: `${base}worker.min.js`,
      corePath: base,
      langPath: base,
      // eng.traineddata is stored gzipped (webpack.config.ts); the worker unpacks it.
      gzip: false,
      // The data is cached by the browser's HTTP cache like any file; no second copy in IndexedDB.
      cacheMethod: 'none',
      logger: (message: { status: string; progress: number }) =>
        listener(message.progress, message.status),
    });
  });
  worker.catch(() => {
    worker = null;
  });
  return worker;
}

/** The text of an image (a photo or a drawn page), with progress from 0 to 1. */
export async function recognise(
  image: HTMLCanvasElement | Blob,
  onProgress: OcrProgress = () => undefined,
): Promise<string> {
  listener = onProgress;
  const ready = await startWorker();
  const { data } = await ready.recognize(image);
  listener = () => undefined;
  return data.text;
}

/** A drawn page's text and its words with where they are, as @vithelper/questions cuts them. */
export async function recogniseItems(
  canvas: HTMLCanvasElement,
  page: number,
): Promise<{ text: string; items: TextItem[] }> {
  const ready = await startWorker();
  const { data } = await ready.recognize(canvas, {}, { blocks: true });
  return { text: data.text, items: ocrTextItems(data.blocks, page, canvas.width, canvas.height) };
}
