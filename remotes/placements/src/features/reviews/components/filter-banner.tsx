import { truncateEcho } from '@vithelper/ui/truncate-echo';
import { ClearSearchButton } from './clear-search-button';
import styles from './filter-banner.module.css';

export type FilterBannerProps = {
  text: string;
  onClear: () => void;
};

/**
 * The search box lives on other pages, but its text narrows this list too; say so, so a search
 * typed for a paper never leaves this page mysteriously empty.
 */
export function FilterBanner({ text, onClear }: FilterBannerProps) {
  return (
    <div className={styles.banner}>
      <p className={styles.text}>{`Showing experiences matching "${truncateEcho(text)}"`}</p>
      <ClearSearchButton onClear={onClear} />
    </div>
  );
}
