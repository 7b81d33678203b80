import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { BankRegion } from '@vithelper/contracts/questions';
import styles from './question-region.module.css';

/** ../data/region-engine.ts, imported when a region is first drawn. */
export type RegionEngine = typeof import('../data/region-engine');

export type RegionStripProps = {
  index: number;
  engine: RegionEngine;
  doc: PDFDocumentProxy;
  region: BankRegion;
  width: number;
  pixelRatio: number;
  textLayerClass: string;
  onDrawn: (index: number) => void;
  onFailed: () => void;
};

/** One page's region: its canvas and its text layer, drawn again when the size or the screen changes. */
export function RegionStrip({
  index,
  engine,
  doc,
  region,
  width,
  pixelRatio,
  textLayerClass,
  onDrawn,
  onFailed,
}: RegionStripProps) {
  const paperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const [paper, canvas, textLayer] = [paperRef.current, canvasRef.current, textRef.current];
    if (!paper || !canvas || !textLayer) return undefined;
    const abort = new AbortController();
    engine
      .drawRegion(doc, region, { canvas, textLayer, width, pixelRatio, signal: abort.signal })
      .then((height) => {
        if (abort.signal.aborted) return;
        paper.style.height = `${height}px`;
        onDrawn(index);
      })
      .catch(() => {
        if (!abort.signal.aborted) onFailed();
      });
    return () => abort.abort();
  }, [engine, doc, region, width, pixelRatio, index, onDrawn, onFailed]);

  return (
    // The strip scrolls sideways when the question is drawn wider than its box (a phone); the
    // paper inside it is the drawing's size, and clips the page's text layer to it.
    <div className={styles.strip} data-page={region.page}>
      <div ref={paperRef} className={styles.paper}>
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        <div ref={textRef} className={textLayerClass} data-text-layer="" />
      </div>
    </div>
  );
}
