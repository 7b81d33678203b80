import { useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import textLayer from '@vithelper/ui/pdf-text-layer.module.css';
import { useNearScreen } from '@vithelper/ui/use-near-screen';
import type { PagePreview } from '../data/first-page-preview';
import type { OpenedPdf } from '../data/prepare-pdf';
import { usePageCanvas } from '../hooks/use-page-canvas';
import { PreviewUnderPage } from './first-page-preview';
import styles from './pdf-viewer.module.css';

export type PdfPageProps = {
  doc: PDFDocumentProxy;
  number: number;
  /** The page's text, when it was asked for ahead (page 1). */
  text: OpenedPdf['firstText'];
  /** A picture of the page shown until its canvas is drawn (page 1 of a paper with a preview). */
  preview: PagePreview | null;
  scale: number;
  width: number;
  height: number;
};

/** One page: a sized placeholder until it comes near the screen, then its canvas and text. */
export function PdfPage({ doc, number, text, preview, scale, width, height }: PdfPageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  // Page 1 opens the document: it draws at once, without waiting a frame for the observer.
  const near = useNearScreen(boxRef, { initially: number === 1 });
  const { size, drawn } = usePageCanvas({
    doc,
    number,
    text,
    scale,
    draw: near,
    canvas: canvasRef,
    textLayer: textRef,
  });

  const shown = size ?? { width, height };
  return (
    <div
      ref={boxRef}
      data-page={number}
      className={styles.sheet}
      style={{ width: shown.width, height: shown.height }}
      aria-label={`Page ${number}`}
      role="region"
    >
      {near ? (
        <>
          {preview && !drawn ? <PreviewUnderPage preview={preview} /> : null}
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            // Over a preview, the canvas shows only once drawn whole: no half-drawn page between.
            style={{
              width: shown.width,
              height: shown.height,
              visibility: preview && !drawn ? 'hidden' : undefined,
            }}
            aria-hidden="true"
          />
          <div ref={textRef} className={textLayer.textLayer} data-text-layer="" />
        </>
      ) : null}
    </div>
  );
}
