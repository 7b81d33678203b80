import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { FirstPagePreview } from './first-page-preview';
import { Reader } from './reader';
import styles from './pdf-viewer.module.css';

export type PdfViewerProps = {
  /** The heading: what the document is. */
  title: string;
  details: string;
  /** Where the document is kept on this device, e.g. "cat1/<id>". */
  cacheKey: string;
  /** Looks up the download address; called only when the device has no copy. */
  resolveUrl: () => Promise<string>;
  /** Page 1's preview (first-page-preview.ts), shown until pdf.js has drawn the page; null if none. */
  previewUrl?: string | null;
  fileName: string;
  backTo: string;
  backLabel: string;
  onBack?: () => void;
  /** Extra controls beside Download and Share (e.g. the Save toggle). */
  actions?: ReactNode;
  /** The page to open at (a search hit's ?page=), clamped to the document. */
  startPage?: number | null;
  /** Words to highlight in the text layer, with previous / next (a search hit's ?hl=). */
  highlight?: string;
};

/**
 * A document's page: its heading, then page 1's picture or "Opening the PDF…" while it opens,
 * why it could not (with Try again), or the reader (./reader.tsx).
 */
export function PdfViewer({
  title,
  details,
  cacheKey,
  resolveUrl,
  previewUrl = null,
  fileName,
  backTo,
  backLabel,
  onBack,
  actions,
  startPage = null,
  highlight = '',
}: PdfViewerProps) {
  const { load, preview, retry } = usePdfDocument({ cacheKey, previewUrl, resolveUrl });
  // A document opens at its top, however far down the list it came from was scrolled: with
  // several pages, a window left scrolled would open it on a later page (a search hit's page
  // is then scrolled to by the Reader).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <main id="main" className={styles.page}>
      <div className={styles.top}>
        <Link to={backTo} className={styles.back} onClick={onBack}>
          ← {backLabel}
        </Link>
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.details}>{details}</p>
      {load.status === 'loading' && preview ? (
        <FirstPagePreview preview={preview} actions={actions} />
      ) : null}
      {load.status === 'loading' && !preview ? (
        <p role="status" className={styles.note}>
          Opening the PDF…
        </p>
      ) : null}
      {load.status === 'failed' ? (
        <div role="alert" className={styles.problem}>
          <p>{load.message}</p>
          <p className={styles.problemActions}>
            <button type="button" className={styles.button} onClick={retry}>
              Try again
            </button>
            <Link to={backTo} className={styles.button} onClick={onBack}>
              {backLabel}
            </Link>
          </p>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <Reader
          doc={load.doc}
          bytes={load.bytes}
          baseWidth={load.baseWidth}
          ratio={load.ratio}
          firstText={load.firstText}
          preview={preview}
          fileName={fileName}
          title={title}
          actions={actions}
          startPage={startPage}
          highlight={highlight}
        />
      ) : null}
      {load.status === 'failed' || (load.status === 'loading' && !preview) ? (
        <div className={styles.actions}>{actions}</div>
      ) : null}
    </main>
  );
}
