import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { loadedRemoteRoutes, loadRemoteRoutes } from '../data/federation';
import { reportLoad } from '../data/release-reports';
import { Loader } from '../../../common/components/loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

export type RemotePageProps = {
  remote: string;
  /** Section name as students read it, e.g. "Placements". */
  section: string;
  path: string;
};

/** One route owned by a remote: fetched on first display, inside its own boundary. */
export function RemotePage({ remote, section, path }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected promise, so every attempt gets a new lazy component.
  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const module = await loadRemoteRoutes(remote, attempt > 0);
        const route = module.routes.find((candidate) => candidate.path === path);
        if (!route) throw new Error(`The ${section} section has no page for ${path}.`);
        // A remote's page may itself be lazy (route-level splitting); a lazy must resolve to a plain component.
        const Component = route.Component;
        return { default: () => <FirstScreen remote={remote} Component={Component} /> };
      }),
    [remote, section, path, attempt],
  );
  // Already loaded (the first screen waited for it): rendered at once, with no loading fallback,
  // which React would hold on screen for 300 ms (docs/performance.md, "Warm repeat visit").
  const [Ready] = useState(
    () =>
      loadedRemoteRoutes(remote)?.routes.find((candidate) => candidate.path === path)?.Component,
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      section={section}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<Loader label={`Loading ${section}…`} />}>
        {Ready && attempt === 0 ? <FirstScreen remote={remote} Component={Ready} /> : <Page />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

type FirstScreenProps = { remote: string; Component: ComponentType };

/** A section's page; once it has rendered, its load is reported ok (once per page: ./release-reports.ts). */
function FirstScreen({ remote, Component }: FirstScreenProps) {
  useEffect(() => reportLoad(remote, 'ok'), [remote]);
  return <Component />;
}
