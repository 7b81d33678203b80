/** One navigation entry a remote contributes to the header and the mobile menu. */
export type NavEntry = {
  label: string;
  path: string;
  /** Entries with the same group are shown in one dropdown (e.g. "Examination"). */
  group?: string;
  /** Listed in the mobile menu only, not in the desktop header. */
  menuOnly?: boolean;
};

/** Another version of a remote offered to a share of devices (docs/deploying-one-remote.md). */
export type RegistryCandidate = {
  manifest: string;
  /** Percentage of devices (0–100) that load the candidate. */
  share: number;
  /** When the candidate was offered (ISO 8601), for `registry health`. */
  since?: string;
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
  /**
   * Data files of this remote (absolute paths on its manifest's origin, e.g. the courses' list)
   * that the offline worker keeps after a visit, so its first screen opens without a network.
   */
  offline?: string[];
};

export type RemoteRegistry = {
  remotes: RemoteRegistryEntry[];
};

/**
 * The module id the shell loads from a remote: its routes, whose shape (RemoteRoutesModule) is
 * the platform's, since a page is a React component.
 */
export const ROUTES_EXPOSE = './routes';
