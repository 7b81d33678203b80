import type { RemoteRegistry } from '@vithelper/contracts/registry';

/**
 * Previewing one section at another version in this browser session only:
 * `?preview=placements@1.0.1-0badcafe` swaps that remote's manifest for the
 * version folder on the remote's own site. The version is looked up on the
 * origins the registry allows for that remote; any other URL is refused (a
 * query string must never choose where code is loaded from).
 */

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'vithelper.preview';

/** A version name as the build writes it (1.0.1-0badcafe): a folder name, never a path or URL. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export type PreviewState =
  | { state: 'none' }
  | { state: 'active'; remote: string; version: string; manifest: string }
  | { state: 'refused'; request: string; message: string };

/** The origins a remote's versions may be previewed from: its registry manifest's and the listed ones. */
function previewOrigins(registry: RemoteRegistry, remote: string): string[] {
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry) return [];
  return [new URL(entry.manifest).origin, ...(entry.previewOrigins ?? [])];
}

/** Checks a `<remote>@<version>` (or `<remote>@<manifest URL on its own site>`) request against the registry. */
export function resolvePreview(registry: RemoteRegistry, request: string): PreviewState {
  const refuse = (message: string): PreviewState => ({ state: 'refused', request, message });
  const at = request.indexOf('@');
  const remote = at > 0 ? request.slice(0, at) : '';
  const target = at > 0 ? request.slice(at + 1) : '';
  if (!remote || !target)
    return refuse(`"${request}" is not a preview; use ?preview=<section>@<version>.`);
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry) return refuse(`There is no section "${remote}" to preview.`);
  const allowed = previewOrigins(registry, remote);
  if (VERSION_PATTERN.test(target)) {
    const manifest = new URL(`/${target}/mf-manifest.json`, entry.manifest).href;
    return { state: 'active', remote, version: target, manifest };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return refuse(`"${target}" is neither a version nor a URL.`);
  }
  const folders = url.pathname.split('/').filter(Boolean);
  const version = folders.length === 2 && folders[1] === 'mf-manifest.json' ? folders[0]! : '';
  if (!allowed.includes(url.origin) || !VERSION_PATTERN.test(version) || url.search || url.hash) {
    return refuse(
      `${url.origin} is not one of the ${entry.label} section's own sites (${allowed.join(', ')}): only their versions can be previewed.`,
    );
  }
  return { state: 'active', remote, version, manifest: url.href };
}

/**
 * The preview this tab asked for: from the address (then kept in sessionStorage
 * and removed from the address), else from sessionStorage.
 */
export function readPreviewRequest(
  location: Pick<Location, 'href'> = window.location,
  storage: Storage = window.sessionStorage,
): string | undefined {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get(PREVIEW_PARAM);
  if (fromUrl !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
    storage.setItem(PREVIEW_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  return storage.getItem(PREVIEW_STORAGE_KEY) ?? undefined;
}

/** The registry this tab uses: the previewed remote's manifest swapped, the rest as published. */
export function applyPreview(registry: RemoteRegistry, preview: PreviewState): RemoteRegistry {
  if (preview.state !== 'active') return registry;
  return {
    ...registry,
    remotes: registry.remotes.map((remote) =>
      remote.name === preview.remote ? { ...remote, manifest: preview.manifest } : remote,
    ),
  };
}

let current: PreviewState = { state: 'none' };

/** Reads the request, checks it and remembers the outcome for the banner; a refused request is forgotten. */
export function startPreview(registry: RemoteRegistry): RemoteRegistry {
  const request = readPreviewRequest();
  current = request ? resolvePreview(registry, request) : { state: 'none' };
  if (current.state === 'refused') window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  return applyPreview(registry, current);
}

export const currentPreview = (): PreviewState => current;

/** Back to the published version: forget the preview and load the page again. */
export function stopPreview(): void {
  window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  window.location.reload();
}
