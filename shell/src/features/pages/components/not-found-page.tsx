import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';
import button from '../../../common/components/button.module.css';
import styles from './center-page.module.css';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageFrame heading="404 - PAGE NOT FOUND" title="Page not found" className={styles.center}>
      <p>Looks like you are in the wrong place.</p>
      <button type="button" className={button.button} onClick={() => navigate('/')}>
        Click here to go back!
      </button>
    </PageFrame>
  );
}
