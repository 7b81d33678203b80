import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ListArrival } from '@vithelper/shared';
import { loadCloseMatcher, type SearchFields } from '@vithelper/list-search';
import { truncateEcho } from '@vithelper/ui/truncate-echo';
import {
  ItemList,
  SEARCH_VIRTUALIZE_FROM,
  type ItemListProps,
} from '../../list/components/item-list';
import { useFilteredList } from '../hooks/use-filtered-list';
import { useUrlQuery } from '../hooks/use-url-query';
import { ListStatus, type Noun } from './list-status';
import moreStyles from './more-button.module.css';
import styles from './searchable-list.module.css';
import { SearchBox } from './search-box';

export type SearchableListProps<T> = Omit<ItemListProps<T>, 'items'> & {
  /** The loaded collection, or null while it loads. */
  list: readonly T[] | null;
  /** What the shared filter is matched against; a stable (module-level) function. */
  fieldsOf: (item: T) => SearchFields;
  /** The list's order before ranking; a stable (module-level) function. Without it, stored order. */
  order?: (a: T, b: T) => number;
  searchLabel: string;
  placeholder: string;
  noun: Noun;
  /** Only the list's first part is loaded: still arriving, or failed (then `onRetry`). */
  arrival?: ListArrival | null;
  onRetry?: () => void;
  /**
   * Shown last when a search finds no item (e.g. "Request this paper"); `closeFound` says whether
   * close matches are shown above it.
   */
  noMatch?: (text: string, closeFound: boolean) => ReactNode;
  /** What else the page found for a search (e.g. "Inside papers"): after the close matches, before `noMatch`. */
  after?: ReactNode;
  /** The search box got the focus: fetch what the page's own search sections need. */
  onSearchFocus?: () => void;
};

/**
 * Close matches shown at first: the best ones, with every one on demand, as "Inside papers" shows
 * its hits. What else a search found (inside papers, the request form) then stays near the top of
 * a phone's screen, and the key that first brings 30 close matches draws 8 (at 50 000 papers it
 * was the slowest key of a search: docs/performance.md, "Search").
 */
export const CLOSE_FIRST = 8;

/** The search box, the honest list status and the (virtualized) list every exams page shows. */
export function SearchableList<T>({
  list,
  fieldsOf,
  order,
  searchLabel,
  placeholder,
  noun,
  arrival = null,
  onRetry,
  noMatch,
  after,
  onSearchFocus,
  ...listProps
}: SearchableListProps<T>) {
  const {
    text,
    setText,
    matches,
    close,
    closePending,
    total,
    prepare: warm,
  } = useFilteredList(list, fieldsOf, order);
  useUrlQuery(text, setText);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeId = useId();
  // The search whose close matches are all shown: a new search starts again from the best few.
  const [allCloseFor, setAllCloseFor] = useState<string | null>(null);
  const allClose = allCloseFor === text;
  const shownClose = useMemo(
    () => (allClose ? close : close.slice(0, CLOSE_FIRST)),
    [allClose, close],
  );
  // Focus comes a moment before the first key: the close-match matcher and the page's own
  // search sections are fetched and run then, not inside the first keystrokes (at 50 000 papers
  // they made the first query's keys the slowest of all).
  const prepare = useCallback(() => {
    loadCloseMatcher().catch(() => undefined);
    warm();
    onSearchFocus?.();
  }, [onSearchFocus, warm]);
  const clear = useCallback(() => {
    setText('');
    inputRef.current?.focus();
  }, [setText]);

  return (
    <>
      <SearchBox
        label={searchLabel}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        inputRef={inputRef}
        onFocus={prepare}
      />
      <ListStatus
        noun={noun}
        loading={matches === null}
        total={total}
        shown={matches?.length ?? 0}
        close={close.length}
        closePending={closePending}
        text={text}
        onClear={clear}
        arrival={arrival}
        onRetry={onRetry}
      />
      {matches ? (
        <ItemList
          items={matches}
          {...listProps}
          virtualizeFrom={text ? SEARCH_VIRTUALIZE_FROM : undefined}
        />
      ) : null}
      {close.length > 0 ? (
        <section className={styles.close} aria-labelledby={closeId}>
          <h2 id={closeId} className={styles.closeHeading}>
            Close matches
          </h2>
          <p className={styles.closeNote}>
            Not exactly &quot;{truncateEcho(text)}&quot;, but close to it:
          </p>
          <ItemList {...listProps} items={shownClose} label="Close matches" />
          {shownClose.length < close.length ? (
            <p className={styles.more}>
              <button
                type="button"
                className={moreStyles.moreButton}
                onClick={() => setAllCloseFor(text)}
              >
                Show all {close.length} close matches
              </button>
            </p>
          ) : null}
        </section>
      ) : null}
      {after}
      {/* What was found comes first; the way to ask for what was not, after it. */}
      {noMatch && matches?.length === 0 && text && !closePending && !arrival
        ? noMatch(text, close.length > 0)
        : null}
    </>
  );
}
