import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteRegistry } from '@vithelper/shared';
import { AboutPage } from '../features/pages/components/about-page';
import { AboutUsPage } from '../features/pages/components/about-us-page';
import { NotFoundPage } from '../features/pages/components/not-found-page';
import { WorkInProgressPage } from '../features/pages/components/work-in-progress-page';
import { StatusPage } from '../features/pages/components/status-page';
import { RemotePage } from '../features/remotes/components/remote-page';
import { Layout } from './layout';
import { buildNav } from './nav';

export type AppProps = {
  registry: RemoteRegistry;
};

/** Every route: the shell's own pages plus each path the registry gives a remote. */
export function App({ registry }: AppProps) {
  const nav = useMemo(() => buildNav(registry.remotes), [registry]);
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout nav={nav} />}>
          <Route path="/" element={<AboutPage />} />
          <Route path="/about-us" element={<AboutUsPage />} />
          <Route path="/work-in-progress" element={<WorkInProgressPage />} />
          <Route path="/status" element={<StatusPage />} />
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
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
