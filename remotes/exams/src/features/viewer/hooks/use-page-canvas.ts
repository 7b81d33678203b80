import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { renderTextLayer } from '@vithelper/ui/pdf-engine';
import type { OpenedPdf } from '../data/prepare-pdf';

export type PageCanvas = {
  doc: PDFDocumentProxy;
  number: number;
  /** The page's text, when it was asked for ahead (page 1). */
  text: OpenedPdf['firstText'];
  scale: number;
  /** False until the page comes near the screen: nothing is asked of pdf.js before. */
  draw: boolean;
  canvas: RefObject<HTMLCanvasElement | null>;
  textLayer: RefObject<HTMLDivElement | null>;
};

/**
 * Draws one page into its canvas at the scale (again when the scale changes), then its text
 * layer; its drawn size (null until known) and whether the canvas is drawn whole.
 */
export function usePageCanvas({ doc, number, text, scale, draw, canvas, textLayer }: PageCanvas) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!draw) return undefined;
    let live = true;
    let task: { cancel(): void } | null = null;
    let page: PDFPageProxy | null = null;
    (async () => {
      page = await doc.getPage(number);
      if (!live || !canvas.current || !textLayer.current) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const target = canvas.current;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height });
      const render = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task = render;
      await render.promise;
      if (!live) return;
      setDrawn(true);
      textLayer.current.style.setProperty('--total-scale-factor', String(scale));
      await renderTextLayer(page, textLayer.current, viewport, text);
    })().catch(() => {
      // A page that fails to draw stays blank; the others still show.
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, number, text, scale, draw, canvas, textLayer]);

  return { size, drawn };
}
