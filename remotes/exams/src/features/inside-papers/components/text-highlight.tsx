import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { truncateEcho } from '@vithelper/ui/truncate-echo';
import { insidePapersEngine } from '@vithelper/search-index';
import { findWords, markWords } from '../data/mark-text';
import styles from './text-highlight.module.css';

export type TextHighlightProps = {
  doc: PDFDocumentProxy;
  /** The viewer's box of pages: each page is [data-page], its text layer [data-text-layer]. */
  pages: RefObject<HTMLDivElement | null>;
  /** The words to highlight, already read from the address (./hit-link.ts readHitParams). */
  hl: string;
  /** The page the link pointed at: the first match shown is the first on or after it. */
  startPage: number | null;
  goTo: (page: number) => void;
  /** The viewer's zoom, and a way to change it: a match too small to read is zoomed to. */
  scale: number;
  zoomTo: (scale: number) => void;
};

/**
 * The height on screen (CSS px) a match is opened at, at least: at fit width on a phone a
 * paper's words are about 5 px tall, and the student came for those words.
 */
const READABLE_PX = 18;

const engine = insidePapersEngine();

/**
 * Highlights a search's words in the viewer's text layer, with "Match 2 of 5" and previous / next.
 * Matches are counted from each page's text (pdf.js), and marked in a page's text layer when it
 * is drawn (pages are drawn as they come near the screen).
 */
export function TextHighlight({
  doc,
  pages,
  hl,
  startPage,
  goTo,
  scale,
  zoomTo,
}: TextHighlightProps) {
  const query = useMemo(() => engine.queryWords(hl), [hl]);
  // Matches on each page (index 0 = page 1), from the document's text.
  const [perPage, setPerPage] = useState<number[] | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const wanted = useRef<number | null>(null);
  // The first match shown is made readable once (a zoom the student changes afterwards stays):
  // `refit` is the height it is to have once the pages are drawn at the new scale.
  const fitted = useRef(false);
  const refit = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const counts: number[] = [];
      for (let number = 1; number <= doc.numPages; number += 1) {
        const content = await (await doc.getPage(number)).getTextContent();
        let count = 0;
        for (const item of content.items) {
          if ('str' in item) count += findWords(engine, item.str, query).length;
        }
        counts.push(count);
      }
      if (!live) return;
      setPerPage(counts);
      // The first match on or after the linked page (else the first of all).
      let before = 0;
      let first: number | null = null;
      counts.forEach((count, index) => {
        if (first === null && count > 0 && index + 1 >= (startPage ?? 1)) first = before;
        before += count;
      });
      setCurrent(first ?? (before > 0 ? 0 : null));
    })().catch(() => {
      if (live) setPerPage([]);
    });
    return () => {
      live = false;
    };
  }, [doc, query, startPage]);

  const total = perPage?.reduce((sum, n) => sum + n, 0) ?? 0;
  const locate = useCallback(
    (index: number): { page: number; nth: number } | null => {
      let left = index;
      for (let i = 0; i < (perPage?.length ?? 0); i += 1) {
        const count = perPage![i]!;
        if (left < count) return { page: i + 1, nth: left };
        left -= count;
      }
      return null;
    },
    [perPage],
  );

  // Marks each drawn text layer, and shows (and scrolls to) the current match once its page is drawn.
  useEffect(() => {
    const box = pages.current;
    if (!box || query.length === 0) return undefined;
    let frame = 0;
    const pass = () => {
      frame = 0;
      for (const layer of box.querySelectorAll<HTMLElement>('[data-text-layer]')) {
        const fresh = 'span:not(.markedContent):not([data-hl-seen])';
        for (const span of layer.querySelectorAll<HTMLElement>(fresh)) {
          span.dataset.hlSeen = '';
          markWords(engine, span, query, styles.mark!);
        }
      }
      const where = current === null ? null : locate(current);
      box.querySelectorAll('mark[aria-current]').forEach((mark) => {
        mark.classList.remove(styles.current!);
        mark.removeAttribute('aria-current');
      });
      if (!where) return;
      const mark = box
        .querySelector(`[data-page="${where.page}"] [data-text-layer]`)
        ?.querySelectorAll<HTMLElement>('mark[data-hl]')[where.nth];
      if (mark) {
        mark.classList.add(styles.current!);
        mark.setAttribute('aria-current', 'true');
        const height = mark.getBoundingClientRect().height;
        if (!fitted.current && wanted.current === current && height > 0) {
          fitted.current = true;
          if (height < READABLE_PX) {
            wanted.current = null;
            refit.current = READABLE_PX * 0.9;
            zoomTo((scale * READABLE_PX) / height);
            return;
          }
        }
        if (refit.current !== null) {
          // Drawn at the new scale (or as near as the viewer's limits go): centred, both ways.
          if (height < refit.current && height > 0 && scale < 4) return;
          refit.current = null;
          mark.scrollIntoView({ block: 'center', inline: 'center', behavior: 'auto' });
        } else if (wanted.current === current) {
          wanted.current = null;
          // Its page is already in view (goTo): move again only when the match is hidden, under
          // the site's header at the top or this bar at the bottom.
          const { top, bottom } = mark.getBoundingClientRect();
          if (top < 140 || bottom > window.innerHeight - 96) {
            mark.scrollIntoView({ block: 'center', behavior: 'auto' });
          }
        }
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(pass);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(box, { childList: true, subtree: true });
    schedule();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [pages, query, current, locate, scale, zoomTo]);

  // A new current match: its page is brought into view (drawn), then the match itself.
  useEffect(() => {
    if (current === null) return;
    const where = locate(current);
    if (!where) return;
    wanted.current = current;
    goTo(where.page);
  }, [current, locate, goTo]);

  if (query.length === 0 || perPage === null) return null;
  const shown = truncateEcho(hl);
  return (
    <div className={styles.bar} role="group" aria-label="Search matches">
      <span className={styles.status} aria-live="polite">
        {total === 0
          ? `No match for “${shown}” in this paper`
          : `Match ${(current ?? 0) + 1} of ${total} for “${shown}”`}
      </span>
      {total > 0 ? (
        <>
          <button
            type="button"
            className={styles.button}
            aria-label="Previous match"
            onClick={() => setCurrent((c) => ((c ?? 0) - 1 + total) % total)}
          >
            <span aria-hidden="true">↑</span> Previous
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label="Next match"
            onClick={() => setCurrent((c) => ((c ?? -1) + 1) % total)}
          >
            <span aria-hidden="true">↓</span> Next
          </button>
        </>
      ) : null}
    </div>
  );
}
