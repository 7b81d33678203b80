import { Link } from 'react-router-dom';
import { useConfig } from '@vithelper/shared';
import styles from './footer.module.css';

export function Footer() {
  const config = useConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          <strong>VITHelper</strong> — papers, materials and placement help, by students for
          students.
        </p>
        {config && (
          <p>
            Contact: <a href={`mailto:${config.links.email}`}>{config.links.email}</a>
          </p>
        )}
        <p>
          <Link to="/privacy-policy">Privacy policy</Link> · <Link to="/about-us">About us</Link>
        </p>
        {config && (
          <ul className={styles.social} aria-label="Social links">
            {config.links.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
