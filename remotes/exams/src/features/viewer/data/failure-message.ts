import { PdfFetchError } from '@vithelper/device/pdf-cache';

/** What the viewer says when a document cannot be opened, by why it could not. */
export function failureMessage(error: unknown): string {
  if (error instanceof PdfFetchError) {
    if (error.reason === 'offline')
      return 'You are offline, and this PDF has not been kept on this device. Connect to the internet to open it (saved and already opened papers open offline).';
    if (error.reason === 'missing')
      return 'The PDF for this paper is missing from VITHelper or cannot be read.';
    return 'The PDF could not be downloaded. Check your connection and try again.';
  }
  if ((error as Error | null)?.name === 'InvalidPDFException')
    return 'This PDF is damaged and cannot be shown.';
  return navigator.onLine === false
    ? 'You are offline, and the PDF viewer could not start. Connect to the internet and try again.'
    : 'The PDF could not be shown. Check your connection and try again.';
}
