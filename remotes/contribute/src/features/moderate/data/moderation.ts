/**
 * The moderation page's way into its data code. No firebase/* import here: the decisions and
 * firebase/storage (./moderation-sdk.ts) are one chunk, fetched when a moderator opens the queue,
 * and run on the session's database and storage (@vithelper/shared databaseReady, storageReady).
 */
import { databaseReady, storageReady } from '@vithelper/shared';
import type { ModerationHandles } from './moderation-sdk';

type ModerationSdk = typeof import('./moderation-sdk');

/** The moderation functions with the page's database and storage. */
export async function moderationSdk(): Promise<{
  sdk: ModerationSdk;
  handles: ModerationHandles;
}> {
  const [db, storage, sdk] = await Promise.all([
    databaseReady(),
    storageReady(),
    import(/* webpackChunkName: "moderation" */ './moderation-sdk'),
  ]);
  return { sdk, handles: { db, storage } };
}
