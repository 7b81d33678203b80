import { memo, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  measureElement,
  useWindowVirtualizer,
  windowScroll,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { learnRowHeight, type RowHeights } from '../data/row-heights';
import styles from './item-list.module.css';

export type VirtualRowsProps<T> = {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Items per row: 1 for a list, more for a card grid. */
  columns: number;
  /** A guess of one row's height in px until rows have been measured at this width. */
  estimateRowHeight: number;
  /** The heights rows were measured at; kept by the owner, so a list that comes back starts from them. */
  rowHeights: RowHeights;
  /** The list's distance from the top of the document (useScrollMargin). */
  scrollMargin: number;
  /** Spacing and column gap of one row. */
  rowClassName?: string;
  label: string;
};

/**
 * Renders only the rows near the viewport; the page itself scrolls (window
 * virtualizer). Items stay a list for assistive technology: the row wrappers
 * have role="none", so each item is a listitem of the outer list.
 *
 * Rows and cells are keyed by position, not by item: when a keystroke changes
 * the matches, the rows on screen keep their elements and only their text
 * changes, so nothing is re-created or re-measured by force (a size change is
 * picked up by the virtualizer's ResizeObserver). Items must therefore keep no
 * state of their own (PaperItem, MaterialItem and FaqItem get it all as props).
 */
export function VirtualRows<T>({
  items,
  renderItem,
  columns,
  estimateRowHeight,
  rowHeights,
  scrollMargin,
  rowClassName,
  label,
}: VirtualRowsProps<T>) {
  const rowCount = Math.ceil(items.length / columns);
  // The virtualizer lays out as many rows as this list has had (its longest query so far), not
  // the current count: its positions are computed over every row whenever the count changes,
  // 50 000 of them for nearly every keystroke. Rows past the current count are never rendered,
  // and the list's height ends at its last real row.
  const [laidOut, setLaidOut] = useState(rowCount);
  if (rowCount > laidOut) setLaidOut(rowCount);
  const estimate = () => rowHeights.typical ?? estimateRowHeight;
  const virtualizer = useWindowVirtualizer({
    count: Math.max(laidOut, rowCount),
    estimateSize: estimate,
    // Three rows beyond each edge of the window: every keystroke re-renders them all.
    overscan: 3,
    scrollMargin,
    // Lets the first screen render before the window is measured (and in jsdom, where nothing has a size).
    initialRect: { width: 1024, height: 800 },
    // A keystroke's commit never reads a row's size (that would force a layout): a row being
    // attached gets the size known for its place, else the typical row's; the ResizeObserver's
    // entry, right after the frame's layout, gives its real size. A row never has zero height
    // in a browser; zero means "not laid out" (jsdom), so keep the estimate.
    measureElement: (element, entry, instance) => {
      if (!entry) {
        const key = instance.options.getItemKey(instance.indexFromElement(element));
        return instance.itemSizeCache.get(key) ?? estimate();
      }
      const size = measureElement(element, entry, instance);
      if (!size) return estimate();
      learnRowHeight(rowHeights, Math.round(entry.contentRect.width), size);
      keepMeasuredSize(instance, instance.indexFromElement(element), size);
      return size;
    },
    useFlushSync: false,
    scrollToFn: skipAttachScroll,
  });
  const gridStyle = useMemo(
    () => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
    [columns],
  );
  const rowClass = `${styles.row} ${rowClassName ?? ''}`;
  const rows = virtualizer.getVirtualItems();
  // Read after getVirtualItems, which brings the positions up to date.
  const lastRow = rowCount > 0 ? virtualizer.measurementsCache[rowCount - 1] : undefined;
  const height = lastRow ? lastRow.end - scrollMargin : 0;

  return (
    <div role="list" aria-label={label} style={{ position: 'relative', height }}>
      {rows.map((row) =>
        row.index >= rowCount ? null : (
          <VirtualRow
            key={row.key}
            index={row.index}
            top={row.start - scrollMargin}
            items={items}
            columns={columns}
            renderItem={renderItem}
            measure={virtualizer.measureElement}
            className={rowClass}
            gridStyle={gridStyle}
          />
        ),
      )}
    </div>
  );
}

/**
 * Makes sure a row's measured size is kept. The virtualizer keeps a measurement only when it
 * differs from the size the row is laid out at, so a row measured at exactly its estimate stayed
 * unmeasured, and the next layout gave it the estimate of that moment, which follows the typical
 * row and may have changed since: on a phone, a two-line row measured while the typical row had
 * two lines was laid out at one line's height once most rows had one, over the row below it.
 * Run after the virtualizer has taken the measurement (it may lay rows out again first, so what
 * it compares against is known only then).
 */
function keepMeasuredSize(instance: Virtualizer<Window, Element>, index: number, size: number) {
  queueMicrotask(() => {
    const key = instance.options.getItemKey(index);
    if (instance.itemSizeCache.has(key) || !instance.measurementsCache[index]) return;
    if (instance.measurementsCache[index].size === size) instance.itemSizeCache.set(key, size);
    else instance.resizeItem(index, size);
  });
}

/** Virtualizers that have attached to the window (their first scroll write is behind them). */
const attached = new WeakSet<object>();

/**
 * Scrolls the window as the virtualizer asks, except its first write: on attaching it writes the
 * offset it has just read, a scroll to where the page already is that forces a layout of the
 * whole new page inside the list's first commit (58 ms at 4× CPU on a phone).
 */
const skipAttachScroll = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void => {
  if (!attached.has(instance)) {
    attached.add(instance);
    if (!options.behavior && !options.adjustments) return;
  }
  windowScroll(offset, options, instance);
};

type VirtualRowProps<T> = {
  index: number;
  /** px from the top of the list. */
  top: number;
  items: readonly T[];
  columns: number;
  renderItem: (item: T) => ReactNode;
  measure: (element: HTMLElement | null) => void;
  className: string;
  gridStyle: CSSProperties;
};

/**
 * One row: rendered again only when one of its items, its place or the way
 * items render changed. A keystroke that keeps some rows as they were (the
 * same papers at the top of a narrower query) leaves them alone.
 */
const VirtualRow = memo(VirtualRowImpl, sameRow) as typeof VirtualRowImpl;

function VirtualRowImpl<T>({
  index,
  top,
  items,
  columns,
  renderItem,
  measure,
  className,
  gridStyle,
}: VirtualRowProps<T>) {
  const first = index * columns;
  return (
    <div
      role="none"
      data-index={index}
      ref={measure}
      className={className}
      style={{ ...gridStyle, transform: `translateY(${top}px)` }}
    >
      {items.slice(first, first + columns).map((item, column) => (
        <div role="listitem" key={column} className={styles.cell}>
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}

function sameRow<T>(a: VirtualRowProps<T>, b: VirtualRowProps<T>): boolean {
  if (
    a.index !== b.index ||
    a.top !== b.top ||
    a.columns !== b.columns ||
    a.renderItem !== b.renderItem ||
    a.measure !== b.measure ||
    a.className !== b.className ||
    a.gridStyle !== b.gridStyle
  ) {
    return false;
  }
  const first = a.index * a.columns;
  for (let column = first; column < first + a.columns; column += 1) {
    if (a.items[column] !== b.items[column]) return false;
  }
  return true;
}
