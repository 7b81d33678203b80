import { useId, type Ref } from 'react';
import styles from './search-box.module.css';

export type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The student is about to search: a page can fetch what its search needs before the first key. */
  onFocus?: () => void;
};

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  inputRef,
  onFocus,
}: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
    </div>
  );
}
