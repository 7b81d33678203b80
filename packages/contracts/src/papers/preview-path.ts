import { PDF_FOLDER, storageObjectUrl, type StorageAddressConfig } from './paths';

/** Where a PDF's first-page preview is kept in Storage (./preview.ts). */
export const PREVIEW_FOLDER = 'previews';

/** The preview's object name for a PDF's (images/<name>.pdf → previews/<name>.webp), or null. */
export function pdfPreviewPath(pdfPath: string): string | null {
  const match = new RegExp(`^${PDF_FOLDER}/([^/]+?)(\\.pdf)?$`, 'i').exec(pdfPath);
  return match ? `${PREVIEW_FOLDER}/${match[1]}.webp` : null;
}

/** The preview's public address (Storage's media address; storage.rules lets anyone read it). */
export function pdfPreviewUrl(config: StorageAddressConfig, pdfPath: string): string | null {
  const path = pdfPreviewPath(pdfPath);
  return path ? `${storageObjectUrl(config, path)}?alt=media` : null;
}

/** Previews kept on this device, like the PDFs but in a cache of their own, by "cat1/<id>". */
export const PREVIEW_CACHE = 'vithelper-previews';
/** The address a document's preview is kept under in PREVIEW_CACHE. */
export const previewKeyUrl = (cacheKey: string) =>
  `/${PREVIEW_CACHE}/${cacheKey.split('/').map(encodeURIComponent).join('/')}`;

/** A preview that takes longer than this is not worth waiting for: pdf.js goes on without it. */
export const PREVIEW_TIMEOUT_MS = 8_000;
