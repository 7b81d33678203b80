import { readPageBox, type PageBox } from '@vithelper/contracts/papers/preview';
import {
  fetchPreviewBytes,
  openPreviewCache,
  previewKeyUrl,
  type PreviewBytes,
} from './preview-request';

export { pdfPreviewUrl } from './preview-request';

/** A picture of page 1, decoded and ready to paint, and page 1's box (PDF units) and page count. */
export type PagePreview = { src: string; box: PageBox };

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
 * The first-page preview of a document (preview-request.ts: the device's copy or Storage's,
 * then kept), or the request already made for the first screen. Null — never an error — when
 * there is none (older content, a contributed paper published without one), it is not a
 * preview made here, it cannot be decoded or the network fails: the viewer then opens the
 * document exactly as without previews. A data: address, because the site's CSP allows data:
 * images and not blob: ones.
 */
export async function loadPagePreview(
  cacheKey: string,
  url: string,
  requested?: Promise<PreviewBytes | null>,
): Promise<PagePreview | null> {
  try {
    const found = await (requested ?? fetchPreviewBytes(cacheKey, url));
    const box = found && readPageBox(new Uint8Array(found.bytes));
    if (!found || !box) return null;
    const src = await dataUrl(found.bytes);
    await decode(src);
    if (!found.kept)
      await (
        await openPreviewCache()
      )
        ?.put(
          previewKeyUrl(cacheKey),
          new Response(found.bytes, { headers: { 'Content-Type': 'image/webp' } }),
        )
        .catch(() => undefined);
    return { src, box };
  } catch {
    return null;
  }
}
