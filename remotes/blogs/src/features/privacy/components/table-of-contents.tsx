import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrivacySection } from '../data/privacy-sections';
import styles from './privacy-page.module.css';

export type TableOfContentsProps = { sections: readonly PrivacySection[] };

/**
 * Plain #anchors, so they work without script and copy as real links; the
 * click handler scrolls even when the hash is unchanged and keeps the router
 * in step (replace: a table of contents should not fill the back button).
 */
export function TableOfContents({ sections }: TableOfContentsProps) {
  const navigate = useNavigate();

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    // Move keyboard focus with the view, so the next Tab continues inside the section.
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    navigate({ hash: id }, { replace: true });
  };

  return (
    <nav className={styles.toc} aria-labelledby="privacy-toc-heading">
      <h2 id="privacy-toc-heading" className={styles.tocHeading}>
        Contents
      </h2>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
