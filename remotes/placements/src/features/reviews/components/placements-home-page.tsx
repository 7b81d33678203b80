import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCollection, useConfig, useUnreadable } from '@vithelper/shared';
import { safeHttpUrl } from '@vithelper/contracts/common';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { LoadingStatus } from '../../../common/components/loading-status';
import { ExternalLink } from '../../../common/components/external-link';
import { pickFeatured } from '../data/pick-featured';
import { FEATURED_REVIEW_COUNT } from '../data/review-rules';
import { ReviewCard, ReviewCardPlaceholder } from './review-card';
import { InterviewQuestionsBox } from './interview-questions-box';
import { ImportantLinksBox } from './important-links-box';
import styles from './placements-home-page.module.css';

/** /placements and /placements/news: featured experiences, common questions, where to go next. */
export function PlacementsHomePage() {
  const placements = useCollection('placements');
  const unreadable = useUnreadable('placements');
  const config = useConfig();
  const featured = useMemo(() => (placements ? pickFeatured(placements) : []), [placements]);
  const shareUrl = safeHttpUrl(config?.links.shareExperienceForm);

  return (
    <PageFrame
      heading="Placements"
      intro="Seniors describe their campus placement interviews round by round: read a few, tick off the topics, and walk in prepared."
    >
      <section aria-labelledby="featured-heading" className={styles.section}>
        <h2 id="featured-heading" className={styles.sectionHeading}>
          Featured experiences
        </h2>
        {unreadable ? (
          <ListUnreadable name="placements" />
        ) : placements === null ? (
          // The experiences are read when this page asks for them: until then the cards' room is
          // held, so the links and boxes below do not jump down when they arrive.
          <div className={styles.cards}>
            {Array.from({ length: FEATURED_REVIEW_COUNT }, (_, index) => (
              <ReviewCardPlaceholder key={index}>
                {index === 0 ? <LoadingStatus /> : null}
              </ReviewCardPlaceholder>
            ))}
          </div>
        ) : featured.length === 0 ? (
          <p className={styles.empty}>No placement experiences have been shared yet.</p>
        ) : (
          <div className={styles.cards}>
            {featured.map((placement) => (
              <ReviewCard key={placement.id} placement={placement} />
            ))}
          </div>
        )}
        <div className={styles.actions}>
          <Link className={styles.primary} to="/placements/article">
            View All Reviews
          </Link>
          {shareUrl ? (
            <ExternalLink className={styles.secondary} href={shareUrl}>
              Share your experience
            </ExternalLink>
          ) : null}
        </div>
      </section>
      <div className={styles.boxes}>
        <InterviewQuestionsBox />
        <ImportantLinksBox />
      </div>
    </PageFrame>
  );
}
