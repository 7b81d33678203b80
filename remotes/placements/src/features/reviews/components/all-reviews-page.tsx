import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearFilter, useCollection, useFilter, useUnreadable } from '@vithelper/shared';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { truncateEcho } from '@vithelper/ui/truncate-echo';
import { LoadingStatus } from '../../../common/components/loading-status';
import { distinctCompanies } from '../data/distinct-companies';
import { useVisibleExperiences } from '../hooks/use-visible-experiences';
import { CompanyButtons } from './company-buttons';
import { FilterBanner } from './filter-banner';
import { ClearSearchButton } from './clear-search-button';
import { ReviewCard } from './review-card';
import styles from './all-reviews-page.module.css';

/**
 * /placements/article: a button per company, then every experience. The company lives in the URL
 * (?company=) so a filtered list can be shared and survives a reload.
 */
export function AllReviewsPage() {
  const placements = useCollection('placements');
  const unreadable = useUnreadable('placements');
  const [text] = useFilter();
  const [params, setParams] = useSearchParams();
  const companies = useMemo(() => distinctCompanies(placements ?? []), [placements]);
  const requested = params.get('company');
  // A link naming a company that is not in the list shows everyone rather than nothing.
  const company = requested && companies.includes(requested) ? requested : null;
  const visible = useVisibleExperiences(placements, text, company);

  const selectCompany = useCallback(
    (next: string | null) => setParams(next ? { company: next } : {}, { replace: true }),
    [setParams],
  );

  return (
    <PageFrame
      heading="All placement experiences"
      title="All Reviews"
      intro="Pick a company to read only its interviews, or scroll through everything seniors have shared."
    >
      {unreadable ? (
        <ListUnreadable name="placements" />
      ) : placements === null ? (
        <LoadingStatus />
      ) : placements.length === 0 ? (
        <p className={styles.empty}>No placement experiences have been shared yet.</p>
      ) : (
        <>
          <CompanyButtons companies={companies} selected={company} onSelect={selectCompany} />
          {/* With no match the empty state below echoes the text and offers the same button. */}
          {text && visible.length > 0 ? <FilterBanner text={text} onClear={clearFilter} /> : null}
          <section aria-labelledby="experiences-heading">
            <h2 id="experiences-heading" className={styles.count}>
              {countLabel(visible.length, company)}
            </h2>
            {visible.length === 0 ? (
              <div className={styles.empty}>
                <p>{`No experiences match "${truncateEcho(text)}"${company ? ` at ${company}` : ''}`}</p>
                <ClearSearchButton onClear={clearFilter} />
              </div>
            ) : (
              <div className={styles.cards}>
                {visible.map((placement) => (
                  <ReviewCard key={placement.id} placement={placement} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}

function countLabel(count: number, company: string | null): string {
  const noun = count === 1 ? 'experience' : 'experiences';
  return company ? `${count} ${noun} at ${company}` : `${count} ${noun}`;
}
