import styles from './company-buttons.module.css';

export type CompanyButtonsProps = {
  companies: readonly string[];
  /** The company the list is narrowed to, or null for all. */
  selected: string | null;
  onSelect: (company: string | null) => void;
};

/** One toggle per company; pressing the active one again, or 'All companies', shows everyone. */
export function CompanyButtons({ companies, selected, onSelect }: CompanyButtonsProps) {
  return (
    <div role="group" aria-label="Filter by company" className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        All companies
      </button>
      {companies.map((company) => (
        <button
          key={company}
          type="button"
          className={styles.button}
          aria-pressed={selected === company}
          onClick={() => onSelect(selected === company ? null : company)}
        >
          {company}
        </button>
      ))}
    </div>
  );
}
