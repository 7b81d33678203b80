import { Link } from 'react-router-dom';
import { useAccount } from '@vithelper/shared';
import { viewerPath } from '@vithelper/contracts/papers/paths';
import { coursePath, questionPath } from '@vithelper/contracts/questions/paths';
import { PageFrame } from '@vithelper/ui/page-frame';
import { paperLabels } from '../../../common/labels';
import { LoadError, Loading } from '../../../common/page-states';
import { useLoad } from '../../../common/use-load';
import { loadReview, type CourseReview } from '../data/load-review';
import type { ReviewItem } from '../data/review-items';
import common from '../../../common/questions.module.css';
import styles from './review-page.module.css';

const HEADING = 'Questions that need a look';

/**
 * /courses/review: for moderators, the papers whose cutting was unsure (no numbers found,
 * questions that overlap, a group of questions from papers of different courses), each with the
 * way to the page where it is corrected.
 */
export function ReviewPage() {
  const account = useAccount();
  if (!account) return <Loading heading={HEADING} />;
  if (!account.moderator)
    return (
      <PageFrame heading="Moderators only" title={HEADING}>
        <div className={common.notice}>
          <p>
            {account.anonymous
              ? 'This list is for moderators, who correct how papers were cut into questions. If you are one, sign in with your moderator account.'
              : 'This list is for moderators, who correct how papers were cut into questions.'}
          </p>
          <p>
            <Link to="/courses">See every course with questions</Link>
          </p>
        </div>
      </PageFrame>
    );
  return <Review />;
}

function Review() {
  const load = useLoad('review', loadReview);
  if (load.state === 'loading') return <Loading heading={HEADING} />;
  if (load.state === 'error') return <LoadError heading={HEADING} message={load.message} />;
  const count = load.value.reduce((sum, review) => sum + review.items.length, 0);
  return (
    <PageFrame
      heading={HEADING}
      intro="Where cutting papers into questions was unsure. Open a question to correct it; the list follows the stored corrections."
      before={
        <Link className={common.back} to="/courses">
          ← All courses
        </Link>
      }
    >
      <p role="status" className={styles.count}>
        {count === 0
          ? 'Nothing needs a look: every paper was cut, with no overlaps or mixed groups.'
          : `${count} ${count === 1 ? 'thing needs' : 'things need'} a look in ${load.value.length} ${load.value.length === 1 ? 'course' : 'courses'}.`}
      </p>
      {load.value.map((review) => (
        <Course key={review.bank.code} review={review} />
      ))}
    </PageFrame>
  );
}

function Course({ review: { bank, items } }: { review: CourseReview }) {
  const labels = paperLabels(bank);
  const id = `review-${bank.code}`;
  return (
    <section className={styles.course} aria-labelledby={id}>
      <h2 id={id}>
        <Link to={coursePath(bank.code)}>
          {bank.name} · {bank.code}
        </Link>
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.item}>
            <Item item={item} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const itemKey = (item: ReviewItem) =>
  item.kind === 'uncut'
    ? `uncut-${item.paper}`
    : item.kind === 'overlap'
      ? `overlap-${item.first.id}-${item.second.id}`
      : `mixed-${item.group}`;

function Item({ item, labels }: { item: ReviewItem; labels: Map<string, string> }) {
  switch (item.kind) {
    case 'uncut':
      return (
        <>
          <p className={styles.what}>No question numbers found</p>
          <p className={common.status}>
            <Link to={viewerPath(item.exam, item.paper)}>{labels.get(item.paper)} paper</Link>
            {`: ${item.reason}`}
          </p>
        </>
      );
    case 'overlap':
      return (
        <>
          <p className={styles.what}>Two questions overlap</p>
          <p className={common.status}>
            {`${labels.get(item.paper)}: `}
            <Link to={questionPath(item.first.id)}>question {item.first.number}</Link>
            {' and '}
            <Link to={questionPath(item.second.id)}>question {item.second.number}</Link>
            {' share part of the page.'}
          </p>
        </>
      );
    case 'mixed':
      return (
        <>
          <p className={styles.what}>A group mixes courses</p>
          <p className={common.status}>
            {`Its papers name ${item.courses.join(' and ')}: `}
            {item.questions.map((question, index) => (
              <span key={question.id}>
                {index > 0 ? ', ' : ''}
                <Link to={questionPath(question.id)}>
                  {labels.get(question.paper)}, question {question.number}
                </Link>
              </span>
            ))}
            .
          </p>
        </>
      );
  }
}
