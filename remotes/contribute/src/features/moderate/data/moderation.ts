/**
 * The moderation page's way into the SDK. No firebase/* import here: the decisions and
 * firebase/storage (./moderation-sdk.ts) are one chunk, fetched when a moderator opens the queue.
 */
import { firebaseReady } from './firebase';
import type { ModerationHandles } from './moderation-sdk';

type ModerationSdk = typeof import('./moderation-sdk');

/** The moderation functions with the page's database and storage. */
export async function moderationSdk(): Promise<{
  sdk: ModerationSdk;
  handles: ModerationHandles;
}> {
  const [{ handles }, sdk] = await Promise.all([
    firebaseReady(),
    import(/* webpackChunkName: "moderation" */ './moderation-sdk'),
  ]);
  return {
    sdk,
    handles: {
      db: handles.db,
      storage: sdk.storageOf(handles.app, handles.config.emulators?.storage),
    },
  };
}
