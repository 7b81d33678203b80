import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';
import button from '../../../common/components/button.module.css';
import styles from './center-page.module.css';

/** Reached at /work-in-progress (docs/product.md, Choices made where the product left a gap). */
export function WorkInProgressPage() {
  const navigate = useNavigate();
  return (
    <PageFrame heading="Work In Progress..." title="Work In Progress" className={styles.center}>
      <p>This part of VITHelper is still being built. Check back soon.</p>
      <button type="button" className={button.button} onClick={() => navigate(-1)}>
        Go back
      </button>
    </PageFrame>
  );
}
