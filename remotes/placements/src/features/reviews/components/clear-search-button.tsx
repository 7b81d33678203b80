import styles from './filter-banner.module.css';

export type ClearSearchButtonProps = {
  onClear: () => void;
};

/** Empties the shared search text, on every page at once. */
export function ClearSearchButton({ onClear }: ClearSearchButtonProps) {
  return (
    <button type="button" className={styles.clear} onClick={onClear}>
      Clear search
    </button>
  );
}
