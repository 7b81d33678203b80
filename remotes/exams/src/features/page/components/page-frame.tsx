import type { ReactNode } from 'react';
import { usePageTitle, useScrollToTop } from '@vithelper/shared';
import styles from './page-frame.module.css';

export type PageFrameProps = {
  /** The page's one h1; also the document title and the mobile header's title. */
  title: string;
  lead?: string;
  children: ReactNode;
};

/** The frame every exams page shares, so each page is only its list. */
export function PageFrame({ title, lead, children }: PageFrameProps) {
  usePageTitle(title);
  useScrollToTop();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </main>
  );
}
