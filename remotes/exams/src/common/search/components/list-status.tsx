import type { ListArrival } from '@vithelper/shared';
import { truncateEcho } from '@vithelper/ui/truncate-echo';
import styles from './list-status.module.css';

export type Noun = {
  one: string;
  many: string;
};

export type ListStatusProps = {
  /** What the list holds, e.g. { one: 'paper', many: 'papers' }. */
  noun: Noun;
  loading: boolean;
  total: number;
  shown: number;
  /** Close matches shown after the real ones. */
  close?: number;
  /** Close matches are still being looked for (their matcher is loading). */
  closePending?: boolean;
  /** The search text the list was filtered with. */
  text: string;
  onClear: () => void;
  /**
   * Only the list's first part is here: the rest is still arriving, or could not be read
   * (with a Try again). The status then says so instead of counting the part as the whole.
   */
  arrival?: ListArrival | null;
  onRetry?: () => void;
};

/** Loading, count, empty and no-match states of one list: always says what is going on. */
export function ListStatus({
  noun,
  loading,
  total,
  shown,
  close = 0,
  closePending = false,
  text,
  onClear,
  arrival = null,
  onRetry,
}: ListStatusProps) {
  if (loading) {
    return (
      <p className={styles.count} role="status">
        Loading {noun.many}…
      </p>
    );
  }
  const counted = (n: number) => (n === 1 ? noun.one : noun.many);
  if (arrival) return <PartStatus {...{ noun, total, shown, close, text, arrival, onRetry }} />;
  const count =
    shown === total ? `${total} ${counted(total)}` : `${shown} of ${total} ${counted(total)}`;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {count}
      </p>
      {total === 0 && !text ? (
        <p className={styles.notice}>No {noun.many} have been added yet.</p>
      ) : null}
      {shown === 0 && text ? (
        <div className={styles.notice}>
          <p className={styles.message}>
            {close > 0 ? (
              <>
                No {noun.many} contain &quot;{truncateEcho(text)}&quot;; close matches are below.
              </>
            ) : closePending ? (
              <>
                No {noun.many} contain &quot;{truncateEcho(text)}&quot;; looking for close matches…
              </>
            ) : (
              <>
                No {noun.many} match &quot;{truncateEcho(text)}&quot;
              </>
            )}
          </p>
          <button type="button" className={styles.clear} onClick={onClear}>
            Clear search
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The status of a list of which only the first part is here (shell/src/startup/lists/first-part.ts). */
function PartStatus({
  noun,
  total,
  shown,
  close,
  text,
  arrival,
  onRetry,
}: Pick<ListStatusProps, 'noun' | 'total' | 'shown' | 'close' | 'text' | 'onRetry'> & {
  arrival: ListArrival;
}) {
  const part = `the first ${total} ${total === 1 ? noun.one : noun.many}`;
  const found = !text
    ? `Showing ${part}`
    : shown > 0
      ? `${shown} ${shown === 1 ? 'match' : 'matches'} in ${part}`
      : (close ?? 0) > 0
        ? `No exact match in ${part}; close matches are below`
        : `No match in ${part}`;
  if (arrival === 'failed') {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.message}>
          {found}. The rest of the {noun.many} could not be loaded, so this list is not complete.
        </p>
        {onRetry ? (
          <button type="button" className={styles.clear} onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  // One line on a phone, like the count that replaces it: a longer line would move the list up
  // when the rest arrives.
  return (
    <p className={styles.count} role="status" aria-live="polite">
      {text
        ? `${found}; the rest are arriving…`
        : `First ${total} ${noun.many}; the rest are arriving…`}
    </p>
  );
}

export const nouns = {
  papers: { one: 'paper', many: 'papers' },
  materials: { one: 'material', many: 'materials' },
  faqs: { one: 'FAQ', many: 'FAQs' },
} satisfies Record<string, Noun>;
