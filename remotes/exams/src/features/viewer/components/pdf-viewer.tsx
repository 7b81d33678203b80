import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { PdfFetchError } from '@vithelper/shared/pdf-cache';
import hidden from '@vithelper/ui/visually-hidden.module.css';
import { ViewerFind } from '../../inside-papers';
import { renderTextLayer } from '../data/pdf-engine';
import { clampScale, fitWidthScale } from '../data/fit-scale';
import type { PagePreview } from '../data/first-page-preview';
import { openWithPreview, takePreparedPdf, type OpenedPdf } from '../data/prepare-pdf';
import { FirstPagePreview, PreviewUnderPage } from './first-page-preview';
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

type Load =
  | { status: 'loading' }
  | ({ status: 'ready' } & Omit<OpenedPdf, 'close'>)
  | { status: 'failed'; message: string };

const STEP = 1.25;

function failureMessage(error: unknown): string {
  if (error instanceof PdfFetchError) {
    if (error.reason === 'offline')
      return 'You are offline, and this PDF has not been kept on this device. Connect to the internet to open it (saved and already opened papers open offline).';
    if (error.reason === 'missing')
      return 'The PDF for this paper is missing from VITHelper or cannot be read.';
    return 'The PDF could not be downloaded. Check your connection and try again.';
  }
  if ((error as Error | null)?.name === 'InvalidPDFException')
    return 'This PDF is damaged and cannot be shown.';
  return navigator.onLine === false
    ? 'You are offline, and the PDF viewer could not start. Connect to the internet and try again.'
    : 'The PDF could not be shown. Check your connection and try again.';
}

