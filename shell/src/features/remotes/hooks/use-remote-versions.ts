import { useEffect, useState } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';
import { onRemoteManifest, remoteManifestInfo } from '../data/remote-manifests';
import {
  findVersionSkew,
  hostSharedVersions,
  type ManifestShared,
  type VersionSkew,
} from '../data/version-skew';

export type RemoteVersion = {
  /** metaData.buildInfo.buildVersion of the manifest the registry names; undefined while reading it. */
  version?: string;
  /** Why the manifest could not be read. */
  error?: string;
  skews: VersionSkew[];
};

type ManifestShape = {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: ManifestShared[];
};

async function readVersion(remote: RemoteRegistryEntry): Promise<RemoteVersion> {
  const known = remoteManifestInfo(remote.name);
  if (known && known.manifestUrl === remote.manifest)
    return { version: known.version, skews: known.skews };
  try {
    const response = await fetch(remote.manifest, { cache: 'no-store' });
    if (!response.ok) return { error: `answered ${response.status}`, skews: [] };
    const manifest = (await response.json()) as ManifestShape;
    const host = getInstance();
    const provided = host ? hostSharedVersions(host.options.name, host.options.shared) : {};
    return {
      version: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown',
      skews: findVersionSkew(remote.name, manifest.shared ?? [], provided),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), skews: [] };
  }
}

/** Each registered remote's version, read from the manifest the registry names (the loaded one when loaded). */
export function useRemoteVersions(
  remotes: readonly RemoteRegistryEntry[],
): Record<string, RemoteVersion> {
  const [versions, setVersions] = useState<Record<string, RemoteVersion>>({});
  useEffect(() => {
    let active = true;
    const refresh = () => {
      for (const remote of remotes) {
        void readVersion(remote).then((version) => {
          if (active) setVersions((current) => ({ ...current, [remote.name]: version }));
        });
      }
    };
    refresh();
    const stop = onRemoteManifest(refresh);
    return () => {
      active = false;
      stop();
    };
  }, [remotes]);
  return versions;
}
