import { Link } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';
import { RulesTable } from './rules-table';
import styles from './pat-page.module.css';

/** /placements/rules: the product describes nothing more here, so it is the rules table on its own. */
export function RulesPage() {
  return (
    <PageFrame
      heading="Placement rules"
      title="Placement Rules"
      intro="Which drives remain open to you after an offer, by the tier of the company."
    >
      <RulesTable />
      <p>
        For the tier ladder and the cell&rsquo;s latest news, see the{' '}
        <Link className={styles.inlineLink} to="/placements/pat">
          Placement and Training Cell page
        </Link>
        .
      </p>
    </PageFrame>
  );
}
