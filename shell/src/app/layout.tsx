import { Outlet } from 'react-router-dom';
import { Header } from '../features/layout/components/header';
import { MobileHeader } from '../features/layout/components/mobile-header';
import { Footer } from '../features/layout/components/footer';
import { LazyScrollTopButton } from '../features/layout/components/lazy-scroll-top-button';
import { AppModal } from '../features/layout/components/app-modal';
import { CoinsBadge } from '../features/coins/components/coins-badge';
import { AccountControl } from '../features/account/components/account-control';
import { SignInHost } from '../features/account/components/sign-in-host';
import { PreviewBanner } from '../features/preview/components/preview-banner';
import bars from '../features/layout/components/header.module.css';
import type { SiteNav } from './nav';
import styles from './layout.module.css';

export type LayoutProps = {
  nav: SiteNav;
};

export function Layout({ nav }: LayoutProps) {
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <PreviewBanner />
      <Header nav={nav} />
      <MobileHeader nav={nav} />
      <div className={bars.coinsBar}>
        <CoinsBadge place="bar" />
        <AccountControl place="bar" />
      </div>
      <div className={styles.content}>
        <Outlet />
      </div>
      <Footer />
      <LazyScrollTopButton />
      <AppModal />
      <SignInHost />
    </div>
  );
}
