import { PDF_FOLDER } from '../constants';
import type { Material, Paper } from '../contracts/entities';
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

const withPdfExtension = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

export const paperPdfPath = (paper: Paper) => `${PDF_FOLDER}/${withPdfExtension(paper.file_name)}`;
export const materialInstructionsPath = (material: Material) =>
  `${PDF_FOLDER}/${withPdfExtension(material.comments[0])}`;

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

/** Looks the PDF up and opens it in the same window (docs/product.md). */
export async function openPdf(objectPath: string): Promise<void> {
  const url = await getPdfUrl(objectPath);
  window.location.assign(url);
}
