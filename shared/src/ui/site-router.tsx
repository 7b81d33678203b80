/**
 * The site's browser router: React Router's BrowserRouter, with every navigation's state update
 * run in React.startTransition. A page that suspends (a section still loading) leaves the page
 * before it on screen instead of falling back to the loader. Version 6.3 has no such option
 * (docs/decisions/009-router-6.md says why the site is on 6.3), so this is its BrowserRouter
 * with that one change.
 */
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { createBrowserHistory, type BrowserHistory, type Update } from 'history';

type SiteRouterProps = { children: ReactNode };

export function SiteRouter({ children }: SiteRouterProps) {
  const [browserHistory] = useState<BrowserHistory>(() => createBrowserHistory({ window }));
  const [state, setState] = useState<Update>({
    action: browserHistory.action,
    location: browserHistory.location,
  });
  useLayoutEffect(
    () => browserHistory.listen((update) => startTransition(() => setState(update))),
    [browserHistory],
  );
  return (
    <Router navigator={browserHistory} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
