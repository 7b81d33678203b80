/**
 * The only calls the shell makes into the federation runtime: register the
 * registry's remotes, and load one remote's exposed routes module (or another module it exposes to other sections). Everything
 * around them (first-screen start, retries, status) is in ./federation.ts, so
 * the single-bundle baseline (bench/single-bundle) swaps this file alone and
 * runs the same start-up.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@vithelper/shared';
import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';

/** Nothing is fetched until a route needs a remote. */
export function registerWithRuntime(entries: readonly RemoteRegistryEntry[]): void {
  registerRemotes(entries.map(({ name, manifest }) => ({ name, entry: manifest })));
}

/** A retry re-registers the remote with force, because the runtime caches a failed remoteEntry promise. */
export function loadRoutesModule(
  entry: RemoteRegistryEntry,
  retry: boolean,
): Promise<RemoteRoutesModule | null | undefined> {
  if (retry) registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
  return loadRemote<RemoteRoutesModule>(`${entry.name}/routes`);
}

/** Another exposed module of a registered remote, e.g. './pdf-pane' of exams. */
export function loadExposedModule(name: string, expose: string): Promise<unknown> {
  return loadRemote(`${name}/${expose.replace(/^\.\//, '')}`);
}
