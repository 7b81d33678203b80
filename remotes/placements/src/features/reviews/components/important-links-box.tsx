import { Link } from 'react-router-dom';
import styles from './info-box.module.css';

const LINKS = [
  {
    to: '/placements/topics',
    label: 'Important topics',
    note: 'A checklist of what interviewers ask',
  },
  {
    to: '/placements/advice',
    label: 'Advice from seniors',
    note: 'One line each from those who got in',
  },
  { to: '/placements/resources', label: 'Resources', note: 'Practice sites, books and playlists' },
  { to: '/placements/pat', label: 'Placement and Training Cell', note: 'Rules and news' },
] as const;

/** The 'Important Links' box of the placements home page. */
export function ImportantLinksBox() {
  return (
    <nav aria-labelledby="important-links-heading" className={styles.box}>
      <h2 id="important-links-heading" className={styles.heading}>
        Important Links
      </h2>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              <span className={styles.linkLabel}>{link.label}</span>
              <span className={styles.linkNote}>{link.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
