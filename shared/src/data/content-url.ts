import type { CollectionName } from '../contracts/entities';
import type { RuntimeConfig } from '../contracts/runtime-config';

/**
 * The Realtime Database REST address of one collection: `<databaseURL>/<path>.json`.
 * Locally the emulator is named by host:port and the namespace travels as `?ns=`,
 * the same way the SDK addresses it.
 */
export function contentUrl(config: RuntimeConfig, path: CollectionName): string {
  const database = new URL(config.firebase.databaseURL);
  const namespace = database.searchParams.get('ns') ?? config.firebase.projectId;
  if (config.emulators) {
    return `http://${config.emulators.database}/${path}.json?ns=${encodeURIComponent(namespace)}`;
  }
  const base = `${database.origin}${database.pathname.replace(/\/+$/, '')}`;
  const ns = database.searchParams.get('ns');
  return `${base}/${path}.json${ns ? `?ns=${encodeURIComponent(ns)}` : ''}`;
}
