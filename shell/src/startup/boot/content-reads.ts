/**
 * The runtime files and the start-up's content reads, started while the shell's code downloads:
 * the paper lists' first parts at firstPartUrl's address (shell/src/startup/lists/first-part-query.ts,
 * after contentUrl's rule in packages/contracts/src/content/content-reads.ts), handed over by
 * packages/contracts/src/runtime-config/boot-reads.ts; a read whose URL differs is simply fetched again. Materials,
 * FAQs and placements are read when a page asks for them.
 */
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import type { BootReads } from '@vithelper/contracts/boot-reads';
import { FIRST_PART_LISTS, firstPartUrl } from '../lists/first-part-query';

/** What the boot script needs of /config.json: where the content and the files are. */
export type BootConfig = {
  firebase: Pick<RuntimeConfig['firebase'], 'databaseURL' | 'projectId' | 'storageBucket'>;
  emulators?: Pick<NonNullable<RuntimeConfig['emulators']>, 'database' | 'storage'>;
};

/** The reads the page starts, and where the content is (this visit's config, or the last one's). */
export type StartedReads = Omit<BootReads, 'config' | 'registry' | 'content'> & {
  config: Promise<RuntimeConfig>;
  registry: Promise<unknown>;
  content: Record<string, Promise<Response>>;
  /** The last visit's addresses (null on a first visit), then this load's config's. */
  remembered: BootConfig | null;
};

/** The last visit's content and file addresses, so a repeat visit need not wait for /config.json. */
export const REMEMBERED_CONFIG_KEY = 'vithelper.contentConfig';

const HOST = /^[\w.-]+:\d+$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The remembered addresses, when they are well-formed (else none: /config.json decides). */
function readRememberedConfig(text: string | null): BootConfig | null {
  try {
    const { firebase, emulators } = (JSON.parse(text ?? 'null') ?? {}) as Partial<BootConfig>;
    if (
      !firebase ||
      !isText(firebase.databaseURL) ||
      !/^https?:\/\/[^/]+/.test(firebase.databaseURL) ||
      !isText(firebase.projectId) ||
      !isText(firebase.storageBucket)
    )
      return null;
    if (emulators && !(HOST.test(emulators.database) && HOST.test(emulators.storage))) return null;
    const { databaseURL, projectId, storageBucket } = firebase;
    return {
      firebase: { databaseURL, projectId, storageBucket },
      ...(emulators
        ? { emulators: { database: emulators.database, storage: emulators.storage } }
        : {}),
    };
  } catch {
    return null;
  }
}

/** The part of a config the next visit's boot script starts from. */
const rememberedFrom = ({ firebase, emulators }: RuntimeConfig): BootConfig => ({
  firebase: {
    databaseURL: firebase.databaseURL,
    projectId: firebase.projectId,
    storageBucket: firebase.storageBucket,
  },
  ...(emulators ? { emulators: { database: emulators.database, storage: emulators.storage } } : {}),
});

const json = (url: string): Promise<unknown> =>
  fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });

export const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The first parts' reads at the addresses a config gives, each URL once. */
function readFirstParts(reads: StartedReads, config: BootConfig): void {
  for (const list of FIRST_PART_LISTS) {
    const url = firstPartUrl(config, list);
    if (reads.content[url]) continue;
    reads.content[url] = fetch(url);
    reads.content[url].catch(() => undefined);
  }
}

/**
 * The runtime files' reads, and the lists' first parts once /config.json says where they are.
 * Storage is not touched here: its first use waits on the browser (startRememberedReads).
 */
export function startRuntimeReads(): StartedReads {
  const reads: StartedReads = {
    config: json('/config.json') as Promise<RuntimeConfig>,
    registry: json('/remotes.json'),
    content: {},
    messages: [],
    remembered: null,
  };
  reads.registry.catch(() => undefined);
  // The service worker may say a fresher copy of the content arrived before the shell listens.
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      reads.messages?.push(event.data);
    });
  }
  reads.config
    .then((config) => {
      readFirstParts(reads, config);
      localStore()?.setItem(REMEMBERED_CONFIG_KEY, JSON.stringify(rememberedFrom(config)));
    })
    .catch(() => undefined);
  return reads;
}

/**
 * A repeat visit starts the reads at once, at the addresses the last visit's config gave,
 * instead of after /config.json; a config that names other addresses is read from there.
 */
export function startRememberedReads(reads: StartedReads): void {
  try {
    reads.remembered = readRememberedConfig(localStore()?.getItem(REMEMBERED_CONFIG_KEY) ?? null);
  } catch {
    // Storage refused: /config.json decides.
  }
  if (reads.remembered) readFirstParts(reads, reads.remembered);
}

/** Both, at once: the runtime files' reads and the remembered first parts. */
export function startContentReads(): StartedReads {
  const reads = startRuntimeReads();
  startRememberedReads(reads);
  return reads;
}