/** Reads and shows one PDF: pages rendered as they scroll into view, zoom, page jump, text layer. */
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
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [preview, setPreview] = useState<PagePreview | null>(null);
  const previewPainted = useRef<(() => void) | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A document opens at its top, however far down the list it came from was scrolled: with
  // several pages, a window left scrolled would open it on a later page (a search hit's page
  // is then scrolled to by the Reader).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
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
            <button
              type="button"
              className={styles.button}
              onClick={() => setAttempt((n) => n + 1)}
            >
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
  share: sharing = true,
  startPage = null,
  highlight = '',
}: ReaderProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [fitScale, setFitScale] = useState(1);
  const [scale, setScale] = useState<number | null>(null);
  const [current, setCurrent] = useState(1);
  const [jump, setJump] = useState('1');
  const [copied, setCopied] = useState(false);
  const total = doc.numPages;
  const effective = scale ?? fitScale;

  // Fit width: the page box's width, measured as it changes (a phone turned sideways); before
  // the first paint, so the pages never show at another size first.
  useLayoutEffect(() => {
    const box = pagesRef.current;
    if (!box) return undefined;
    const measure = () => setFitScale(fitWidthScale(box.clientWidth, baseWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [baseWidth]);

  const goTo = useCallback(
    (page: number) => {
      const target = Math.min(total, Math.max(1, page));
      pagesRef.current
        ?.querySelector(`[data-page="${target}"]`)
        ?.scrollIntoView({ block: 'start', behavior: 'auto' });
      setCurrent(target);
      setJump(String(target));
    },
    [total],
  );
  // A link to a page (a search hit) opens there, once the pages have their fitted size.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !startPage || startPage <= 1) return undefined;
    opened.current = true;
    const frame = requestAnimationFrame(() => goTo(startPage));
    return () => cancelAnimationFrame(frame);
  }, [startPage, goTo]);
  const zoom = useCallback(
    (factor: number) => setScale((s) => clampScale((s ?? fitScale) * factor)),
    [fitScale],
  );

  // Which page is on screen: the last one whose top has passed a third of the window.
  useEffect(() => {
    const onScroll = () => {
      const line = window.innerHeight / 3;
      let page = 1;
      for (const el of pagesRef.current?.querySelectorAll<HTMLElement>('[data-page]') ?? []) {
        if (el.getBoundingClientRect().top <= line) page = Number(el.dataset.page);
        else break;
      }
      setCurrent((c) => (c === page ? c : page));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setJump(String(current)), [current]);

  // Keys: PageUp/PageDown move a page, + and - zoom (not while typing in a box).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'PageDown') goTo(current + 1);
      else if (event.key === 'PageUp') goTo(current - 1);
      else if (event.key === '+' || event.key === '=') zoom(STEP);
      else if (event.key === '-') zoom(1 / STEP);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, goTo, zoom]);

  // Ctrl+wheel (and a trackpad's pinch, which browsers send as one) zooms the document, not the page.
  useEffect(() => {
    const box = pagesRef.current;
    if (!box) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoom(event.deltaY < 0 ? 1.1 : 1 / 1.1);
    };
    let startDistance = 0;
    let startScale = 1;
    const distance = (t: TouchList) =>
      Math.hypot(t[0]!.clientX - t[1]!.clientX, t[0]!.clientY - t[1]!.clientY);
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) {
        startDistance = distance(event.touches);
        startScale = scale ?? fitScale;
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length !== 2 || !startDistance) return;
      event.preventDefault();
      box.style.transformOrigin = 'top center';
      box.style.transform = `scale(${distance(event.touches) / startDistance})`;
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (!startDistance || event.touches.length >= 2) return;
      const ratioNow = Number(/scale\(([\d.]+)\)/.exec(box.style.transform)?.[1] ?? 1);
      box.style.transform = '';
      startDistance = 0;
      setScale(clampScale(startScale * ratioNow));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    box.addEventListener('touchstart', onTouchStart, { passive: true });
    box.addEventListener('touchmove', onTouchMove, { passive: false });
    box.addEventListener('touchend', onTouchEnd);
    return () => {
      box.removeEventListener('wheel', onWheel);
      box.removeEventListener('touchstart', onTouchStart);
      box.removeEventListener('touchmove', onTouchMove);
      box.removeEventListener('touchend', onTouchEnd);
    };
  }, [zoom, scale, fitScale]);

  const download = () => {
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission: the address bar still holds the link.
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 4000);
  };

  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={download}>
          Download
        </button>
        {sharing ? (
          <button type="button" className={styles.button} onClick={() => void share()}>
            Share
          </button>
        ) : null}
        {actions}
        <span role="status" className={styles.copied}>
          {copied ? 'Link copied' : ''}
        </span>
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label="PDF controls">
        <button
          type="button"
          className={styles.tool}
          onClick={() => zoom(1 / STEP)}
          aria-label="Zoom out"
        >
          −
        </button>
        <span className={styles.zoom} aria-live="polite">
          {Math.round(effective * 100)}%
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={() => zoom(STEP)}
          aria-label="Zoom in"
        >
          +
        </button>
        <button type="button" className={styles.tool} onClick={() => setScale(null)}>
          Fit width
        </button>
        <form
          className={styles.jump}
          onSubmit={(event) => {
            event.preventDefault();
            const n = Number.parseInt(jump, 10);
            if (Number.isFinite(n)) goTo(n);
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
              value={jump}
              onChange={(event) => setJump(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.tool}>
            Go
          </button>
        </form>
        <span className={styles.pageOf}>
          Page {current} of {total}
        </span>
      </div>
      <ViewerFind doc={doc} pages={pagesRef} hl={highlight} startPage={startPage} goTo={goTo} />
      <div ref={pagesRef} className={styles.pages}>
        {Array.from({ length: total }, (_, i) => (
          <PdfPage
            key={i + 1}
            doc={doc}
            number={i + 1}
            text={i === 0 ? firstText : null}
            preview={i === 0 ? preview : null}
            scale={effective}
            width={baseWidth * effective}
            height={baseWidth * ratio * effective}
          />
        ))}
      </div>
    </>
  );
}

type PdfPageProps = {
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
function PdfPage({ doc, number, text, preview, scale, width, height }: PdfPageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  // Page 1 opens the document: it draws at once, without waiting a frame for the observer.
  const [near, setNear] = useState(number === 1);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || near) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    let task: { cancel(): void } | null = null;
    let page: PDFPageProxy | null = null;
    (async () => {
      page = await doc.getPage(number);
      if (!live || !canvasRef.current || !textRef.current) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const canvas = canvasRef.current;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height });
      const render = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task = render;
      await render.promise;
      if (!live) return;
      setDrawn(true);
      textRef.current.style.setProperty('--total-scale-factor', String(scale));
      await renderTextLayer(page, textRef.current, viewport, text);
    })().catch(() => {
      // A page that fails to draw stays blank; the others still show.
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, number, text, scale, near]);

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
          <div ref={textRef} className={styles.textLayer} data-text-layer="" />
        </>
      ) : null}
    </div>
  );
}
