import type { RemoteRegistry, RuntimeConfig } from '@vithelper/shared';
import { startPreview } from '../features/preview/data/preview';

export type Runtime = {
  config: RuntimeConfig;
  registry: RemoteRegistry;
};

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function checkRegistry(registry: RemoteRegistry): RemoteRegistry {
  if (!registry || !Array.isArray(registry.remotes))
    throw new Error('remotes.json has no "remotes" list');
  for (const remote of registry.remotes) {
    if (
      !remote.name ||
      !remote.manifest ||
      !Array.isArray(remote.routes) ||
      !Array.isArray(remote.nav)
    ) {
      throw new Error(
        `remotes.json: entry "${remote.name ?? '?'}" needs name, manifest, routes and nav`,
      );
    }
  }
  return registry;
}

/** Runtime settings and the remote registry (with this tab's preview, if any): read at every page load, never compiled in. */
export async function loadRuntime(): Promise<Runtime> {
  const [config, registry] = await Promise.all([
    fetchJson<RuntimeConfig>('/config.json'),
    fetchJson<RemoteRegistry>('/remotes.json'),
  ]);
  return { config, registry: startPreview(checkRegistry(registry)) };
}
