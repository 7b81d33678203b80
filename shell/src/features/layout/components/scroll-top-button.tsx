import { useNarrowLayout, useScrolledPast } from './use-window-watch';
import styles from './scroll-top-button.module.css';

export function ScrollTopButton() {
  const visible = useScrolledPast();
  return visible ? <ScrollTop /> : null;
}

/**
 * The button itself: the width is watched only while it shows. Read as the page first
 * rendered, `innerWidth` forced a layout of the whole new page inside the section's first
 * commit (docs/performance.md, "First view").
 */
function ScrollTop() {
  const narrow = useNarrowLayout();
  return (
    <button
      type="button"
      className={`${styles.button} ${narrow ? styles.narrow : styles.wide}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Scroll to top"
    >
      <span aria-hidden="true">↑</span>
      {!narrow && <span>Top</span>}
    </button>
  );
}
