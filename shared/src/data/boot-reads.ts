/**
 * Requests the page's inline script (index.template.html) starts before any of our
 * code has downloaded: the runtime files and the six content reads. Each is handed
 * out once; a retry or a URL the script did not guess fetches afresh.
 */
export type BootReads = {
  config?: Promise<unknown>;
  registry?: Promise<unknown>;
  content?: Record<string, Promise<Response>>;
  /** Messages from the service worker that arrived before our code did (null once taken). */
  messages?: unknown[] | null;
};

function boot(): BootReads | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as Window & { __vhBoot?: BootReads }).__vhBoot;
}

/** The runtime file the page already asked for ('config' or 'registry'), once. */
export function takeBootFile(name: 'config' | 'registry'): Promise<unknown> | undefined {
  const reads = boot();
  const started = reads?.[name];
  if (reads) delete reads[name];
  return started;
}

/** The content read the page already started for exactly this URL, once. */
export function takeBootRead(url: string): Promise<Response> | undefined {
  const content = boot()?.content;
  const started = content?.[url];
  if (content) delete content[url];
  return started;
}

/** Service-worker messages the page received before the shell listened, once. */
export function takeBootMessages(): unknown[] {
  const reads = boot();
  const messages = reads?.messages ?? [];
  if (reads) reads.messages = null;
  return messages;
}
