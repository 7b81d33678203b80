import { Link, useParams } from 'react-router-dom';
import { useCollection, useUnreadable } from '@vithelper/shared';
import type { Placement } from '@vithelper/contracts/content';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { LoadingStatus } from '../../../common/components/loading-status';
import { cleanText, detailRows, roundTexts } from '../data/experience-details';
import { CompanyLogo } from './company-logo';
import styles from './experience-page.module.css';

/** /placements/article/:id — one experience, looked up by its id. */
export function ExperiencePage() {
  const { id } = useParams();
  const placements = useCollection('placements');
  const unreadable = useUnreadable('placements');
  if (placements === null) {
    return (
      <PageFrame heading="Placement experience">
        <LoadingStatus />
      </PageFrame>
    );
  }
  const placement = placements.find((entry) => entry.id === id);
  if (!placement && unreadable) {
    // A list that could not be read says so: the experience may well be in it.
    return (
      <PageFrame heading="Placement experience">
        <ListUnreadable
          name="placements"
          message="The placement experiences could not be read, so this one cannot be shown yet."
        />
        <Link className={styles.button} to="/placements/article">
          View all reviews
        </Link>
      </PageFrame>
    );
  }
  if (!placement) {
    return (
      <PageFrame heading="Experience not found">
        <p className={styles.notFound}>
          There is no placement experience at this address. It may have been removed, or the link
          may be mistyped.
        </p>
        <Link className={styles.button} to="/placements/article">
          View all reviews
        </Link>
      </PageFrame>
    );
  }
  return <Experience placement={placement} />;
}

type ExperienceProps = { placement: Placement };

function Experience({ placement }: ExperienceProps) {
  const company = cleanText(placement.companyName) || 'Unnamed company';
  const author = cleanText(placement.name);
  const rounds = roundTexts(placement);
  const description = cleanText(placement.description);
  const preparation = cleanText(placement.preparation);
  const advice = cleanText(placement.advice);

  return (
    <PageFrame
      heading={company}
      title={`${company} experience`}
      media={<CompanyLogo companyName={cleanText(placement.companyName)} size={64} />}
      intro={author ? `Placement experience shared by ${author}` : 'Placement experience'}
      before={
        <Link className={styles.back} to="/placements/article">
          <span aria-hidden="true">←</span> All reviews
        </Link>
      }
    >
      <div className={styles.layout}>
        <aside className={styles.facts} aria-labelledby="facts-heading">
          <h2 id="facts-heading" className={styles.factsHeading}>
            At a glance
          </h2>
          <dl className={styles.list}>
            {[{ label: 'Company', value: company }, ...detailRows(placement)].map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
        <div className={styles.body}>
          {description ? (
            <section aria-labelledby="overview-heading">
              <h2 id="overview-heading">Overview</h2>
              <p>{description}</p>
            </section>
          ) : null}
          {rounds.length > 0 ? (
            <section aria-labelledby="rounds-heading">
              <h2 id="rounds-heading">Interview rounds</h2>
              <ol className={styles.rounds}>
                {rounds.map((text, index) => (
                  <li key={index} className={styles.round}>
                    <h3>Round {index + 1}</h3>
                    <p>{text}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {preparation ? (
            <section aria-labelledby="preparation-heading">
              <h2 id="preparation-heading">Preparation</h2>
              <p>{preparation}</p>
            </section>
          ) : null}
          {advice ? (
            <section aria-labelledby="advice-heading">
              <h2 id="advice-heading">Advice</h2>
              <figure className={styles.quote}>
                <blockquote>
                  <p>{advice}</p>
                </blockquote>
                {author ? <figcaption>— {author}</figcaption> : null}
              </figure>
            </section>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
