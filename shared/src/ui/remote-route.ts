import type { ComponentType } from 'react';

/**
 * The shape of the module every remote exposes as ROUTES_EXPOSE (@vithelper/contracts/registry).
 * Here rather than in the contracts because a page is a React component, and the contracts
 * import no React.
 */

/** One page a remote renders for one of its route paths. */
export type RemoteRoute = {
  path: string;
  /** Page title shown in the mobile header and the document title. */
  title: string;
  Component: ComponentType;
  /**
   * Fetches the page's own code ahead of its first display. The shell calls it for the
   * first screen, so that page renders without a loading fallback (docs/performance.md,
   * "Warm repeat visit"), with the address's parameters (e.g. `{ id }`), so a page can
   * also start what its first view shows (a paper's PDF) during the start-up delay.
   */
  preload?: (params?: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
};

/** What every remote exposes as './routes'. */
export type RemoteRoutesModule = {
  routes: RemoteRoute[];
};
