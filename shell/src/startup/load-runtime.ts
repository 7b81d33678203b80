import { takeBootFile } from '@vithelper/contracts/boot-reads';
import { parseRegistry, type RemoteRegistry } from '@vithelper/contracts/registry';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { currentPreview, startPreview } from '../features/preview/data/preview';
import { applyReleases } from '../features/remotes/data/releases';

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

/**
 * Runtime settings and the remote registry as this device uses it (a candidate for its
 * bucket, this tab's preview): read at every page load, never compiled in.
 */
export async function loadRuntime(): Promise<Runtime> {
  const [config, registry] = await Promise.all([
    (takeBootFile('config') as Promise<RuntimeConfig> | undefined) ??
      fetchJson<RuntimeConfig>('/config.json'),
    (takeBootFile('registry') as Promise<unknown> | undefined) ??
      fetchJson<unknown>('/remotes.json'),
  ]);
  const published = parseRegistry(registry);
  // startPreview checks the request against the published registry; the releases then apply.
  startPreview(published);
  return { config, registry: applyReleases(published, currentPreview()) };
}
