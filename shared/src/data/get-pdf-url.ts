import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { storageObjectUrl } from '@vithelper/contracts/papers';
import { firebaseReady } from './firebase';

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

/** Storage code is fetched only here, the first time a student opens a PDF. */
export async function getPdfUrl(objectPath: string): Promise<string> {
  try {
    const {
      handles: { app, config },
    } = await firebaseReady();
    const { connectStorageEmulator, getDownloadURL, getStorage, ref } = await import(
      /* webpackChunkName: "firebase-storage" */ 'firebase/storage'
    );
    const storage = getStorage(app);
    // The SDK retries for minutes by default; a student should hear back within seconds.
    storage.maxOperationRetryTime = PDF_LOOKUP_RETRY_MS;
    if (config.emulators && !connected.has(storage)) {
      const [host, port] = config.emulators.storage.split(':');
      connectStorageEmulator(storage, host ?? '127.0.0.1', Number(port));
      connected.add(storage);
    }
    return await getDownloadURL(ref(storage, objectPath));
  } catch (error) {
    throw new PdfLookupError(objectPath, error);
  }
}

const connected = new WeakSet<object>();

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

/** Looks the PDF up and opens it in the same window (docs/product.md). */
export async function openPdf(objectPath: string): Promise<void> {
  const url = await getPdfUrl(objectPath);
  window.location.assign(url);
}
