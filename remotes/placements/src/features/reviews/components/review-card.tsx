import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Placement } from '@vithelper/contracts/content';
import hidden from '@vithelper/ui/visually-hidden.module.css';
import { previewText } from '../data/preview-text';
import { CompanyLogo } from './company-logo';
import styles from './review-card.module.css';

export type ReviewCardProps = {
  placement: Placement;
};

/** One experience as a card: logo, company, who wrote it, the 165-character preview, a link to all of it. */
export function ReviewCard({ placement }: ReviewCardProps) {
  const company = placement.companyName || 'Unnamed company';
  const author = placement.name?.trim();
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <CompanyLogo companyName={placement.companyName ?? ''} />
        <div>
          <h3 className={styles.company}>{company}</h3>
          {author ? (
            <p className={styles.author}>
              by {author}
              {placement.branch ? `, ${placement.branch}` : ''}
            </p>
          ) : null}
        </div>
      </header>
      <p className={styles.preview}>{previewText(placement.description ?? '')}</p>
      <Link className={styles.more} to={`/placements/article/${encodeURIComponent(placement.id)}`}>
        Read full experience
        <span className={hidden.hidden}>
          {' '}
          at {company}
          {author ? ` by ${author}` : ''}
        </span>
      </Link>
    </article>
  );
}

/** A card's room while the experiences are still being read (the same surface and height). */
export function ReviewCardPlaceholder({ children }: { children?: ReactNode }) {
  return <div className={styles.placeholder}>{children}</div>;
}
