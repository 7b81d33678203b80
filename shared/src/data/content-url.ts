import type { CollectionName } from '@vithelper/contracts/content';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';

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
