import { useCallback, useState } from 'react';
import { openPdf } from '@vithelper/shared';

export type PdfState =
  { key: string; status: 'opening' } | { key: string; status: 'failed'; message: string };

export type OpenPdf = {
  /** The one document being opened (or that failed) on this page, if any. */
  pdf: PdfState | null;
  open: (key: string, objectPath: string, failureMessage: string) => Promise<void>;
};

/**
 * Opens a stored PDF and remembers, per page, which item is opening or failed.
 * The state lives in the page rather than the item, because a virtualized
 * item can unmount while its lookup is still running.
 */
export function useOpenPdf(): OpenPdf {
  const [pdf, setPdf] = useState<PdfState | null>(null);
  const open = useCallback(async (key: string, objectPath: string, failureMessage: string) => {
    setPdf({ key, status: 'opening' });
    try {
      await openPdf(objectPath);
      // The browser is navigating to the PDF; clear the note in case the student comes back.
      setPdf((current) => (current?.key === key ? null : current));
    } catch {
      setPdf({ key, status: 'failed', message: failureMessage });
    }
  }, []);
  return { pdf, open };
}

/** The state of one item, so a memoised item re-renders only when its own state changes. */
export const pdfStateOf = (pdf: PdfState | null, key: string): PdfState | null =>
  pdf?.key === key ? pdf : null;
