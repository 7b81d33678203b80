/**
 * What the shell learnt from each remote's manifest on this page: its version
 * and any shared-singleton skew. Plain module state (no rxjs): the runtime
 * plugin that fills it runs before shared modules are negotiated.
 */
import type { VersionSkew } from './version-skew';

export type RemoteManifestInfo = {
  manifestUrl: string;
  /** metaData.buildInfo.buildVersion, e.g. "1.0.0-3fa9c1d2". */
  version: string;
  skews: VersionSkew[];
};

const infos = new Map<string, RemoteManifestInfo>();
const listeners = new Set<() => void>();

export function recordRemoteManifest(name: string, info: RemoteManifestInfo): void {
  infos.set(name, info);
  for (const listener of listeners) listener();
}

export const remoteManifestInfo = (name: string): RemoteManifestInfo | undefined => infos.get(name);

export function onRemoteManifest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
