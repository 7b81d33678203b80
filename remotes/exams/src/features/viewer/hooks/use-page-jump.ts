import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { clampPage, jumpTarget, pageOnScreen } from '../data/page-jump';
import { readerKey } from '../data/reader-key';

export type PageJump = {
  /** The page on screen, for "Page N of M". */
  current: number;
  /** What the jump box holds: the page on screen, or what is being typed. */
  typed: string;
  type: (value: string) => void;
  /** Go: to the typed page, kept within the document; nothing when it is not a number. */
  submit: () => void;
  /** Scrolls a page (kept within the document) to the top of the window. */
  goTo: (page: number) => void;
};

/**
 * Where the reader is in its document: the page on screen as it scrolls, the jump box,
 * PageUp / PageDown (not while typing in a box), and the start page of a link to a page.
 * Each page of `pagesRef` is a [data-page] sheet, in page order.
 */
export function usePageJump(
  pagesRef: RefObject<HTMLDivElement | null>,
  total: number,
  startPage: number | null,
): PageJump {
  const [current, setCurrent] = useState(1);
  const [typed, setTyped] = useState('1');

  const goTo = useCallback(
    (page: number) => {
      const target = clampPage(page, total);
      pagesRef.current
        ?.querySelector(`[data-page="${target}"]`)
        ?.scrollIntoView({ block: 'start', behavior: 'auto' });
      setCurrent(target);
      setTyped(String(target));
    },
    [pagesRef, total],
  );

  // A link to a page (a search hit) opens there, once the pages have their fitted size.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !startPage || startPage <= 1) return undefined;
    opened.current = true;
    const frame = requestAnimationFrame(() => goTo(startPage));
    return () => cancelAnimationFrame(frame);
  }, [startPage, goTo]);

  // Which page is on screen: the one showing the most of the window.
  useEffect(() => {
    const onScroll = () => {
      const sheets = pagesRef.current?.querySelectorAll<HTMLElement>('[data-page]') ?? [];
      const page = pageOnScreen(sheets, 0, window.innerHeight);
      setCurrent((c) => (c === page ? c : page));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pagesRef]);
  useEffect(() => setTyped(String(current)), [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = readerKey(event);
      if (key === 'PageDown') goTo(current + 1);
      else if (key === 'PageUp') goTo(current - 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, goTo]);

  const submit = () => {
    const page = jumpTarget(typed);
    if (page !== null) goTo(page);
  };
  return { current, typed, type: setTyped, submit, goTo };
}
