import { takeBootFile, type RemoteRegistry, type RuntimeConfig } from '@vithelper/shared';

export type Runtime = {
  config: RuntimeConfig;
  registry: RemoteRegistry;
};

async function fetchJson<T>(url: string): Promise<T> {
  // no-cache: always asked of the server (or the service worker's network-first route).
  const response = await fetch(url, { cache: 'no-cache' });
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

/** Runtime settings and the remote registry: read at every page load, never compiled in. */
export async function loadRuntime(): Promise<Runtime> {
  const [config, registry] = await Promise.all([
    (takeBootFile('config') as Promise<RuntimeConfig> | undefined) ??
      fetchJson<RuntimeConfig>('/config.json'),
    (takeBootFile('registry') as Promise<RemoteRegistry> | undefined) ??
      fetchJson<RemoteRegistry>('/remotes.json'),
  ]);
  return { config, registry: checkRegistry(registry) };
}
