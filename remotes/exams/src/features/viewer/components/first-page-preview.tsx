import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import hidden from '@vithelper/ui/visually-hidden.module.css';
import { fitWidthScale } from '../data/fit-scale';
import type { PagePreview } from '../data/first-page-preview';
import styles from './pdf-viewer.module.css';
import own from './first-page-preview.module.css';

export type FirstPagePreviewProps = {
  preview: PagePreview;
  /** The viewer's extra controls (the Save toggle), live already. */
  actions?: ReactNode;
};

/**
 * Page 1 as a picture while pdf.js is on its way: the reader's own layout (its buttons and
 * toolbar, waiting, and every page's sheet at page 1's size), so when pdf.js has drawn the
 * page nothing moves — the picture stays under the canvas until then (PreviewUnderPage).
 */
export function FirstPagePreview({ preview, actions }: FirstPagePreviewProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const { width, height, pages } = preview.box;
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const box = pagesRef.current;
    if (!box) return undefined;
    const measure = () => setScale(fitWidthScale(box.clientWidth, width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  const sheet = { width: width * scale, height: height * scale };
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${own.waiting}`} disabled>
          Download
        </button>
        <button type="button" className={`${styles.button} ${own.waiting}`} disabled>
          Share
        </button>
        {actions}
        <span role="status" className={styles.copied}>
          <span className={hidden.hidden}>Opening the PDF…</span>
        </span>
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label="PDF controls">
        <button
          type="button"
          className={`${styles.tool} ${own.waiting}`}
          aria-label="Zoom out"
          disabled
        >
          −
        </button>
        <span className={styles.zoom}>{Math.round(scale * 100)}%</span>
        <button
          type="button"
          className={`${styles.tool} ${own.waiting}`}
          aria-label="Zoom in"
          disabled
        >
          +
        </button>
        <button type="button" className={`${styles.tool} ${own.waiting}`} disabled>
          Fit width
        </button>
        <form className={styles.jump} onSubmit={(event) => event.preventDefault()}>
          <label className={styles.pageLabel}>
            <span className={hidden.hidden}>Go to page</span>
            <input className={styles.pageInput} type="number" value="1" readOnly disabled />
          </label>
          <button type="button" className={`${styles.tool} ${own.waiting}`} disabled>
            Go
          </button>
        </form>
        <span className={styles.pageOf}>Page 1 of {pages}</span>
      </div>
      <div ref={pagesRef} className={styles.pages}>
        {Array.from({ length: pages }, (_, i) => (
          <div
            key={i + 1}
            data-page={i + 1}
            className={styles.sheet}
            style={sheet}
            aria-label={`Page ${i + 1}`}
            role="region"
          >
            {i === 0 ? <PreviewUnderPage preview={preview} /> : null}
          </div>
        ))}
      </div>
    </>
  );
}

/** The picture of a page, filling its sheet (under the canvas once the reader is there). */
export function PreviewUnderPage({ preview }: { preview: PagePreview }) {
  return (
    <img
      className={own.picture}
      src={preview.src}
      alt="Page 1, as a picture until the PDF has opened"
      data-page-preview=""
      decoding="sync"
    />
  );
}
