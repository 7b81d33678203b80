import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteRouter } from '@vithelper/shared';
import type { RemoteRegistry } from '@vithelper/contracts/registry';
import { AboutPage } from '../features/pages/components/about-page';
import { Loader } from '../common/components/loader';
import { RemotePage } from '../features/remotes/components/remote-page';
import { Layout } from './layout';
import { buildNav } from './nav';

// The shell's other pages are fetched when visited: the first view of / needs only the about page.
const AboutUsPage = lazy(() =>
  import('../features/pages/components/about-us-page').then((m) => ({ default: m.AboutUsPage })),
);
const WorkInProgressPage = lazy(() =>
  import('../features/pages/components/work-in-progress-page').then((m) => ({
    default: m.WorkInProgressPage,
  })),
);
const StatusPage = lazy(() =>
  import('../features/remotes/components/status-page').then((m) => ({ default: m.StatusPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const later = (page: ReactNode) => <Suspense fallback={<Loader />}>{page}</Suspense>;

export type AppProps = {
  registry: RemoteRegistry;
};

/** Every route: the shell's own pages plus each path the registry gives a remote. */
export function App({ registry }: AppProps) {
  const nav = useMemo(() => buildNav(registry.remotes), [registry]);
  return (
    <SiteRouter>
      <Routes>
        <Route element={<Layout nav={nav} />}>
          <Route path="/" element={<AboutPage />} />
          <Route path="/about-us" element={later(<AboutUsPage />)} />
          <Route path="/work-in-progress" element={later(<WorkInProgressPage />)} />
          <Route path="/status" element={later(<StatusPage />)} />
          {registry.remotes.flatMap((remote) =>
            remote.routes.map((path) => (
              <Route
                key={`${remote.name}:${path}`}
                path={path}
                // Keyed per route: React would otherwise reuse one page's boundary (and its error) for the next.
                element={
                  <RemotePage
                    key={`${remote.name}:${path}`}
                    remote={remote.name}
                    section={remote.label}
                    path={path}
                  />
                }
              />
            )),
          )}
          <Route path="*" element={later(<NotFoundPage />)} />
        </Route>
      </Routes>
    </SiteRouter>
  );
}
