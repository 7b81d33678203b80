import { useRef, type ReactNode } from 'react';
import { ViewerFind } from '../../inside-papers';
import type { PagePreview } from '../data/first-page-preview';
import type { OpenedPdf } from '../data/prepare-pdf';
import { usePageJump } from '../hooks/use-page-jump';
import { useZoom } from '../hooks/use-zoom';
import { PdfPage } from './pdf-page';
import { ReaderActions } from './reader-actions';
import { ReaderToolbar } from './reader-toolbar';
import styles from './pdf-viewer.module.css';

export type ReaderProps = Omit<OpenedPdf, 'close'> & {
  /** Page 1's preview, kept under its canvas until pdf.js has drawn it; none in a pane without one. */
  preview?: PagePreview | null;
  fileName: string;
  title: string;
  actions?: ReactNode;
  /** Offer Share (the page's own address); false where the address is not for sharing. */
  share?: boolean;
  /** A search hit's page and words (?page=, ?hl=); none where the reader is not a paper's page. */
  startPage?: number | null;
  highlight?: string;
};

/** The opened document: Download (and Share), zoom, page jump, and its pages. */
export function Reader({
  doc,
  bytes,
  baseWidth,
  ratio,
  firstText,
  preview = null,
  fileName,
  title,
  actions,
  share = true,
  startPage = null,
  highlight = '',
}: ReaderProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const total = doc.numPages;
  const zoom = useZoom(pagesRef, baseWidth);
  const pages = usePageJump(pagesRef, total, startPage);
  const { scale } = zoom;

  return (
    <>
      <ReaderActions
        bytes={bytes}
        fileName={fileName}
        title={title}
        share={share}
        actions={actions}
      />
      <ReaderToolbar zoom={zoom} pages={pages} total={total} />
      <ViewerFind
        doc={doc}
        pages={pagesRef}
        hl={highlight}
        startPage={startPage}
        goTo={pages.goTo}
        scale={scale}
        zoomTo={zoom.zoomTo}
      />
      <div ref={pagesRef} className={styles.pages}>
        {Array.from({ length: total }, (_, i) => (
          <PdfPage
            key={i + 1}
            doc={doc}
            number={i + 1}
            text={i === 0 ? firstText : null}
            preview={i === 0 ? preview : null}
            scale={scale}
            width={baseWidth * scale}
            height={baseWidth * ratio * scale}
          />
        ))}
      </div>
    </>
  );
}
