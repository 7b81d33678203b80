/**
 * Requests the page's boot script (shell/src/startup/boot/, inline in index.html) starts before any
 * of our code has downloaded: the runtime files, the paper lists' first parts, the manifest
 * of the first screen's section and, when that screen is a document's viewer, page 1's
 * preview. Each is handed out once; a retry or a URL the script did not guess fetches afresh.
 */
export type BootReads = {
  config?: Promise<unknown>;
  registry?: Promise<unknown>;
  content?: Record<string, Promise<Response>>;
  /** The first screen's section's mf-manifest.json, keyed by its URL in /remotes.json. */
  manifests?: Record<string, Promise<Response>>;
  /** The first screen's document's page-1 preview, keyed by its media URL. */
  previews?: Record<string, Promise<Response>>;
  /** Messages from the service worker that arrived before our code did (null once taken). */
  messages?: unknown[] | null;
};

type BootWindow = Window & { __vhBoot?: BootReads };

function boot(): BootReads | undefined {
  return typeof window === 'undefined' ? undefined : (window as BootWindow).__vhBoot;
}

/** The boot script hands its reads over here. */
export function installBootReads(reads: BootReads): void {
  (window as BootWindow).__vhBoot = reads;
}

/** The runtime file the page already asked for ('config' or 'registry'), once. */
export function takeBootFile(name: 'config' | 'registry'): Promise<unknown> | undefined {
  const reads = boot();
  const started = reads?.[name];
  if (reads) delete reads[name];
  return started;
}

function takeOnce(
  reads: Record<string, Promise<Response>> | undefined,
  url: string,
): Promise<Response> | undefined {
  const started = reads?.[url];
  if (reads) delete reads[url];
  return started;
}

/** The content read the page already started for exactly this URL, once. */
export const takeBootRead = (url: string): Promise<Response> | undefined =>
  takeOnce(boot()?.content, url);

/** The remote manifest the page already started for exactly this URL, once. */
export const takeBootManifest = (url: string): Promise<Response> | undefined =>
  takeOnce(boot()?.manifests, url);

/** The preview the page already started for exactly this URL, once. */
export const takeBootPreview = (url: string): Promise<Response> | undefined =>
  takeOnce(boot()?.previews, url);

/** Service-worker messages the page received before the shell listened, once. */
export function takeBootMessages(): unknown[] {
  const reads = boot();
  const messages = reads?.messages ?? [];
  if (reads) reads.messages = null;
  return messages;
}
