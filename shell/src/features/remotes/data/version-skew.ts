import { satisfy } from '@module-federation/enhanced/runtime';

/** The singletons whose version a remote and the shell must agree on. */
const WATCHED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@vithelper/shared'] as const;

/** One entry of a manifest's `shared` list (what the remote was built against). */
export type ManifestShared = {
  name: string;
  version?: string;
  requiredVersion?: string | false;
};

/** A singleton the remote needs in a range the shell's copy does not satisfy. */
export type VersionSkew = {
  remote: string;
  pkg: string;
  /** The range the remote asks for, e.g. "^20.0.0". */
  required: string;
  /** The version the shell provides, e.g. "19.3.1". */
  provided: string;
};

export function findVersionSkew(
  remote: string,
  shared: readonly ManifestShared[],
  provided: Readonly<Record<string, string>>,
): VersionSkew[] {
  const skews: VersionSkew[] = [];
  for (const pkg of WATCHED_SINGLETONS) {
    const required = shared.find((item) => item.name === pkg)?.requiredVersion;
    const hostVersion = provided[pkg];
    if (!required || !hostVersion || satisfy(hostVersion, required)) continue;
    skews.push({ remote, pkg, required, provided: hostVersion });
  }
  return skews;
}

export const describeSkew = ({ remote, pkg, required, provided }: VersionSkew): string =>
  `The "${remote}" remote needs ${pkg} ${required}, but the shell provides ${pkg} ${provided}. ` +
  `The shell's copy is used (singleton); rebuild "${remote}" against the shell's version or update the shell.`;

type HostShared = {
  version?: string;
  from?: string;
};

/** The versions the shell itself provides, from the runtime's options.shared (its own entries, not a remote's). */
export function hostSharedVersions(
  hostName: string,
  shared: Readonly<Record<string, readonly HostShared[] | undefined>> | undefined,
): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [pkg, entries] of Object.entries(shared ?? {})) {
    const own = entries?.find((entry) => entry.from === hostName) ?? entries?.[0];
    if (own?.version) versions[pkg] = own.version;
  }
  return versions;
}
