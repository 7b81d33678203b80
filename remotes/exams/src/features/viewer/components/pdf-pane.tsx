/**
 * The PDF viewer for another section's page (exposed as './pdf-pane'): the same reader as a
 * paper's page (zoom, page jump, text layer, Download), inside that page's own layout rather
 * than a page of its own, for a document the caller fetches (e.g. a submission waiting for a
 * moderator, which is never kept on the device).
 */
import { useEffect, useRef, useState } from 'react';
import { openPdfBytes, type OpenedPdf } from '../data/prepare-pdf';
import { Reader } from './reader';
import styles from './pdf-viewer.module.css';

export type PdfPaneProps = {
  /** What the document is, for its region's name and the download. */
  title: string;
  fileName: string;
  /** Changes when another document is shown. */
  documentKey: string;
  /** Fetches the document's bytes. */
  load: () => Promise<ArrayBuffer>;
};

type Load =
  { status: 'loading' } | ({ status: 'ready' } & Omit<OpenedPdf, 'close'>) | { status: 'failed' };

export function PdfPane({ title, fileName, documentKey, load }: PdfPaneProps) {
  const [state, setState] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    let close: (() => Promise<void>) | null = null;
    setState({ status: 'loading' });
    (async () => {
      try {
        const { close: closeDoc, ...opened } = await openPdfBytes(await loadRef.current());
        close = closeDoc;
        if (live) setState({ status: 'ready', ...opened });
        else void close();
      } catch {
        if (live) setState({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
      void close?.();
    };
  }, [documentKey, attempt]);

  return (
    <section aria-label={`PDF: ${title}`} className={styles.pane}>
      {state.status === 'loading' ? (
        <p role="status" className={styles.note}>
          Opening the PDF…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert" className={styles.problem}>
          <p>The PDF could not be opened. Check your connection and try again.</p>
          <p className={styles.problemActions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          </p>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <Reader
          doc={state.doc}
          bytes={state.bytes}
          baseWidth={state.baseWidth}
          ratio={state.ratio}
          firstText={state.firstText}
          fileName={fileName}
          title={title}
          share={false}
        />
      ) : null}
    </section>
  );
}
