/**
 * Stands in for shell/src/features/remotes/data/federation.ts in the
 * single-bundle baseline: the same API, but each section's routes module is
 * compiled into the one build and split with a plain dynamic import, so the
 * baseline differs from the real site by federation alone.
 */
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@vithelper/shared';
import { recordRemoteStatus } from '../../../shell/src/features/remotes/data/remote-status';

const sections: Record<string, () => Promise<RemoteRoutesModule>> = {
  exams: () => import('../../../remotes/exams/src/routes'),
  placements: () => import('../../../remotes/placements/src/routes'),
  blogs: () => import('../../../remotes/blogs/src/routes'),
};

let registry: RemoteRegistryEntry[] = [];

export function registerRegistry(entries: RemoteRegistryEntry[]): void {
  registry = entries;
}

export const registeredRemotes = (): readonly RemoteRegistryEntry[] => registry;

export async function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  const load = sections[name];
  if (!load) throw new Error(`The single-bundle baseline has no section "${name}".`);
  const module = await load();
  recordRemoteStatus(name, { state: 'loaded' });
  return module;
}
