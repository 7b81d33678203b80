/**
 * Page 1's preview bytes, asked for the moment a viewer is known to be the first screen (this
 * file ships with the routes module, so the request goes out beside the viewer's own chunks
 * rather than after them); first-page-preview.ts turns them into a picture.
 */
import { getConfig, whenContentRead } from '@vithelper/shared';
import { materialInstructionsPath, paperPdfPath, type ExamKind } from '@vithelper/contracts/papers';
import type { Collections } from '@vithelper/contracts/content';
import { takeBootPreview } from '@vithelper/contracts/boot-reads';
import {
  PREVIEW_CACHE,
  PREVIEW_TIMEOUT_MS,
  pdfPreviewUrl as previewUrlFor,
  previewKeyUrl,
} from '@vithelper/contracts/papers/preview';

export { previewKeyUrl };

export const openPreviewCache = (): Promise<Cache | null> =>
  typeof caches === 'undefined'
    ? Promise.resolve(null)
    : caches.open(PREVIEW_CACHE).catch(() => null);

/** The bytes, and whether they came from this device (else they are still to be kept). */
export type PreviewBytes = { bytes: ArrayBuffer; kept: boolean };

/** The preview's public address (Storage's media address; storage.rules lets anyone read it). */
export function pdfPreviewUrl(pdfPath: string): string | null {
  const config = getConfig();
  return config && previewUrlFor(config, pdfPath);
}

/**
 * The kept copy, else Storage's (the request the page's boot script started for a first
 * screen's document, shell/src/startup/boot/first-document.ts, when it is for this URL); null — never
 * an error — when there is none to be had.
 */
export async function fetchPreviewBytes(
  cacheKey: string,
  url: string,
): Promise<PreviewBytes | null> {
  try {
    const kept = await (await openPreviewCache())?.match(previewKeyUrl(cacheKey));
    if (kept) return { bytes: await kept.arrayBuffer(), kept: true };
    if (navigator.onLine === false) return null;
    const response = await (takeBootPreview(url) ??
      fetch(url, { signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS) }));
    return response.ok ? { bytes: await response.arrayBuffer(), kept: false } : null;
  } catch {
    return null;
  }
}

/** Where a paper's (or a material's instructions') PDF is, found in the content. */
export type PdfPathOf = (content: Collections) => string | null;
export const paperPdfPathOf =
  (kind: ExamKind, id: string): PdfPathOf =>
  (content) => {
    const paper = content[kind].find((candidate) => candidate.id === id);
    return paper ? paperPdfPath(paper) : null;
  };
export const instructionsPdfPathOf =
  (id: string): PdfPathOf =>
  (content) => {
    const material = content.materials.find((candidate) => candidate.id === id);
    return material ? materialInstructionsPath(material) : null;
  };

const requested = new Map<string, Promise<PreviewBytes | null>>();

/** A viewer is the first screen: its preview is asked for as soon as the content is read. */
export function requestFirstScreenPreview(cacheKey: string, pdfPathOf: PdfPathOf): void {
  if (requested.has(cacheKey)) return;
  requested.set(
    cacheKey,
    whenContentRead().then(
      (content) => {
        const pdfPath = pdfPathOf(content);
        const url = pdfPath && pdfPreviewUrl(pdfPath);
        return url ? fetchPreviewBytes(cacheKey, url) : null;
      },
      () => null,
    ),
  );
}

/** The request made for the first screen, once; undefined when there was none. */
export function takeFirstScreenPreview(cacheKey: string): Promise<PreviewBytes | null> | undefined {
  const started = requested.get(cacheKey);
  requested.delete(cacheKey);
  return started;
}
