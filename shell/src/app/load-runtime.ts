import { parseRegistry, type RemoteRegistry, type RuntimeConfig } from '@vithelper/shared';

export type Runtime = {
  config: RuntimeConfig;
  registry: RemoteRegistry;
};

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Runtime settings and the remote registry: read at every page load, never compiled in. */
export async function loadRuntime(): Promise<Runtime> {
  const [config, registry] = await Promise.all([
    fetchJson<RuntimeConfig>('/config.json'),
    fetchJson<unknown>('/remotes.json'),
  ]);
  return { config, registry: parseRegistry(registry) };
}
