import { useCallback, useRef } from 'react';
import { ItemList, type ItemListProps } from '../../list/components/item-list';
import { useFilteredList } from '../hooks/use-filtered-list';
import { ListStatus, type Noun } from './list-status';
import { SearchBox } from './search-box';

export type SearchableListProps<T> = Omit<ItemListProps<T>, 'items'> & {
  /** The loaded collection, or null while it loads. */
  list: readonly T[] | null;
  /** The text the shared filter is matched against; a stable (module-level) function. */
  keyOf: (item: T) => string;
  searchLabel: string;
  placeholder: string;
  noun: Noun;
};

/** The search box, the honest list status and the (virtualized) list every exams page shows. */
export function SearchableList<T>({
  list,
  keyOf,
  searchLabel,
  placeholder,
  noun,
  ...listProps
}: SearchableListProps<T>) {
  const { text, setText, appliedText, matches, total } = useFilteredList(list, keyOf);
  const inputRef = useRef<HTMLInputElement>(null);
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
      />
      <ListStatus
        noun={noun}
        loading={matches === null}
        total={total}
        shown={matches?.length ?? 0}
        text={appliedText}
        onClear={clear}
      />
      {matches ? <ItemList items={matches} {...listProps} /> : null}
    </>
  );
}
