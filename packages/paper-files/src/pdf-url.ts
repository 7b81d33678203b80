import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { storageObjectUrl } from '@vithelper/contracts/papers';
import { storageReady } from '@vithelper/shared';

export class PdfLookupError extends Error {
  constructor(
    readonly objectPath: string,
    cause: unknown,
  ) {
    super(`The document ${objectPath} could not be found or opened.`, { cause });
    this.name = 'PdfLookupError';
  }
}

const PDF_LOOKUP_RETRY_MS = 15_000;

/**
 * The download address of a Storage object, read on the session's Storage (the one Firebase app
 * of the page, signed in: a moderator reads a pending submission's file). firebase/storage is a
 * shared module, fetched the first time a student opens a PDF.
 */
export async function getPdfUrl(objectPath: string): Promise<string> {
  try {
    const [storage, { getDownloadURL, ref }] = await Promise.all([
      storageReady(),
      import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage'),
    ]);
    // The SDK retries for minutes by default; a student should hear back within seconds.
    storage.maxOperationRetryTime = PDF_LOOKUP_RETRY_MS;
    return await getDownloadURL(ref(storage, objectPath));
  } catch (error) {
    throw new PdfLookupError(objectPath, error);
  }
}

/**
 * getDownloadURL without the SDK: one REST read of the object's metadata, the address
 * built from its first download token as the SDK builds it (the files are public, so an
 * object without a token is read by its plain media address). It needs neither the SDK
 * nor a sign-in, so a shared paper's address is looked up during the start-up delay.
 */
export async function lookUpPdfUrl(config: RuntimeConfig, objectPath: string): Promise<string> {
  const object = storageObjectUrl(config, objectPath);
  try {
    const response = await fetch(object, { signal: AbortSignal.timeout(PDF_LOOKUP_RETRY_MS) });
    if (!response.ok) throw new Error(`Storage answered ${response.status}`);
    const { downloadTokens } = (await response.json()) as { downloadTokens?: unknown };
    const token = typeof downloadTokens === 'string' ? downloadTokens.split(',')[0] : '';
    return `${object}?alt=media${token ? `&token=${encodeURIComponent(token)}` : ''}`;
  } catch (error) {
    throw new PdfLookupError(objectPath, error);
  }
}
