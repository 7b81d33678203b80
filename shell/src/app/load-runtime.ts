import { parseRegistry, type RemoteRegistry, type RuntimeConfig } from '@vithelper/shared';
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

/** Runtime settings and the remote registry (with this tab's preview, if any): read at every page load, never compiled in. */
export async function loadRuntime(): Promise<Runtime> {
  const [config, registry] = await Promise.all([
    fetchJson<RuntimeConfig>('/config.json'),
    fetchJson<unknown>('/remotes.json'),
  ]);
  return { config, registry: startPreview(parseRegistry(registry)) };
}
