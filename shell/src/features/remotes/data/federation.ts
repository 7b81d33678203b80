import { matchPath } from 'react-router-dom';
import { setSectionModuleLoader, type RemoteRoutesModule } from '@vithelper/shared';
import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';
import { noteLoaded, noteLoadStart } from './release-reports';
import { sectionRelease } from './releases';
import { recordRemoteStatus } from './remote-status';
import { loadExposedModule, loadRoutesModule, registerWithRuntime } from './runtime-loader';

let registry: RemoteRegistryEntry[] = [];

/** Registers every remote of /remotes.json. Nothing is fetched until a route needs it. */
export function registerRegistry(entries: RemoteRegistryEntry[]): void {
  registry = entries;
  registerWithRuntime(entries);
  // A section may use a module another section exposes (shared/src/data/section-modules.ts).
  setSectionModuleLoader((name, expose) => {
    if (!registry.some((remote) => remote.name === name)) {
      return Promise.reject(new Error(`No remote named "${name}" is registered in remotes.json.`));
    }
    return loadExposedModule(name, expose);
  });
}

export const registeredRemotes = (): readonly RemoteRegistryEntry[] => registry;

/** Loads started before the page asked for them (the first screen's section), handed out once. */
const started = new Map<string, Promise<RemoteRoutesModule>>();
/** The first screen's section with its page's own code: settles (never rejects) when both are in or one failed. */
let firstScreen: Promise<void> = Promise.resolve();
/** Sections whose routes module has loaded on this page, for a render that must not suspend. */
const loaded = new Map<string, RemoteRoutesModule>();

/** The routes module of a section already loaded on this page, if any. */
export const loadedRemoteRoutes = (name: string): RemoteRoutesModule | undefined =>
  loaded.get(name);

/** The registered remote that owns this address, if any. */
export function remoteForPath(pathname: string): string | undefined {
  return registry.find((remote) => remote.routes.some((path) => matchPath(path, pathname)))?.name;
}

/**
 * When the first screen belongs to a remote, starts loading it now, beside the
 * content reads, instead of after them. The page's own load then takes this one.
 */
export function startRemoteFor(pathname: string): void {
  const name = remoteForPath(pathname);
  if (!name || started.has(name)) return;
  const load = loadRemoteRoutes(name, false);
  // A failure is the page's to show, when it takes this load.
  load.catch(() => undefined);
  started.set(name, load);
  firstScreen = load
    .then((module) => {
      for (const route of module.routes) {
        const match = matchPath(route.path, pathname);
        if (match) return route.preload?.(match.params);
      }
      return undefined;
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Resolves when the first screen's section and its page's code have loaded (or failed),
 * or after `capMs`, whichever is first; at once on a shell route. The start-up waits for
 * it once the content is there, so a section page that is nearly ready renders with the
 * shell instead of after a loading fallback: React holds back a page that replaces a
 * fallback until 300 ms after the fallback showed (docs/performance.md, "Warm repeat visit").
 */
export function firstScreenLoaded(capMs: number): Promise<void> {
  return Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

/** Loads a remote's routes module (a retry loads afresh: ./runtime-loader.ts). */
export async function loadRemoteRoutes(name: string, retry: boolean): Promise<RemoteRoutesModule> {
  const early = started.get(name);
  started.delete(name);
  if (early && !retry) return early;
  const entry = registry.find((remote) => remote.name === name);
  if (!entry) throw new Error(`No remote named "${name}" is registered in remotes.json.`);
  noteLoadStart(name);
  try {
    return await loadFrom(entry, retry);
  } catch (error) {
    const fallback = await afterFailure(name, error, 'load');
    if (fallback === 'reload') return reloadForStable();
    if (fallback === 'now') {
      const stable = { ...entry, manifest: sectionRelease(name)!.manifest };
      registry = registry.map((remote) => (remote.name === name ? stable : remote));
      noteLoadStart(name);
      try {
        return await loadFrom(stable, true);
      } catch (stableError) {
        await afterFailure(name, stableError, 'load');
        throw stableError;
      }
    }
    throw error;
  }
}

/**
 * ./candidate-fallback.ts, fetched when a load or render fails. When even that cannot be
 * fetched (the network is gone), nothing is reported and the failure is shown as it is.
 */
export async function afterFailure(
  name: string,
  error: unknown,
  phase: 'load' | 'render',
): Promise<'now' | 'reload' | undefined> {
  try {
    const module = await import(
      /* webpackChunkName: "candidate-fallback" */ './candidate-fallback'
    );
    return module.afterFailure(name, error, phase);
  } catch {
    return undefined;
  }
}

async function loadFrom(entry: RemoteRegistryEntry, retry: boolean): Promise<RemoteRoutesModule> {
  const { name } = entry;
  try {
    const module = await loadRoutesModule(entry, retry);
    if (!module || !Array.isArray(module.routes)) {
      throw new Error(`The ${name} section exposes no routes module.`);
    }
    noteLoaded(name);
    recordRemoteStatus(name, { state: 'loaded', error: undefined });
    loaded.set(name, module);
    return module;
  } catch (error) {
    recordRemoteStatus(name, { state: 'failed', error: String(error) });
    throw error;
  }
}

/**
 * Loads the page again once this device is switched to stable (./candidate-fallback.ts says
 * why a reload): the section's loader stays on screen meanwhile, never an error.
 */
export function reloadForStable(): Promise<never> {
  window.location.reload();
  return new Promise<never>(() => undefined);
}
