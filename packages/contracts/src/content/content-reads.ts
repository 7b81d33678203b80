/**
 * @vithelper/contracts/content-reads: where a list is read over REST, and which lists the start-up
 * leaves for a page to ask for. Apart from ./content, so the page's boot script and the offline
 * worker bundle no schema.
 */
import type { RuntimeConfig } from '../runtime-config';
import type { CollectionName } from './collections';

/** The part of the runtime config a content address needs (the boot script may remember just this). */
export type ContentAddressConfig = {
  firebase: Pick<RuntimeConfig['firebase'], 'databaseURL' | 'projectId'>;
  emulators?: Pick<NonNullable<RuntimeConfig['emulators']>, 'database'>;
};

/** The Realtime Database REST address of a path: `<databaseURL>/<path>.json`. */
function restUrl(config: ContentAddressConfig, path: string): string {
  const database = new URL(config.firebase.databaseURL);
  const namespace = database.searchParams.get('ns') ?? config.firebase.projectId;
  if (config.emulators) {
    return `http://${config.emulators.database}/${path}.json?ns=${encodeURIComponent(namespace)}`;
  }
  const base = `${database.origin}${database.pathname.replace(/\/+$/, '')}`;
  const ns = database.searchParams.get('ns');
  return `${base}/${path}.json${ns ? `?ns=${encodeURIComponent(ns)}` : ''}`;
}

/**
 * The Realtime Database REST address of one collection: `<databaseURL>/<path>.json`.
 * Locally the emulator is named by host:port and the namespace travels as `?ns=`,
 * the same way the SDK addresses it.
 */
export const contentUrl = (config: ContentAddressConfig, path: CollectionName): string =>
  restUrl(config, path);

/** The REST address of one record of a collection: `<databaseURL>/<path>/<id>.json`. */
export const recordUrl = (config: ContentAddressConfig, path: CollectionName, id: string): string =>
  restUrl(config, `${path}/${encodeURIComponent(id)}`);

/**
 * Lists no first screen of a paper list or of / needs: the start-up does not read them at all,
 * and they are read whole when a page asks for one (useCollection gives null until then).
 */
export const DEFERRED_LISTS = ['materials', 'faqs', 'placements'] as const;
export type DeferredList = (typeof DEFERRED_LISTS)[number];
export const isDeferred = (name: string): name is DeferredList =>
  (DEFERRED_LISTS as readonly string[]).includes(name);
