import hidden from '@vithelper/ui/visually-hidden.module.css';
import type { PageJump } from '../hooks/use-page-jump';
import type { Zoom } from '../hooks/use-zoom';
import styles from './pdf-viewer.module.css';

export type ReaderToolbarProps = {
  zoom: Zoom;
  pages: PageJump;
  total: number;
};

/** Zoom out / in with the level between, Fit width, the page-jump box and "Page N of M". */
export function ReaderToolbar({ zoom, pages, total }: ReaderToolbarProps) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="PDF controls">
      <button type="button" className={styles.tool} onClick={zoom.zoomOut} aria-label="Zoom out">
        −
      </button>
      <span className={styles.zoom} aria-live="polite">
        {Math.round(zoom.scale * 100)}%
      </span>
      <button type="button" className={styles.tool} onClick={zoom.zoomIn} aria-label="Zoom in">
        +
      </button>
      <button type="button" className={styles.tool} onClick={zoom.fitWidth}>
        Fit<span className={styles.wide}> width</span>
      </button>
      <form
        className={styles.jump}
        onSubmit={(event) => {
          event.preventDefault();
          pages.submit();
        }}
      >
        <label className={styles.pageLabel}>
          <span className={hidden.hidden}>Go to page</span>
          <input
            className={styles.pageInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            value={pages.typed}
            onChange={(event) => pages.type(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.tool}>
          Go
        </button>
      </form>
      <span className={styles.pageOf}>
        Page {pages.current} of {total}
      </span>
    </div>
  );
}
