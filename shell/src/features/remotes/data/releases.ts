/**
 * Which release of each section this device loads (stable, a candidate by its bucket, or
 * this tab's preview), as /status shows it; ./candidate-fallback.ts switches a section to
 * stable when its candidate fails here. The page's boot script (shell/src/startup/boot/first-section.ts) makes
 * the same choice for the first screen's manifest.
 */
import type { RemoteRegistry, RemoteRegistryEntry } from '@vithelper/contracts/registry';
import { releaseFromKey, releaseKey, type LoadFailureKind } from '@vithelper/contracts/release';
import type { PreviewState } from '../../preview';
import {
  chooseRelease,
  deviceBucket,
  readFailedCandidates,
  type ReleaseChoice,
} from './choose-release';

export type SectionRelease = ReleaseChoice & {
  stable: string;
  candidate?: RemoteRegistryEntry['candidate'];
  /** Set when the candidate failed on this page and stable replaced it. */
  fellBack?: LoadFailureKind;
};

/** Replaced, never changed in place: /status reads it as a snapshot (useSyncExternalStore). */
let releases: ReadonlyMap<string, SectionRelease> = new Map();
const listeners = new Set<() => void>();

export const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** A manifest URL as a version name for people: its folder, or the URL for a site's root manifest. */
export function versionName(manifest: string): string {
  const key = releaseKey(manifest);
  return key === 'current' ? manifest : releaseFromKey(key);
}

/** The registry this device uses: each section's chosen manifest in place of the stable one. */
export function applyReleases(registry: RemoteRegistry, preview: PreviewState): RemoteRegistry {
  const failed = readFailedCandidates(storage());
  const offered = registry.remotes.some((remote) => remote.candidate);
  const bucket = offered ? deviceBucket(storage()) : 0;
  return {
    ...registry,
    remotes: registry.remotes.map((remote) => {
      const choice: ReleaseChoice =
        preview.state === 'active' && preview.remote === remote.name
          ? { which: 'preview', manifest: preview.manifest, reason: 'this tab previews it' }
          : chooseRelease(remote, { bucket, failed: failed[remote.name] });
      releases = new Map(releases).set(remote.name, {
        ...choice,
        stable: remote.manifest,
        candidate: remote.candidate,
      });
      if (
        choice.which === 'stable' &&
        remote.candidate &&
        failed[remote.name]?.manifest === remote.candidate.manifest
      )
        console.warn(`[VITHelper] The ${remote.label} section: ${choice.reason}.`);
      return { ...remote, manifest: choice.manifest };
    }),
  };
}

export const sectionRelease = (name: string): SectionRelease | undefined => releases.get(name);
/** Every section's release on this page, the same map until one changes. */
export const getReleases = (): ReadonlyMap<string, SectionRelease> => releases;

export function onReleaseChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces a section's release on this page (./candidate-fallback.ts switches it to stable). */
export function replaceRelease(name: string, release: SectionRelease): void {
  releases = new Map(releases).set(name, release);
  for (const listener of listeners) listener();
}

/** This section runs its candidate and the device is online: a failure would give way to stable. */
export const fallsBackOnFailure = (name: string): boolean =>
  releases.get(name)?.which === 'candidate' && navigator.onLine;
