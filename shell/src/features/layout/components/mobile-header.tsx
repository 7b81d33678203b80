import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useConfig, useTitle } from '@vithelper/shared';
import hidden from '@vithelper/ui/visually-hidden.module.css';
import { InlineSvg } from '@vithelper/ui/inline-svg';
import type { SiteNav } from '../../../app/nav';
import logo from '../../../../public/images/logo.svg?source';
import styles from './header.module.css';

export type MobileHeaderProps = {
  nav: SiteNav;
};

type MenuState = 'closed' | 'open' | 'closing';
const CLOSE_ANIMATION_MS = 200;

/** Below 1100 px: logo to /, the page title, and a menu listing every route. */
export function MobileHeader({ nav }: MobileHeaderProps) {
  const [menu, setMenu] = useState<MenuState>('closed');
  const title = useTitle();
  const config = useConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    if (menu !== 'closing') return undefined;
    const timer = setTimeout(() => setMenu('closed'), CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [menu]);

  const toggle = () => setMenu((state) => (state === 'open' ? 'closing' : 'open'));
  const close = () => setMenu((state) => (state === 'open' ? 'closing' : state));
  const expanded = menu === 'open';

  return (
    <header className={styles.mobileHeader}>
      <Link to="/" className={styles.brand} aria-label="VITHelper home">
        <InlineSvg markup={logo} width={32} />
      </Link>
      <p className={styles.mobileTitle} aria-live="polite">
        {title || (pathname === '/' ? 'About' : 'VITHelper')}
      </p>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={expanded}
        aria-controls="vh-mobile-menu"
        onClick={toggle}
      >
        <span aria-hidden="true">{expanded ? '✕' : '☰'}</span>
        <span className={hidden.hidden}>Menu</span>
      </button>
      {menu !== 'closed' && (
        <nav
          id="vh-mobile-menu"
          aria-label="Menu"
          className={
            menu === 'closing' ? `${styles.mobileMenu} ${styles.closing}` : styles.mobileMenu
          }
          data-state={menu}
          onClick={close}
        >
          <ul>
            {nav.menu.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} end>
                  {entry.label}
                </NavLink>
              </li>
            ))}
            {config && (
              <li>
                <a href={config.links.discord} target="_blank" rel="noopener noreferrer">
                  Join Discord
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
