/**
 * Runs one remote alone, for its team: reads the remote's own /config.json,
 * reads every list whole (whole-lists.ts; the shell's start-up is the shell's), starts the session, and renders the remote's routes in a
 * plain frame. Imports go through the package name so the bus is the same
 * singleton the pages use.
 */
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { connectFirebase, type RemoteRoute, SiteRouter } from '@vithelper/shared';
// Alone on its port a remote is its own start-up, so it writes the settings the shell would.
import { setConfig } from '../bus/event-bus';
import { setListReader } from '../bus/lists';
import { loadWholeLists, wholeListReader } from './whole-lists';
import './standalone.css';

function Frame({
  name,
  routes,
  config,
}: {
  name: string;
  routes: RemoteRoute[];
  config: RuntimeConfig;
}) {
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    loadWholeLists().then(
      () => {
        setState('ready');
        void connectFirebase(config).catch(() => undefined);
      },
      (error: unknown) => setState(String(error)),
    );
  }, [config]);
  if (state === 'loading') return <p role="status">Loading {name}…</p>;
  if (state !== 'ready') return <p role="alert">Could not load the content: {state}</p>;
  return (
    <SiteRouter>
      <header className="standalone-header">
        <strong>{name} (standalone)</strong>
        <nav aria-label="Section pages">
          {routes
            .filter((route) => !route.path.includes(':'))
            .map((route) => (
              <Link key={route.path} to={route.path}>
                {route.title}
              </Link>
            ))}
        </nav>
      </header>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<p>Not a page of this section.</p>} />
        </Routes>
      </Suspense>
    </SiteRouter>
  );
}

export async function runStandalone(name: string, routes: RemoteRoute[]): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const config = (await (
    await fetch('/config.json', { cache: 'no-store' })
  ).json()) as RuntimeConfig;
  setConfig(config);
  setListReader(wholeListReader);
  createRoot(root).render(
    <StrictMode>
      <Frame name={name} routes={routes} config={config} />
    </StrictMode>,
  );
}
