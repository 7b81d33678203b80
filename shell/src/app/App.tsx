import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteRegistry } from '@vithelper/shared';
import { AboutPage } from '../features/pages/components/AboutPage';
import { AboutUsPage } from '../features/pages/components/AboutUsPage';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { WorkInProgressPage } from '../features/pages/components/WorkInProgressPage';
import { StatusPage } from '../features/pages/components/StatusPage';
import { RemotePage } from '../features/remotes/components/RemotePage';
import { Layout } from './Layout';
import { buildNav } from './nav';

export interface AppProps {
  registry: RemoteRegistry;
}

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
