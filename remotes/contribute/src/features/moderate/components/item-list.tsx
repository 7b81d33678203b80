import type { ReactNode } from 'react';
import styles from './moderate.module.css';

type ItemListProps<T> = {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** Beside the heading, for a list that is counted. */
  count?: number;
  /** On the heading's line, e.g. "Approve selected". */
  headAction?: ReactNode;
  /** Said in the list's place when it has no items. */
  empty?: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  title: (item: T) => string;
  /** Marked at the start of the first line under the title, e.g. the exam. */
  tag?: (item: T) => string;
  /** The lines under the title. */
  meta: (item: T) => string[];
  /** Items that open beside the list, the open one marked. */
  open?: { key: string | null; onOpen: (item: T) => void };
  /** A checkbox on each item, to act on several at once. */
  select?: {
    selected: ReadonlySet<string>;
    onToggle: (item: T) => void;
    label: (item: T) => string;
  };
  /** At the end of an item that does not open, e.g. Restore or Undo. */
  action?: (item: T) => ReactNode;
  /** Items already dealt with, set back from the page. */
  quiet?: boolean;
  className?: string;
};

/** A moderation tab's list: the papers waiting, reported, decided or in the trash. */
export function ItemList<T>({
  id,
  heading,
  count,
  headAction,
  empty,
  items,
  keyOf,
  title,
  tag,
  meta,
  open,
  select,
  action,
  quiet,
  className,
}: ItemListProps<T>) {
  const lines = (item: T) => (
    <>
      <span className={styles.rowTitle}>{title(item)}</span>
      {meta(item).map((line, index) => (
        <span key={index} className={styles.rowMeta}>
          {tag && index === 0 ? (
            <>
              <span className={styles.tag}>{tag(item)}</span>{' '}
            </>
          ) : null}
          {line}
        </span>
      ))}
    </>
  );
  const row = (item: T) => {
    const key = keyOf(item);
    if (!open) {
      return (
        <li key={key} className={quiet ? styles.decidedRow : styles.plainRow}>
          {lines(item)}
          {action?.(item)}
        </li>
      );
    }
    const isOpen = key === open.key;
    return (
      <li key={key} className={isOpen ? `${styles.row} ${styles.rowOpen}` : styles.row}>
        {select ? (
          <input
            type="checkbox"
            className={styles.check}
            checked={select.selected.has(key)}
            onChange={() => select.onToggle(item)}
            aria-label={select.label(item)}
          />
        ) : null}
        <button
          type="button"
          className={styles.rowButton}
          aria-current={isOpen ? 'true' : undefined}
          onClick={() => open.onOpen(item)}
        >
          {lines(item)}
        </button>
      </li>
    );
  };

  return (
    <section aria-labelledby={id} className={className}>
      <div className={styles.queueHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
          {count !== undefined ? (
            <>
              {' '}
              <span className={styles.count}>{count}</span>
            </>
          ) : null}
        </h2>
        {headAction}
      </div>
      {items.length === 0 ? (
        empty ? (
          <p className={styles.empty}>{empty}</p>
        ) : null
      ) : (
        <ul className={styles.list}>{items.map(row)}</ul>
      )}
    </section>
  );
}
