/**
 * PDFs kept on this device for reading offline: every opened paper and every
 * saved one, in the Cache API under one cache. Entries are keyed by what the
 * document is (e.g. "cat1/<id>"), not by its download URL, whose token and
 * host may change; the key is a same-origin path that is never requested.
 */

export const PDF_CACHE = 'vithelper-pdfs';

const keyUrl = (key: string) => `/${PDF_CACHE}/${key.split('/').map(encodeURIComponent).join('/')}`;

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(PDF_CACHE);
  } catch {
    // No Cache API (an insecure origin, some private modes): nothing is kept, nothing breaks.
    return null;
  }
}

export async function readCachedPdf(key: string): Promise<ArrayBuffer | null> {
  const cache = await openCache();
  const hit = await cache?.match(keyUrl(key)).catch(() => undefined);
  return hit ? hit.arrayBuffer() : null;
}

export async function hasCachedPdf(key: string): Promise<boolean> {
  const cache = await openCache();
  return Boolean(await cache?.match(keyUrl(key)).catch(() => undefined));
}

export async function storeCachedPdf(key: string, bytes: ArrayBuffer): Promise<void> {
  const cache = await openCache();
  await cache
    ?.put(
      keyUrl(key),
      new Response(bytes.slice(0), { headers: { 'Content-Type': 'application/pdf' } }),
    )
    .catch(() => undefined);
}

export class PdfFetchError extends Error {
  constructor(
    readonly reason: 'offline' | 'missing' | 'failed',
    cause?: unknown,
  ) {
    super(`The PDF could not be fetched (${reason}).`, { cause });
    this.name = 'PdfFetchError';
  }
}

/**
 * The document's bytes: from this device when it was kept, otherwise from the
 * network (then kept). `resolveUrl` looks up the download address, only when needed.
 */
export async function loadPdfBytes(
  key: string,
  resolveUrl: () => Promise<string>,
): Promise<ArrayBuffer> {
  const cached = await readCachedPdf(key);
  if (cached) return cached;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new PdfFetchError('offline');
  }
  let url: string;
  try {
    url = await resolveUrl();
  } catch (error) {
    throw new PdfFetchError(navigator.onLine === false ? 'offline' : 'missing', error);
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new PdfFetchError(navigator.onLine === false ? 'offline' : 'failed', error);
  }
  if (response.status === 404 || response.status === 403) throw new PdfFetchError('missing');
  if (!response.ok) throw new PdfFetchError('failed');
  const bytes = await response.arrayBuffer();
  await storeCachedPdf(key, bytes);
  return bytes;
}
