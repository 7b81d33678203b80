import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@vithelper/shared';
import { recordRemoteStatus } from './remote-status';

let registry: RemoteRegistryEntry[] = [];

/** Registers every remote of /remotes.json. Nothing is fetched until a route needs it. */
export function registerRegistry(entries: RemoteRegistryEntry[]): void {
  registry = entries;
  registerRemotes(entries.map(({ name, manifest }) => ({ name, entry: manifest })));
}

export const registeredRemotes = (): readonly RemoteRegistryEntry[] => registry;

/**
 * Loads a remote's routes module. A retry re-registers the remote with force,
 * because the runtime caches a failed remoteEntry promise.
 */
export async function loadRemoteRoutes(name: string, retry: boolean): Promise<RemoteRoutesModule> {
  const entry = registry.find((remote) => remote.name === name);
  if (!entry) throw new Error(`No remote named "${name}" is registered in remotes.json.`);
  if (retry) registerRemotes([{ name, entry: entry.manifest }], { force: true });
  try {
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module || !Array.isArray(module.routes)) {
      throw new Error(`The ${name} section exposes no routes module.`);
    }
    recordRemoteStatus(name, { state: 'loaded' });
    return module;
  } catch (error) {
    recordRemoteStatus(name, { state: 'failed', error: String(error) });
    throw error;
  }
}
