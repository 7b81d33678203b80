/**
 * Federation runtime plugin: when a remote's manifest arrives, records its
 * version for /status and warns in the console about every shared singleton
 * the remote needs in a range the shell's copy does not satisfy. With
 * singletons the shell's copy wins silently; this makes the skew visible.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteManifest } from './remote-manifests';
import {
  describeSkew,
  findVersionSkew,
  hostSharedVersions,
  type ManifestShared,
} from './version-skew';

type ManifestShape = {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  shared?: ManifestShared[];
};

export default function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vithelper-version-skew',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as ManifestShape | undefined;
      if (args.from !== 'manifest' || !manifest) return args;
      const remote = args.moduleInfo.name;
      const provided = hostSharedVersions(args.options.name, args.options.shared);
      const skews = findVersionSkew(remote, manifest.shared ?? [], provided);
      for (const skew of skews) console.warn(`[VITHelper] Version skew: ${describeSkew(skew)}`);
      recordRemoteManifest(remote, {
        manifestUrl: args.manifestUrl ?? '',
        version: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown',
        skews,
      });
      return args;
    },
  };
}
