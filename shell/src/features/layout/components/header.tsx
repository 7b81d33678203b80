import { NavLink, Link } from 'react-router-dom';
import { useConfig } from '@vithelper/shared';
import { InlineSvg } from '@vithelper/ui/inline-svg';
import type { SiteNav } from '../../../app/nav';
import { CoinsBadge } from '../../coins';
import { AccountControl } from '../../account';
import { useShownAccount } from '../../../common/hooks/use-shown-account';
import logo from '../../../../public/images/logo.svg?source';
import styles from './header.module.css';

export type HeaderProps = {
  nav: SiteNav;
};

/** Desktop header (1100 px and wider): Examination dropdown, Blogs, Placements, Join Discord. */
export function Header({ nav }: HeaderProps) {
  const config = useConfig();
  // A signed-in student's bell (AccountControl shows it, or its room, for the same account).
  const account = useShownAccount();
  const bell = Boolean(account && !account.anonymous);
  return (
    <header className={bell ? `${styles.header} ${styles.withBell}` : styles.header}>
      <Link to="/" className={styles.brand}>
        <InlineSvg markup={logo} width={36} />
        <span>VITHelper</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul>
          {nav.header.map((item) =>
            'entries' in item ? (
              <li key={item.group} className={styles.dropdown}>
                <details>
                  <summary>{item.group}</summary>
                  <ul>
                    {item.entries.map((entry) => (
                      <li key={entry.path}>
                        <NavLink to={entry.path} onClick={closeDropdown}>
                          {entry.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.path}>
                <NavLink to={item.path}>{item.label}</NavLink>
              </li>
            ),
          )}
          {config && (
            <li>
              <a
                className={styles.discord}
                href={config.links.discord}
                target="_blank"
                rel="noopener noreferrer"
              >
                Join Discord
              </a>
            </li>
          )}
        </ul>
      </nav>
      <CoinsBadge place="header" />
      <AccountControl place="header" />
    </header>
  );
}

function closeDropdown(event: React.MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}
