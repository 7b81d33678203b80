import { Outlet } from 'react-router-dom';
import { Header } from '../features/layout/components/Header';
import { MobileHeader } from '../features/layout/components/MobileHeader';
import { Footer } from '../features/layout/components/Footer';
import { ScrollTopButton } from '../features/layout/components/ScrollTopButton';
import { AppModal } from '../features/layout/components/AppModal';
import { CoinsBadge } from '../features/coins/components/CoinsBadge';
import type { SiteNav } from './nav';

export interface LayoutProps {
  nav: SiteNav;
}

export function Layout({ nav }: LayoutProps) {
  return (
    <div className="vh-layout">
      <a className="vh-skip" href="#main">
        Skip to content
      </a>
      <Header nav={nav} />
      <MobileHeader nav={nav} />
      <div className="vh-coins-bar">
        <CoinsBadge />
      </div>
      <div className="vh-content">
        <Outlet />
      </div>
      <Footer />
      <ScrollTopButton />
      <AppModal />
    </div>
  );
}
