import { memo, useRef, useState, type ReactNode } from 'react';
import { createRowHeights } from '../data/row-heights';
import { useColumns } from '../hooks/use-columns';
import { useScrollMargin } from '../hooks/use-scroll-margin';
import { VirtualRows } from './virtual-rows';
import styles from './item-list.module.css';

/**
 * Below this many items every item is rendered (cheap, crawlable, and testable
 * in jsdom, where a virtualizer has no sizes); from here on only the rows near
 * the viewport are.
 */
const VIRTUALIZE_FROM = 60;

/**
 * A search's matches are virtualized from this many: a keystroke that brings 36 matches renders
 * the rows near the window in place, not all 36 at once (at 50 000 papers, "mat3003" was among
 * the slowest keys of a search). Close matches stay whole: far below a long list of real ones
 * content-visibility spares them, and on screen virtualizing them measured slower.
 */
export const SEARCH_VIRTUALIZE_FROM = 16;

const CARD_MIN_WIDTH = 250;
const CARD_GAP = 16;

export type ItemListProps<T> = {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  layout: 'list' | 'grid';
  /** A guess of one row's height in px. */
  estimateRowHeight: number;
  label: string;
  /** Virtualized from this many items (VIRTUALIZE_FROM unless said). */
  virtualizeFrom?: number;
};

/**
 * A list or a card grid that stays fast at 50 000 items. Memoized: a keystroke
 * re-renders the search box at once, and the list only when its matches change.
 */
export const ItemList = memo(ItemListImpl) as typeof ItemListImpl;

function ItemListImpl<T>({
  items,
  renderItem,
  layout,
  estimateRowHeight,
  label,
  virtualizeFrom = VIRTUALIZE_FROM,
}: ItemListProps<T>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const virtual = items.length >= virtualizeFrom;
  const columns = useColumns(boxRef, CARD_MIN_WIDTH, CARD_GAP, virtual && layout === 'grid');
  // Kept here, not in VirtualRows: a query with few matches unmounts the virtual rows, and the
  // next long one starts from the list's place and its rows' heights instead of reading the page.
  const scrollMargin = useScrollMargin(boxRef, virtual);
  const [rowHeights] = useState(createRowHeights);
  const layoutClass = layout === 'grid' ? styles.grid : styles.list;
  // The box is always rendered so its width can be observed as soon as items arrive; the list
  // is its first child, so the box's place is the list's.
  return (
    <div ref={boxRef} className={styles.box}>
      {items.length === 0 ? null : virtual ? (
        <VirtualRows
          items={items}
          renderItem={renderItem}
          columns={layout === 'grid' ? columns : 1}
          estimateRowHeight={estimateRowHeight}
          rowHeights={rowHeights}
          scrollMargin={scrollMargin}
          rowClassName={layout === 'grid' ? styles.gridRow : styles.listRow}
          label={label}
        />
      ) : (
        <ul className={layoutClass} aria-label={label}>
          {/* Keyed by position like the virtual rows: a new query updates the items in place. */}
          {items.map((item, index) => (
            <li key={index} className={styles.cell}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
