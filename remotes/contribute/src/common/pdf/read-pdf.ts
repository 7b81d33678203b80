import type { PDFDocumentProxy } from 'pdfjs-dist';
import { CONTRIBUTION_LIMITS } from '@vithelper/contracts/contributions';
import { pdfTextItems, type TextItem } from '@vithelper/questions';
import { FileProblem, looksLikePdf, tooManyPages } from './file-problems';
import { pageText } from './page-text';

/** What a PDF holds for the form: its pages and the text of each (empty for a scanned page). */
export type ReadPdf = {
  pages: number;
  texts: string[];
  /** Every page's text with where it is, as @vithelper/questions cuts it (none for a scanned page). */
  items: TextItem[];
  /** Draws page `n` (1-based) for OCR; only for a page without text. */
  renderPage: (n: number) => Promise<HTMLCanvasElement>;
  close: () => Promise<void>;
};

type PdfJs = typeof import('pdfjs-dist');

/** pdf.js and its worker (a file of this remote, started from the page's origin by pdf.js). */
async function pdfjs(): Promise<PdfJs> {
  const module = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  if (!module.GlobalWorkerOptions.workerSrc) {
    module.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).toString();
  }
  return module;
}

/** Reads a PDF's pages and text; refuses a file that is not one, is locked or broken, or too long. */
export async function readPdf(
  bytes: Uint8Array,
  engine: Promise<PdfJs> = pdfjs(),
): Promise<ReadPdf> {
  if (!looksLikePdf(bytes)) {
    throw new FileProblem('not-a-pdf', 'This file is not a PDF (its contents are something else).');
  }
  const lib = await engine;
  // pdf.js takes ownership of the buffer it is given: the caller keeps its own for sending.
  const task = lib.getDocument({ data: bytes.slice(0) });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new FileProblem(
        'encrypted',
        'This PDF is protected with a password, so nobody could open it here. Save or print it as a PDF without a password and choose that file.',
      );
    }
    throw new FileProblem(
      'corrupt',
      'This PDF is damaged and cannot be opened. Download or export it again, or send photos of the paper instead.',
    );
  }
  if (doc.numPages > CONTRIBUTION_LIMITS.maxPages) {
    await task.destroy();
    throw tooManyPages(doc.numPages);
  }
  const texts: string[] = [];
  const items: TextItem[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = (await page.getTextContent()).items;
    texts.push(pageText(content));
    items.push(
      ...pdfTextItems(content, page.getViewport({ scale: 1 }), n, (a, b) =>
        lib.Util.transform(a, b),
      ),
    );
  }
  return {
    pages: doc.numPages,
    texts,
    items,
    renderPage: async (n) => {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      // About 2000 px on the long side: enough for OCR, small enough for a phone.
      const viewport = page.getViewport({
        scale: Math.min(3, 2000 / Math.max(base.width, base.height)),
      });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      return canvas;
    },
    close: () => task.destroy(),
  };
}
