import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { getConfig, whenContentRead, whenListWhole } from '@vithelper/shared';
import { lookUpPdfUrl } from '@vithelper/paper-files';
import type { CollectionName } from '@vithelper/contracts/content';
import type { ExamKind } from '@vithelper/contracts/papers';
import { instructionsCacheKey } from '@vithelper/contracts/papers';
import { loadPdfBytes } from '@vithelper/device/pdf-cache';
import { openPdfDocument, startPdfEngine } from '@vithelper/ui/pdf-engine';
import { paperCacheKey } from '../../../common/data/paper-file';
import { loadPagePreview, pdfPreviewUrl, type PagePreview } from './first-page-preview';
import {
  instructionsPdfPathOf,
  paperPdfPathOf,
  takeFirstScreenPreview,
  type PdfPathOf,
  type PreviewBytes,
} from './preview-request';

/** A document ready to show: its bytes (kept for Download), pdf.js's document and page 1's shape. */
export type OpenedPdf = {
  bytes: ArrayBuffer;
  doc: PDFDocumentProxy;
  close: () => Promise<void>;
  /** Page 1's width at scale 1, and its height / width. */
  baseWidth: number;
  ratio: number;
  /** Page 1's text, asked for with the page so its text layer needs no second round trip. */
  firstText: Promise<TextContent> | null;
};

/**
 * Opens a kept or stored PDF: from this device when it was kept, otherwise looked up
 * (`resolveUrl`, only then) and downloaded; then parsed up to page 1's shape.
 */
async function openStoredPdf(
  cacheKey: string,
  resolveUrl: () => Promise<string>,
): Promise<OpenedPdf> {
  return openPdfBytes(await loadPdfBytes(cacheKey, resolveUrl));
}

/** Parses a document's bytes up to page 1's shape (e.g. a PDF that is not kept on the device). */
export async function openPdfBytes(bytes: ArrayBuffer): Promise<OpenedPdf> {
  const { doc, close } = await openPdfDocument(bytes);
  try {
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1 });
    const firstText = first.getTextContent();
    // Read by the text layer; a page whose text cannot be read still draws.
    firstText.catch(() => undefined);
    return {
      bytes,
      doc,
      close,
      baseWidth: viewport.width,
      ratio: viewport.height / viewport.width,
      firstText,
    };
  } catch (error) {
    void close();
    throw error;
  }
}

/**
 * What a viewer opens: page 1's preview (null when there is none) and the document. The
 * preview's few KB come first: on a slow line pdf.js (111 KB) and its worker (300 KB) would
 * share the line with it, so they start once the preview is in (or known to be missing).
 */
export type FirstPageOpen = {
  preview: Promise<PagePreview | null>;
  opened: Promise<OpenedPdf>;
  /** The viewer calls this once the preview has been painted. */
  previewPainted: () => void;
};

/** pdf.js waits at most this long for the preview's first paint. */
const PAINT_WAIT_MS = 1_000;

export function openWithPreview(
  cacheKey: string,
  previewUrl: string | null,
  resolveUrl: () => Promise<string>,
  /** The preview's request already made for the first screen (preview-request.ts). */
  requested?: Promise<PreviewBytes | null>,
  /**
   * Whether the viewer is about to paint the preview (so pdf.js waits for that paint); false
   * while the start-up loader shows, when nothing of the viewer paints and pdf.js may compile.
   */
  viewerShowing: () => boolean = () => true,
): FirstPageOpen {
  let previewPainted = () => undefined as void;
  const painted = new Promise<void>((resolve) => {
    previewPainted = resolve;
    setTimeout(resolve, PAINT_WAIT_MS);
  });
  const preview = previewUrl
    ? loadPagePreview(cacheKey, previewUrl, requested)
    : Promise.resolve(null);
  const opened = preview.then(async (shown) => {
    // Compiling pdf.js (and starting its worker) on the main thread would hold the picture's
    // first paint back when the viewer is about to show: it waits for that paint.
    if (shown && viewerShowing()) await painted;
    startPdfEngine();
    return openStoredPdf(cacheKey, resolveUrl);
  });
  return { preview, opened, previewPainted };
}

/** Opens started for the first screen, by cache key, each handed to the viewer once. */
const prepared = new Map<string, FirstPageOpen & { taken: () => void }>();

/** The open started for this document during the start-up delay, once; undefined if none. */
export function takePreparedPdf(cacheKey: string): FirstPageOpen | undefined {
  const started = prepared.get(cacheKey);
  prepared.delete(cacheKey);
  started?.taken();
  return started;
}

/**
 * A viewer is the first screen: everything its first page needs starts now, during the
 * start-up delay: the record as soon as the content is read, then page 1's preview, then
 * pdf.js and its worker beside the file's address and bytes (or the device's copy). A record
 * that is not there starts no download (the page says so from the content); a missing file
 * fails here, and the viewer shows that when the delay ends.
 */
function prepare(
  cacheKey: string,
  objectPath: PdfPathOf,
  /** The list to look in whole when the record is not in what the start-up read of it. */
  list?: CollectionName,
): void {
  const config = getConfig();
  if (!config || prepared.has(cacheKey)) return;
  const requested = takeFirstScreenPreview(cacheKey);
  // The viewer is on screen once it has taken this open, or at once with no start-up wait.
  let viewerShowing = !config.startupDelayMs;
  const open = whenContentRead().then(async (content) => {
    // A paper that is not in its list's first part is looked for in the whole list.
    const path =
      objectPath(content) ??
      (list ? objectPath({ ...content, [list]: await whenListWhole(list) }) : null);
    if (!path) {
      // Nothing to hand over: should the record appear later, the viewer opens it itself.
      prepared.delete(cacheKey);
      throw new Error(`${cacheKey} is not in the content`);
    }
    return openWithPreview(
      cacheKey,
      pdfPreviewUrl(path),
      () => lookUpPdfUrl(config, path),
      requested,
      () => viewerShowing,
    );
  });
  const opened = open.then((started) => started.opened);
  opened.catch(() => {
    // Shown by the viewer that takes it; a record that is not there is never taken.
  });
  prepared.set(cacheKey, {
    opened,
    taken: () => {
      viewerShowing = true;
    },
    preview: open.then(
      (started) => started.preview,
      () => null,
    ),
    previewPainted: () =>
      void open.then(
        (started) => started.previewPainted(),
        () => undefined,
      ),
  });
}

export function preparePaperPdf(kind: ExamKind, id: string | undefined): void {
  if (id) prepare(paperCacheKey(kind, id), paperPdfPathOf(kind, id), kind);
}

export function prepareInstructionsPdf(id: string | undefined): void {
  if (id) prepare(instructionsCacheKey(id), instructionsPdfPathOf(id), 'materials');
}
