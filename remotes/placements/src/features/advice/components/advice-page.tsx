import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCollection } from '@vithelper/shared';
import { PageFrame } from '@vithelper/ui/page-frame';
import { LoadingStatus } from '../../../common/components/loading-status';
import styles from './advice-page.module.css';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** /placements/advice: one quote per experience that has advice, in a masonry of CSS columns. */
export function AdvicePage() {
  const placements = useCollection('placements');
  const quotes = useMemo(
    () => (placements ?? []).filter((placement) => text(placement.advice) !== ''),
    [placements],
  );

  return (
    <PageFrame
      heading="Advice from seniors"
      title="Advice"
      intro="The one thing each senior wishes they had been told before their interviews."
    >
      {placements === null ? (
        <LoadingStatus />
      ) : quotes.length === 0 ? (
        <p className={styles.empty}>
          No advice has been shared yet. Meanwhile, the{' '}
          <Link to="/placements/topics">important topics checklist</Link> is a good place to start.
        </p>
      ) : (
        <div className={styles.masonry}>
          {quotes.map((placement) => {
            const author = text(placement.name);
            const company = text(placement.companyName);
            return (
              <figure key={placement.id} className={styles.quote}>
                <blockquote className={styles.text}>
                  <p>{text(placement.advice)}</p>
                </blockquote>
                {author || company ? (
                  <figcaption className={styles.caption}>
                    {author ? <span className={styles.author}>{author}</span> : null}
                    {company ? <span className={styles.company}>{company}</span> : null}
                  </figcaption>
                ) : null}
              </figure>
            );
          })}
        </div>
      )}
    </PageFrame>
  );
}
