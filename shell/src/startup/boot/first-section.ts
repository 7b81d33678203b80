/**
 * Starts the first screen's section while the shell's code downloads: the manifest of the
 * remote whose routes match this address (taken by
 * shell/src/features/remotes/data/manifest-fetch-plugin.ts), then preloads of its remoteEntry
 * and of its routes module's files, at the URLs the federation runtime loads them from. On a
 * viewer's address, the viewer's files too: the exams remote exposes them as `viewer`, the
 * chunk its routes module then loads (remotes/exams/webpack.config.ts).
 */
import { matchPath } from '@remix-run/router';
import type { RegistryCandidate } from '@vithelper/contracts/registry';
import {
  INSTRUCTIONS_VIEWER_ROUTE,
  PAPER_VIEWER_ROUTES,
  VIEWER_EXPOSE,
} from '@vithelper/contracts/papers/paths';
import {
  chooseRelease,
  deviceBucket,
  readFailedCandidates,
} from '../../features/remotes/data/choose-release';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from '../../features/preview';
import { localStore, type StartedReads } from './content-reads';

/** The part of a registry entry the boot script reads. */
type Remote = { name: string; manifest: string; routes: string[]; candidate?: RegistryCandidate };
/** A remote as this device loads it: the manifest chosen for it, and its routes. */
type Chosen = { manifest: string; routes: string[] };

/** The part of an mf-manifest.json the boot script reads. */
type Manifest = {
  metaData: { publicPath?: unknown; remoteEntry: { name: string; path?: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
};

/** The last visit's chosen manifests and their routes, by the registry of that visit. */
const REMEMBERED_REMOTES_KEY = 'vithelper.remoteAddresses';

/** The section that owns this address: the router's own rule (matchPath, as the shell routes). */
const manifestFor = (remotes: Chosen[], pathname: string): string | undefined =>
  remotes.find((remote) => remote.routes.some((route) => matchPath(route, pathname)))?.manifest;

// No crossorigin attribute: the runtime's script and stylesheet tags have none, and a
// preload is reused only by a request in the same mode.
function link(rel: string, href: string, as?: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (as) element.as = as;
  document.head.appendChild(element);
}

/** The exposes the first screen runs: the routes module, and on a viewer's address the viewer. */
function firstExposes(pathname: string): string[] {
  const viewing = [...Object.values(PAPER_VIEWER_ROUTES), INSTRUCTIONS_VIEWER_ROUTE].some((route) =>
    matchPath(route, pathname),
  );
  return viewing ? ['routes', VIEWER_EXPOSE] : ['routes'];
}

/** The remoteEntry's and the first screen's modules' files, as the manifest names them. */
export function firstSectionFiles(
  url: string,
  manifest: Manifest,
  pathname: string,
): [string, string][] {
  const meta = manifest.metaData;
  const entry = meta.remoteEntry;
  const names = firstExposes(pathname);
  const exposes = manifest.exposes.filter((expose) => names.includes(expose.name));
  // publicPath "auto" is the manifest's folder; a getPublicPath function is not guessed.
  const base =
    meta.publicPath === 'auto' || meta.publicPath === ''
      ? url.replace(/[?#].*$/, '').replace(/\/[^/]*$/, '/')
      : meta.publicPath;
  if (typeof base !== 'string') return [];
  const folder = (entry.path ?? '').replace(/^\.?\/|\/$/g, '');
  const files = new Map<string, string>([
    [base + (folder ? `${folder}/` : '') + entry.name, 'script'],
  ]);
  for (const expose of exposes) {
    // A file two exposes share is preloaded once.
    for (const file of expose.assets.js.sync) files.set(base + file, 'script');
    for (const file of expose.assets.css.sync) files.set(base + file, 'style');
  }
  return [...files];
}

function previewing(): boolean {
  try {
    // A preview swaps a manifest (shell/src/features/preview/data/preview.ts): nothing to guess.
    return (
      new URLSearchParams(location.search).has(PREVIEW_PARAM) ||
      !!sessionStorage.getItem(PREVIEW_STORAGE_KEY)
    );
  } catch {
    return false;
  }
}

export function startFirstSection(reads: StartedReads): void {
  if (previewing()) return;
  const manifests: Record<string, Promise<Response>> = (reads.manifests = {});
  const start = (url: string | undefined) => {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url) || manifests[url]) return;
    // The manifest's fetch opens a connection without credentials; the scripts need another.
    link('preconnect', new URL(url).origin);
    // The runtime is handed the response once the preloads are in, so that its own script
    // tags, which come next, always find them (a clone: the runtime reads this body).
    manifests[url] = fetch(url).then((response) => {
      const handOver = () => response;
      if (!response.ok) return response;
      return response
        .clone()
        .json()
        .then((manifest: Manifest) => {
          for (const [href, as] of firstSectionFiles(url, manifest, location.pathname))
            link('preload', href, as);
        })
        .then(handOver, handOver);
    });
    manifests[url].catch(() => undefined);
  };
  const storage = localStore();
  const failed = readFailedCandidates(storage);
  // A repeat visit starts the section the last visit's registry names for this address at
  // once; the registry of this load decides, and a manifest it names instead is started then.
  try {
    const remembered = manifestFor(
      JSON.parse(storage?.getItem(REMEMBERED_REMOTES_KEY) ?? '[]') as Chosen[],
      location.pathname,
    );
    // Not a candidate that has since failed on this device: it loads stable now.
    if (!Object.values(failed).some((failure) => failure?.manifest === remembered))
      start(remembered);
  } catch {
    // Nothing remembered that can be read.
  }
  reads.registry
    .then((registry) => {
      const entries = (registry as { remotes: Remote[] }).remotes;
      // The release this device loads: the shell's own choice (shell/src/features/remotes/data/choose-release.ts).
      const bucket = entries.some((remote) => remote.candidate) ? deviceBucket(storage) : 0;
      const remotes: Chosen[] = entries.map((remote) => ({
        manifest: chooseRelease(remote, { bucket, failed: failed[remote.name] }).manifest,
        routes: remote.routes,
      }));
      try {
        storage?.setItem(REMEMBERED_REMOTES_KEY, JSON.stringify(remotes));
      } catch {
        // Full or refused: the next visit waits for the registry.
      }
      start(manifestFor(remotes, location.pathname));
    })
    .catch(() => undefined);
}
