/**
 * Stands in for shell/src/features/remotes/data/runtime-loader.ts in the
 * single-bundle baseline: the same two calls, but each section's routes module
 * is compiled into the one build and split with a plain dynamic import, so the
 * baseline runs the shell's own start-up (federation.ts) and differs from the
 * real site by federation alone.
 */
import type { RemoteRoutesModule } from '@vithelper/shared';
import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';

const sections: Record<string, () => Promise<RemoteRoutesModule>> = {
  exams: () => import('@vithelper/exams/routes'),
  placements: () => import('@vithelper/placements/routes'),
  blogs: () => import('@vithelper/blogs/routes'),
};

export function registerWithRuntime(_entries: readonly RemoteRegistryEntry[]): void {
  // Nothing to register: the sections are part of this build.
}

export function loadRoutesModule(entry: RemoteRegistryEntry): Promise<RemoteRoutesModule> {
  const load = sections[entry.name];
  if (!load) throw new Error(`The single-bundle baseline has no section "${entry.name}".`);
  return load();
}

export function loadExposedModule(name: string, expose: string): Promise<unknown> {
  if (name === 'exams' && expose === './pdf-pane') {
    return import('@vithelper/exams/pdf-pane');
  }
  return Promise.reject(new Error(`The single-bundle baseline has no ${name}/${expose}.`));
}
