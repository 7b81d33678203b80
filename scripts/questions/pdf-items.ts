/**
 * A PDF's text items with their positions, in the form @vithelper/questions cuts: pdf.js's text
 * layer where a page has one, tesseract.js word boxes where it has none (a scan). Both are turned
 * into items whose x and y are the left and top edges from the page's top-left corner.
 */
import { ocrTextItems, pdfTextItems, type TextItem } from '@vithelper/questions';
import { drawPage, ENGLISH_MODEL_DIR } from '../search/ocr';
import { loadPdfJs } from '../search/paper-text';

type Worker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

async function ocrWords(worker: Worker, png: Uint8Array, page: number): Promise<TextItem[]> {
  const { width, height } = pngSize(png);
  const { data } = await worker.recognize(Buffer.from(png), {}, { blocks: true });
  return ocrTextItems(data.blocks, page, width, height);
}

/** Every page's items; pages without a text layer are read by OCR unless `ocr` is false. */
export async function pdfItems(bytes: Uint8Array, { ocr = true } = {}): Promise<TextItem[]> {
  const { getDocument, Util } = await loadPdfJs();
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  let worker: Promise<Worker> | null = null;
  try {
    const items: TextItem[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const found = pdfTextItems(
        (await page.getTextContent()).items,
        viewport,
        number,
        Util.transform as (a: number[], b: number[]) => number[],
      );
      if (found.length === 0 && ocr) {
        worker ??= import('tesseract.js').then(({ createWorker, OEM }) =>
          createWorker('eng', OEM.LSTM_ONLY, {
            langPath: ENGLISH_MODEL_DIR,
            gzip: true,
            cacheMethod: 'none',
          }),
        );
        found.push(...(await ocrWords(await worker, await drawPage(page), number)));
      }
      items.push(...found);
      page.cleanup();
    }
    return items;
  } finally {
    await task.destroy();
    if (worker) await (await worker).terminate();
  }
}
