import type { ReactNode } from 'react';
import { usePageTitle } from '@vithelper/shared';
import { useScrollToTop } from './use-scroll-to-top';
import styles from './page-frame.module.css';

export type PageFrameProps = {
  /** The page's one h1, also its document and mobile-header title unless `title` says otherwise. */
  heading: string;
  title?: string;
  /** A line under the heading, before the intro, e.g. a "Last updated" date. */
  meta?: ReactNode;
  intro?: ReactNode;
  /** Shown beside the heading, e.g. a company logo. */
  media?: ReactNode;
  /** Shown above the heading, e.g. a way back to the list. */
  before?: ReactNode;
  /** An app's own class for the main element, e.g. a wider page. */
  className?: string;
  children: ReactNode;
};

/** Every page of every app: the skip-link target main#main, one h1, the page width and spacing. */
export function PageFrame({
  heading,
  title,
  meta,
  intro,
  media,
  before,
  className,
  children,
}: PageFrameProps) {
  usePageTitle(title ?? heading);
  useScrollToTop();
  return (
    <main id="main" className={className ? `${styles.page} ${className}` : styles.page}>
      {before}
      <header className={styles.header}>
        {media}
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
      </header>
      {children}
    </main>
  );
}
