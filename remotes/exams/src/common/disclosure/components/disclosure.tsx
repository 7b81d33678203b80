import { useId, type ReactNode } from 'react';
import styles from './disclosure.module.css';

export type DisclosureProps = {
  id: string;
  title: string;
  expanded: boolean;
  onToggle: (id: string) => void;
  /** Rendered only while expanded, so a long collapsed list stays light. */
  children: ReactNode;
};

/** A heading button that shows and hides its panel (the WAI-ARIA disclosure pattern). */
export function Disclosure({ id, title, expanded, onToggle, children }: DisclosureProps) {
  const panelId = `${useId()}-panel`;
  return (
    <div className={expanded ? `${styles.item} ${styles.expanded}` : styles.item}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
        >
          <span className={styles.title}>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      {/* The panel always exists so aria-controls never points at nothing. */}
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </div>
  );
}
