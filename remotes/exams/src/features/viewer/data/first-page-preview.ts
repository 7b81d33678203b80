import { getConfig, storageObjectUrl } from '@vithelper/shared';
import { pdfPreviewPath, readPageBox, type PageBox } from '@vithelper/shared/pdf-preview';

/** A picture of page 1, decoded and ready to paint, and page 1's box (PDF units) and page count. */
export type PagePreview = { src: string; box: PageBox };

/**
 * Previews kept on this device, like the PDFs (shared/src/storage/pdf-cache.ts) but in a cache
 * of their own, keyed by what the document is ("cat1/<id>"); a key is a same-origin path that
 * is never requested.
 */
const PREVIEW_CACHE = 'vithelper-previews';
const keyUrl = (key: string) =>
  `/${PREVIEW_CACHE}/${key.split('/').map(encodeURIComponent).join('/')}`;
/** A preview that takes longer than this is not worth waiting for: pdf.js goes on without it. */
const PREVIEW_TIMEOUT_MS = 8_000;

/** The preview's public address (Storage's media address; storage.rules lets anyone read it). */
export function pdfPreviewUrl(pdfPath: string): string | null {
  const config = getConfig();
  const path = pdfPreviewPath(pdfPath);
  return config && path ? `${storageObjectUrl(config, path)}?alt=media` : null;
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(PREVIEW_CACHE);
  } catch {
    return null;
  }
}

const dataUrl = (bytes: ArrayBuffer) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable preview'));
    reader.readAsDataURL(new Blob([bytes], { type: 'image/webp' }));
  });

/** Decoded before it is shown, so it paints whole in the frame it appears (or fails here). */
async function decode(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  if (typeof image.decode === 'function') await image.decode();
}

/**
 * The first-page preview of a document: from this device when kept, otherwise from Storage
 * (then kept). Null — never an error — when there is none (older content, a contributed paper
 * published without one), it is not a preview made here, it cannot be decoded or the network
 * fails: the viewer then opens the document exactly as without previews. A data: address,
 * because the site's CSP allows data: images and not blob: ones.
 */
export async function loadPagePreview(cacheKey: string, url: string): Promise<PagePreview | null> {
  try {
    const cache = await openCache();
    const kept = await cache?.match(keyUrl(cacheKey)).catch(() => undefined);
    let bytes: ArrayBuffer;
    if (kept) bytes = await kept.arrayBuffer();
    else {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
      const response = await fetch(url, { signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS) });
      if (!response.ok) return null;
      bytes = await response.arrayBuffer();
    }
    const box = readPageBox(new Uint8Array(bytes));
    if (!box) return null;
    const src = await dataUrl(bytes);
    await decode(src);
    if (!kept)
      await cache
        ?.put(keyUrl(cacheKey), new Response(bytes, { headers: { 'Content-Type': 'image/webp' } }))
        .catch(() => undefined);
    return { src, box };
  } catch {
    return null;
  }
}
