import { Link } from 'react-router-dom';
import { useConfig } from '@vithelper/shared';
import { PageFrame } from '@vithelper/ui/page-frame';
import styles from './about-us-page.module.css';

/** The spec names /about-us without its content: who runs the site, and how to help. */
export function AboutUsPage() {
  const config = useConfig();
  return (
    <PageFrame heading="About us" title="About Us" className={styles.prose}>
      <p>
        VITHelper is run by a small group of students who were tired of hunting through chat groups
        for last year&apos;s papers the night before an exam. We keep papers, materials and
        placement experiences in one place, free, with no sign-up.
      </p>
      <h2>How you can help</h2>
      <ul>
        <li>Send us a paper we do not have yet — scans or photos are fine.</li>
        <li>
          Share your placement experience so juniors know what to expect (link on the{' '}
          <Link to="/placements">placements page</Link>).
        </li>
        <li>Tell us when something is wrong or missing.</li>
      </ul>
      {config && (
        <p>
          Write to <a href={`mailto:${config.links.email}`}>{config.links.email}</a> or join our{' '}
          <a href={config.links.discord} target="_blank" rel="noopener noreferrer">
            Discord community
          </a>
          .
        </p>
      )}
    </PageFrame>
  );
}
