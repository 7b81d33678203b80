import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../data/failure-message';
import type { PagePreview } from '../data/first-page-preview';
import { openWithPreview, takePreparedPdf, type OpenedPdf } from '../data/prepare-pdf';

export type PdfLoad =
  | { status: 'loading' }
  | ({ status: 'ready' } & Omit<OpenedPdf, 'close'>)
  | { status: 'failed'; message: string };

export type PdfDocumentSource = {
  /** Where the document is kept on this device, e.g. "cat1/<id>". */
  cacheKey: string;
  /** Page 1's preview address; null if none. */
  previewUrl: string | null;
  /** Looks up the download address; called only when the device has no copy. */
  resolveUrl: () => Promise<string>;
};

/**
 * Opens a viewer's document: the open a paper's link started ahead (prepare-pdf.ts), else a
 * fresh one; page 1's preview as soon as it is in; the document once parsed, or why it could
 * not be. `retry` opens afresh; the document is closed when another is shown or the viewer goes.
 */
export function usePdfDocument({ cacheKey, previewUrl, resolveUrl }: PdfDocumentSource) {
  const [load, setLoad] = useState<PdfLoad>({ status: 'loading' });
  const [preview, setPreview] = useState<PagePreview | null>(null);
  const previewPainted = useRef<(() => void) | null>(null);
  const [attempt, setAttempt] = useState(0);
  const resolveRef = useRef(resolveUrl);
  resolveRef.current = resolveUrl;

  useEffect(() => {
    let live = true;
    let close: (() => Promise<void>) | null = null;
    setLoad({ status: 'loading' });
    (async () => {
      try {
        // A paper's link started this open during the start-up delay (routes.ts); a retry opens afresh.
        const first =
          takePreparedPdf(cacheKey) ??
          openWithPreview(cacheKey, previewUrl, () => resolveRef.current());
        previewPainted.current = first.previewPainted;
        void first.preview.then((shown) => {
          if (live && shown) setPreview(shown);
        });
        const { close: closeDoc, ...opened } = await first.opened;
        close = closeDoc;
        if (live) setLoad({ status: 'ready', ...opened });
        else void close();
      } catch (error) {
        if (live) setLoad({ status: 'failed', message: failureMessage(error) });
      }
    })();
    return () => {
      live = false;
      void close?.();
    };
  }, [cacheKey, previewUrl, attempt]);

  // The preview's first paint lets pdf.js start compiling (prepare-pdf.ts, openWithPreview).
  useEffect(() => {
    if (!preview) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => previewPainted.current?.(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [preview]);

  return { load, preview, retry: () => setAttempt((n) => n + 1) };
}
