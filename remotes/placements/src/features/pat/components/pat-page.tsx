import { PageFrame } from '@vithelper/ui/page-frame';
import { ExternalLink } from '../../../common/components/external-link';
import { PAT_NEWS } from '../data/pat-news';
import tierLadderUrl from '../images/tier-ladder.svg';
import { RulesTable } from './rules-table';
import styles from './pat-page.module.css';

export const TIER_LADDER_ALT =
  'Tier ladder of recruiting companies: Super Dream at the top, Dream-IT and Dream-Core side by side below it, and IT Services at the bottom. An offer from a company leaves you free to apply only to tiers above it: Super Dream ends your season, a Dream offer still allows Super Dream, and an IT Services offer still allows Dream and Super Dream.';

/** /placements/pat: the Placement and Training Cell's rules, as a table and a picture, and its news. */
export function PatPage() {
  return (
    <PageFrame
      heading="Placement and Training Cell"
      title="PAT Rules"
      intro="The cell sorts recruiters into tiers. Once you accept an offer, these rules decide which drives you may still sit for."
    >
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className={styles.heading}>
          Rules
        </h2>
        <RulesTable />
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="ladder-heading">
          <h2 id="ladder-heading" className={styles.heading}>
            The rules at a glance
          </h2>
          <figure className={styles.figure}>
            <img
              src={tierLadderUrl}
              alt={TIER_LADDER_ALT}
              width={640}
              height={400}
              className={styles.image}
            />
            <figcaption className={styles.figcaption}>
              The higher the tier, the fewer drives remain open.
            </figcaption>
          </figure>
        </section>
        <section aria-labelledby="news-heading">
          <h2 id="news-heading" className={styles.heading}>
            News and announcements
          </h2>
          <ul className={styles.news}>
            {PAT_NEWS.map((item) => (
              <li key={item.title} className={styles.newsItem}>
                <ExternalLink className={styles.newsLink} href={item.url}>
                  {item.title}
                </ExternalLink>
                <span className={styles.date}>{item.date}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}
