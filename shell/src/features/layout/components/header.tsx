import { NavLink, Link } from 'react-router-dom';
import { useConfig } from '@vithelper/shared';
import { InlineSvg } from '@vithelper/ui/inline-svg';
import type { SiteNav } from '../../../app/nav';
import { CoinsBadge } from '../../coins';
import { AccountControl } from '../../account';
import logo from '../../../../public/images/logo.svg?source';

export type HeaderProps = {
  nav: SiteNav;
};

/** Desktop header (1100 px and wider): Examination dropdown, Blogs, Placements, Join Discord. */
export function Header({ nav }: HeaderProps) {
  const config = useConfig();
  return (
    <header className="vh-header">
      <Link to="/" className="vh-brand">
        <InlineSvg markup={logo} width={36} />
        <span>VITHelper</span>
      </Link>
      <nav aria-label="Main" className="vh-header__nav">
        <ul>
          {nav.header.map((item) =>
            'entries' in item ? (
              <li key={item.group} className="vh-dropdown">
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
                className="vh-discord"
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
      <CoinsBadge />
      <AccountControl />
    </header>
  );
}

function closeDropdown(event: React.MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}
