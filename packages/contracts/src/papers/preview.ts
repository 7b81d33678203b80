/**
 * @vithelper/contracts/papers/preview. A PDF's first-page preview: a small WebP picture of page 1 kept in Storage beside the PDF
 * (`images/<name>.pdf` → `previews/<name>.webp`), so a paper's link can show its first page
 * before pdf.js has arrived (docs/performance.md, "A shared paper's link").
 *
 * The picture carries page 1's size in PDF units and the page count in a chunk of its own
 * (RIFF allows unknown chunks; browsers ignore them), so the viewer lays the page out at the
 * exact size pdf.js will draw it, with no lookup beyond the picture itself.
 *
 * Made by `npm run content:import` and the sample content of `npm start`
 * (scripts/content/pdf-preview.ts); in the browser, `renderPdfPreview` below makes the same
 * picture from a page pdf.js has opened (for a moderator's approval of a contributed paper).
 */
export * from './preview-path';

/** About a phone's screen at 2× (a 390 px window shows a ≈ 366 px page): ≈ 13 KB for a typed A4 page. */
export const PREVIEW_WIDTH = 640;
/** A page far taller than wide is drawn no taller than this. */
export const PREVIEW_MAX_HEIGHT = 1600;
/** WebP quality, 0–100: body text stays readable at this size; pdf.js's page soon replaces it. */
export const PREVIEW_QUALITY = 45;
/** storage.rules refuses a bigger preview. */
export const PREVIEW_MAX_BYTES = 512 * 1024;

/** Page 1's width and height at scale 1 (PDF units, rotation applied) and the page count. */
export type PageBox = { width: number; height: number; pages: number };

const BOX_CHUNK = 'VHPB';

/** The scale that draws a page of this size into the preview. */
export function previewScale(box: Pick<PageBox, 'width' | 'height'>): number {
  return Math.min(PREVIEW_WIDTH / box.width, PREVIEW_MAX_HEIGHT / box.height);
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 20 && ascii(bytes, 0) === 'RIFF' && ascii(bytes, 8) === 'WEBP';
}

function chunk(fourcc: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + payload.length + (payload.length % 2));
  for (let i = 0; i < 4; i += 1) out[i] = fourcc.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, payload.length, true);
  out.set(payload, 8);
  return out;
}

/** The extended-format header a simple WebP needs before extra chunks: no flags, its size. */
function vp8x(width: number, height: number): Uint8Array {
  const payload = new Uint8Array(10);
  const view = new DataView(payload.buffer);
  view.setUint16(4, (width - 1) & 0xffff, true);
  payload[6] = ((width - 1) >> 16) & 0xff;
  view.setUint16(7, (height - 1) & 0xffff, true);
  payload[9] = ((height - 1) >> 16) & 0xff;
  return chunk('VP8X', payload);
}

/**
 * The WebP with the page box appended as a chunk. `image` is the picture's pixel size, needed
 * only when the encoder wrote the simple format (which allows no extra chunk).
 */
export function withPageBox(
  webp: Uint8Array,
  box: PageBox,
  image: { width: number; height: number },
): Uint8Array<ArrayBuffer> {
  if (!isWebp(webp)) throw new Error('Not a WebP image');
  const extended = ascii(webp, 12) === 'VP8X';
  const head = extended ? new Uint8Array(0) : vp8x(image.width, image.height);
  const tail = chunk(BOX_CHUNK, new TextEncoder().encode(JSON.stringify(box)));
  const out = new Uint8Array(webp.length + head.length + tail.length);
  out.set(webp.subarray(0, 12), 0);
  out.set(head, 12);
  out.set(webp.subarray(12), 12 + head.length);
  out.set(tail, webp.length + head.length);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The page box a preview carries, or null when the bytes are not a preview made here. */
export function readPageBox(bytes: Uint8Array): PageBox | null {
  if (!isWebp(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (ascii(bytes, at) === BOX_CHUNK) {
      try {
        const box = JSON.parse(
          new TextDecoder().decode(bytes.subarray(at + 8, at + 8 + size)),
        ) as Partial<PageBox>;
        if (positive(box.width) && positive(box.height) && Number.isInteger(box.pages))
          return box.pages! >= 1 ? (box as PageBox) : null;
      } catch {
        return null;
      }
      return null;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** The part of pdf.js's page the preview needs (PDFPageProxy), so this file needs no pdf.js. */
export type PreviewSourcePage = {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: { canvas: HTMLCanvasElement; viewport: { width: number; height: number } }): {
    promise: Promise<unknown>;
  };
};

/**
 * The hook for publishing a paper from the browser (a moderator's approval): page 1 of a
 * document pdf.js has opened, as the preview to upload to `pdfPreviewPath(<its PDF path>)`
 * with contentType image/webp. Null where the browser cannot encode WebP (Safari): the paper
 * then simply has no preview, and its viewer opens it the usual way.
 */
export async function renderPdfPreview(
  page: PreviewSourcePage,
  pages: number,
): Promise<Blob | null> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: previewScale(base) });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, viewport }).promise;
  const encoded = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', PREVIEW_QUALITY / 100),
  );
  if (!encoded || encoded.type !== 'image/webp') return null;
  const bytes = withPageBox(
    new Uint8Array(await encoded.arrayBuffer()),
    { width: base.width, height: base.height, pages },
    canvas,
  );
  return new Blob([bytes], { type: 'image/webp' });
}
