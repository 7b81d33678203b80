import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const QUERY_PARAM = 'q';
const URL_DELAY_MS = 200;

/** The address of the current page with the search text in `?q=` (or without it when empty). */
function withQuery(href: string, text: string): string {
  const url = new URL(href);
  if (text) url.searchParams.set(QUERY_PARAM, text);
  else url.searchParams.delete(QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps a list page's search in its address, so a search can be shared or
 * bookmarked: a `?q=` in the address fills the shared filter when the page
 * opens (or the address changes), and the filter replaces the address's
 * query after a pause in typing. Replacing, not pushing: typing adds no history entries.
 * The address is replaced with the History API directly, so a keystroke does
 * not re-render the router; the router's own state in the entry is kept.
 */
export function useUrlQuery(text: string, setText: (text: string) => void) {
  const { search } = useLocation();
  const textRef = useRef(text);
  textRef.current = text;

  useLayoutEffect(() => {
    const fromUrl = new URLSearchParams(search).get(QUERY_PARAM);
    if (fromUrl !== null && fromUrl !== textRef.current) setText(fromUrl);
  }, [search, setText]);

  // After a pause in typing, not in the keystroke's own frame (replaceState is not free).
  // Only while the address is still this list's: leaving it (e.g. Back into the viewer, whose
  // page may still be loading while this one shows) never gets the list's query.
  useEffect(() => {
    const listAddress = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== listAddress) return;
      const next = withQuery(window.location.href, text);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (next !== current) window.history.replaceState(window.history.state, '', next);
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
