import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useScrollMargin } from '../hooks/use-scroll-margin';
import styles from './ItemList.module.css';

export interface VirtualRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Items per row: 1 for a list, more for a card grid. */
  columns: number;
  /** A guess of one row's height in px; real heights are measured as rows appear. */
  estimateRowHeight: number;
  /** Spacing and column gap of one row. */
  rowClassName?: string;
  label: string;
}

/**
 * Renders only the rows near the viewport; the page itself scrolls (window
 * virtualizer). Items stay a list for assistive technology: the row wrappers
 * have role="none", so each item is a listitem of the outer list.
 */
export function VirtualRows<T>({
  items,
  getKey,
  renderItem,
  columns,
  estimateRowHeight,
  rowClassName,
  label,
}: VirtualRowsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const rowCount = Math.ceil(items.length / columns);
  // The virtualizer recomputes every row's position whenever this function
  // changes, and calls it once per row: it must be stable and cheap. A row is
  // named by its first item (unique, and kept while the list narrows around it).
  const getItemKey = useCallback(
    (row: number) => getKey(items[row * columns] as T),
    [items, columns, getKey],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 6,
    scrollMargin,
    // Lets the first screen render before the window is measured (and in jsdom, where nothing has a size).
    initialRect: { width: 1024, height: 800 },
    // A row never has zero height in a browser; zero means "not laid out" (jsdom), so keep the estimate.
    measureElement: (element) =>
      Math.round(element.getBoundingClientRect().height) || estimateRowHeight,
    getItemKey,
    useFlushSync: false,
  });
  const gridStyle = useMemo(
    () => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
    [columns],
  );

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={`${styles.row} ${rowClassName ?? ''}`}
          style={{ ...gridStyle, transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
            <div role="listitem" key={getKey(item)} className={styles.cell}>
              {renderItem(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
