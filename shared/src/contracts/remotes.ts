import type { ComponentType } from 'react';
import type { RegistryCandidate } from '../release/choose-release';

/** One navigation entry a remote contributes to the header and the mobile menu. */
export type NavEntry = {
  label: string;
  path: string;
  /** Entries with the same group are shown in one dropdown (e.g. "Examination"). */
  group?: string;
  /** Listed in the mobile menu only, not in the desktop header. */
  menuOnly?: boolean;
};

/** One remote in /remotes.json. */
export type RemoteRegistryEntry = {
  name: string;
  /** The section's name as students read it, e.g. "Placements". */
  label: string;
  /** URL of the remote's mf-manifest.json: the stable version. */
  manifest: string;
  /** Another version offered to a share of devices (docs/deploying-one-remote.md). */
  candidate?: RegistryCandidate;
  /** Route paths (react-router syntax) this remote owns. */
  routes: string[];
  nav: NavEntry[];
  /** Other origins of this remote's own sites whose versions may be previewed (the manifest's origin always may). */
  previewOrigins?: string[];
};

export type RemoteRegistry = {
  remotes: RemoteRegistryEntry[];
};

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

/** The module id the shell loads from a remote. */
export const ROUTES_EXPOSE = './routes';
