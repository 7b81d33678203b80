import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadedRemoteRoutes, loadRemoteRoutes } from '../data/federation';
import { Loader } from '../../layout/components/loader';
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
        return { default: () => <Component /> };
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
    <RemoteErrorBoundary key={attempt} section={section} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loader label={`Loading ${section}…`} />}>
        {Ready && attempt === 0 ? <Ready /> : <Page />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
